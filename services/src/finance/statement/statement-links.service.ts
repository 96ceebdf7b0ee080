import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import { IdentityQueries } from '../../identity';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { BalanceQueries } from '../balance.queries';
import { HOUR, RateLimits } from '../../shared/http/rate-limits';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { D, dec } from '../../shared/decimal';
import { closedOf, leftToPay, noStatement, StatementState, statementStream } from './statement';
import { loadStatement, statementSecret } from './statement.commands';
import { isSignedStatementCode } from './statement-link';
import { StatementQueries } from './statement.queries';
import type { StatementView } from './statement-page';

/** A link's statement as its page needs it, or why it does not open. */
export type FoundStatement =
  | { found: 'open'; companyId: string; statementId: string; state: StatementState }
  | { found: 'closed'; why: 'revoked' | 'expired' }
  | { found: 'none' };

/** Plugged in by the payments module: whether a company takes payments a customer makes on their phone. */
let payment: { available(companyId: string): Promise<boolean> } = { available: async () => false };
export const registerStatementPayment = (p: typeof payment) => {
  payment = p;
};

/** The share links: a code checked for this server's signature before it is looked up, then its statement as it stands. */
@Injectable()
export class StatementLinks {
  private readonly secret: Buffer;
  /** What an address may do with share links in an hour (RATE_LIMIT_STATEMENT_LINK): codes are signed, so this only bounds the load. */
  private readonly perHour: number;

  constructor(
    private readonly es: EventSourcing,
    private readonly queries: StatementQueries,
    private readonly limits: RateLimits,
    private readonly balances: BalanceQueries,
    private readonly identity: IdentityQueries,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = statementSecret(config);
    this.perHour = config.rateLimits.statementLink;
  }

  async find(code: string, now = new Date()): Promise<FoundStatement> {
    if (!isSignedStatementCode(this.secret, code)) return { found: 'none' };
    const row = await this.queries.byCode(code);
    if (!row) return { found: 'none' };
    const { state } = await this.es.load(statementStream(row.statementId), row.companyId, noStatement, loadStatement);
    if (!state.issued) return { found: 'none' };
    const closed = closedOf(state, now);
    return closed ? { found: 'closed', why: closed } : { found: 'open', ...row, state };
  }

  /** Counts a public call of an address: false once it is over the hour's limit. */
  async allowed(ip: string): Promise<boolean> {
    return !('reached' in (await this.limits.take([{ name: 'statement-link', key: ip, max: this.perHour, seconds: HOUR }])));
  }

  /** The statement's figures for its period as they stand now (a document dated in it and posted later shows too). */
  async view(companyId: string, s: StatementState): Promise<StatementView> {
    const i = s.issued!;
    const [company, partner, figures] = await Promise.all([
      this.identity.requireCompany(companyId),
      this.queries.partner(companyId, i.partnerId),
      this.balances.statementOf(companyId, i.partnerKind, i.partnerId, i.startDate, i.endDate),
    ]);
    return {
      companyName: company.companyName,
      companyPhone: company.phone ?? '',
      partnerName: partner?.name ?? '',
      side: i.partnerKind,
      startDate: i.startDate,
      endDate: i.endDate,
      ...figures,
    };
  }

  /** What is still to pay from the link: the statement's balance less what was paid through it, at most what is owed now. */
  async due(companyId: string, s: StatementState): Promise<string> {
    const owed = dec(await this.balances.partnerBalance(companyId, s.issued!.partnerId));
    const left = D.min(leftToPay(s), owed);
    return left.isNegative() ? '0' : left.toFixed(2);
  }

  payable(companyId: string): Promise<boolean> {
    return payment.available(companyId);
  }
}
