import { createHmac, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '@jxc/infra';
import { annexKey } from '../../catalog';
import { SMS_SENDER, SmsSender } from '../../identity';
import { BusinessRuleError, NotFoundError } from '../../shared/errors';
import type { Actor } from '../../shared/es/event-sourcing';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { BalanceQueries } from '../balance.queries';
import {
  AnsweredFrom,
  decideStatement,
  evolveStatement,
  noStatement,
  STATEMENT_EVENTS,
  StatementEvent,
  StatementPaid,
  StatementPayAsked,
  StatementSent,
  StatementSide,
  StatementState,
  statementStream,
} from './statement';
import { newStatementCode, statementPath } from './statement-link';

export const loadStatement = evolveStored(STATEMENT_EVENTS, evolveStatement);

/** The key share links are signed with: derived from the server's own secret (ANNEX_SECRET or the key kept in DATA_DIR). */
export const statementSecret = (config: AppConfig) => createHmac('sha256', annexKey(config)).update('statement-links').digest();

export interface IssueInput {
  partnerKind: StatementSide;
  partnerId: string;
  startDate: string;
  endDate: string;
  /** How many days the link opens (30 unless given). */
  days: number;
}

export type StatementAction =
  | { type: 'issue'; input: IssueInput }
  | { type: 'revoke'; statementId: string }
  | { type: 'send'; statementId: string; sent: StatementSent }
  | { type: 'sms'; statementId: string; phone: string }
  | { type: 'open' | 'confirm'; statementId: string; from: AnsweredFrom }
  | { type: 'dispute'; statementId: string; from: AnsweredFrom; note: string }
  | { type: 'askPay'; statementId: string; asked: StatementPayAsked; replacing: string | undefined }
  | { type: 'paid'; statementId: string; paid: StatementPaid };

/** What every change answers: the statement, its link and when the link stops opening. */
export interface StatementMade {
  statementId: string;
  url: string;
  expiresAt: string;
}

/** A statement's change, by staff (issue, revoke, send), by the customer through the link, or by a payment made from it. */
export class StatementCommand {
  constructor(
    readonly actor: Actor,
    readonly action: StatementAction,
  ) {}
}

/** The customer on the link, as the history names them. */
export const customerActor = (companyId: string): Actor => ({ companyId, userId: 'customer', userName: '客户（对账单链接）' });

/**
 * 对账单: issuing takes the partner's figures for the period as they stand (the balance brought forward and at its end)
 * and a signed code for its link; every later change is decided on the statement's stream at the version read.
 */
@CommandHandler(StatementCommand)
export class StatementHandler implements ICommandHandler<StatementCommand, StatementMade> {
  private readonly secret: Buffer;

  constructor(
    private readonly es: EventSourcing,
    private readonly balances: BalanceQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SMS_SENDER) private readonly sms: SmsSender | null,
  ) {
    this.secret = statementSecret(config);
  }

  async execute({ actor, action }: StatementCommand): Promise<StatementMade> {
    if (action.type === 'issue') return this.issue(actor, action.input);
    if (action.type === 'sms') return this.text(actor, action.statementId, action.phone);
    const now = new Date();
    const state = await this.change(actor, action.statementId, (s) => {
      if (!s.issued) throw new NotFoundError('对账单不存在');
      switch (action.type) {
        case 'revoke':
          return decideStatement.revoke(s);
        case 'send':
          return decideStatement.send(s, action.sent, now);
        case 'open':
          return decideStatement.open(s, action.from, now);
        case 'confirm':
          return decideStatement.confirm(s, action.from, now);
        case 'dispute':
          return decideStatement.dispute(s, { ...action.from, note: action.note }, now);
        case 'askPay':
          return decideStatement.askPay(s, action.asked, action.replacing, now);
        case 'paid':
          return decideStatement.paid(s, action.paid);
      }
    });
    return { statementId: action.statementId, url: statementPath(state.issued!.code), expiresAt: state.issued!.expiresAt };
  }

  /** Texts the link to the customer's phone (SMS_STATEMENT_TEMPLATE), then records it sent: a refused message records nothing. */
  private async text(actor: Actor, statementId: string, phone: string): Promise<StatementMade> {
    if (!this.sms || !this.config.sms?.statementTemplate)
      throw new BusinessRuleError('SMS_NOT_CONFIGURED', '未配置对账单短信，请复制链接发送');
    const { state } = await this.es.load(statementStream(statementId), actor.companyId, noStatement, loadStatement);
    if (!state.issued) throw new NotFoundError('对账单不存在');
    decideStatement.send(state, { via: 'sms', phone }, new Date());
    await this.sms.send(phone, state.issued.code, 'statement');
    return this.execute(new StatementCommand(actor, { type: 'send', statementId, sent: { via: 'sms', phone } }));
  }

  private async issue(actor: Actor, i: IssueInput) {
    const statementId = randomUUID();
    const figures = await this.balances.statementOf(actor.companyId, i.partnerKind, i.partnerId, i.startDate, i.endDate);
    const code = newStatementCode(this.secret);
    const expiresAt = new Date(Date.now() + i.days * 86_400_000).toISOString();
    const { days: _, ...period } = i;
    const issued = {
      statementId,
      ...period,
      openingBalance: figures.openingBalance,
      closingBalance: figures.closingBalance,
      code,
      expiresAt,
    };
    await this.change(actor, statementId, (s) => decideStatement.issue(s, issued));
    return { statementId, url: statementPath(code), expiresAt };
  }

  private change(actor: Actor, statementId: string, decide: (s: StatementState) => StatementEvent[]): Promise<StatementState> {
    return retrying(async () => {
      const { state, version } = await this.es.load(statementStream(statementId), actor.companyId, noStatement, loadStatement);
      const events = decide(state);
      if (events.length)
        await this.es.commit(
          [
            {
              streamId: statementStream(statementId),
              streamType: 'Statement',
              expectedVersion: version || 'no_stream',
              events: toStored(STATEMENT_EVENTS, events),
            },
          ],
          actor,
        );
      return events.reduce(evolveStatement, state);
    });
  }
}
