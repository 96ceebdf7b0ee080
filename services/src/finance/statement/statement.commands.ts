import { createHmac, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '@jxc/infra';
import { annexKey } from '../../catalog';
import { NotFoundError } from '../../shared/errors';
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
  | { type: 'open' | 'confirm'; statementId: string; from: AnsweredFrom }
  | { type: 'dispute'; statementId: string; from: AnsweredFrom; note: string }
  | { type: 'paid'; statementId: string; paid: StatementPaid };

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
export class StatementHandler implements ICommandHandler<StatementCommand, { statementId: string; url: string; expiresAt: string }> {
  private readonly secret: Buffer;

  constructor(
    private readonly es: EventSourcing,
    private readonly balances: BalanceQueries,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = statementSecret(config);
  }

  async execute({ actor, action }: StatementCommand) {
    if (action.type === 'issue') return this.issue(actor, action.input);
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
        case 'paid':
          return decideStatement.paid(s, action.paid);
      }
    });
    return { statementId: action.statementId, url: statementPath(state.issued!.code), expiresAt: state.issued!.expiresAt };
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
