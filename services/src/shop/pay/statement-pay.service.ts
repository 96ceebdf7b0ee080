import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AppConfig } from '@jxc/infra';
import type { PayStarted } from '../../contracts';
import {
  customerActor,
  registerStatementPayment,
  StatementCommand,
  StatementLinks,
  statementPath,
  type StatementPayAsked,
  type StatementState,
} from '../../finance';
import { dec } from '../../shared/decimal';
import { ConflictError } from '../../shared/errors';
import { inLane } from '../../shared/es/retrying';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { Payments, startedOf } from './payments';
import { paySystem, PayPostings } from './pay-postings.service';
import { PayQueries } from './pay.queries';

/** How long a statement's payment stays open at the provider. */
const PAY_MINUTES = 30;
/** A payment this close to expiring is not given again: the customer would not finish paying in time. */
const KEEP_MS = 2 * 60_000;
/** Ask, find it replaced, take the replacement: a few rounds settle even a busy statement. */
const ROUNDS = 4;

const closeReason = (asked: StatementPayAsked, want: { provider: string; due: string }) =>
  new Date(asked.expiresAt).getTime() - Date.now() <= KEEP_MS
    ? '超时未支付'
    : asked.provider !== want.provider
      ? '改用其他支付方式'
      : '应付金额已变';

/** What paying from a link comes to: the provider's page to go to, the providers to choose from, or why not. */
export type StatementPayStart =
  | { go: string }
  | { choose: { key: string; name: string }[] }
  | { paid: string }
  | { refused: string }
  | { closed: 'none' | 'revoked' | 'expired' };

/**
 * A customer pays what their 对账单 leaves owing from its link, on their phone's browser (wap), into the shop's merchant
 * account. Once paid (a verified notification, or the provider asked when they come back), the money is posted once as
 * a 收款单 against that customer and the statement records the payment: both are keyed by the payment, so a repeated
 * notification finds them done.
 */
@Injectable()
export class StatementPay implements OnModuleInit {
  constructor(
    private readonly payments: Payments,
    private readonly postings: PayPostings,
    private readonly pay: PayQueries,
    private readonly links: StatementLinks,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    registerStatementPayment({ available: async (companyId) => (await this.providers(companyId)).length > 0 });
    this.payments.followPaid('statement', async (s, companyId) => {
      const c = s.created!;
      const posted = await this.postings.statementReceipt(paySystem(companyId, c.provider), s);
      await this.commands.execute(
        new StatementCommand(paySystem(companyId, c.provider), {
          type: 'paid',
          statementId: c.statementId!,
          paid: { payOrderId: c.payOrderId, amount: s.paid!.amount, receiptBillNo: posted.billNo },
        }),
      );
      return posted;
    });
  }

  /**
   * Starts paying what is left, through the provider chosen (or the only one the shop takes on phones). While the
   * payment last asked is open for that amount and provider, and not about to expire, asking again (a second click,
   * another tab) answers the same payment; one expired or for something else is closed at its provider first. Which
   * payment is the statement's is decided on its stream (askPay), so two asking at once get one payment.
   */
  async start(code: string, chosen: string | undefined, clientIp: string): Promise<StatementPayStart> {
    const found = await this.links.find(code);
    if (found.found !== 'open') return { closed: found.found === 'none' ? 'none' : found.why };
    const { companyId, statementId } = found;
    if (found.state.issued!.partnerKind !== 'Custom') return { refused: '供应商对账单不能在线支付' };
    const providers = await this.providers(companyId);
    if (!providers.length) return { refused: '商家尚未开通在线支付，请联系商家' };
    const provider = providers.find((p) => p.key === chosen) ?? (providers.length === 1 ? providers[0] : undefined);
    if (!provider) return { choose: providers };
    for (let round = 0; round < ROUNDS; round++) {
      await this.settle(companyId, statementId);
      const now = await this.links.find(code);
      if (now.found !== 'open') return { closed: now.found === 'none' ? 'none' : now.why };
      const due = await this.links.due(companyId, now.state);
      if (!dec(due).gt(0)) return dec(now.state.paid).gt(0) ? { paid: dec(now.state.paid).toFixed(2) } : { refused: '本对账单已无需支付' };
      const asked = now.state.asking;
      const kept = asked && (await this.keep(companyId, now.state, asked, { provider: provider.key, due, code, clientIp }));
      if (kept === 'again') continue;
      if (kept) return { go: kept.payUrl! };
      const payOrderId = randomUUID().replace(/-/g, '');
      const expiresAt = new Date(Date.now() + PAY_MINUTES * 60_000).toISOString();
      await this.commands.execute(
        new StatementCommand(customerActor(companyId), {
          type: 'askPay',
          statementId,
          asked: { payOrderId, provider: provider.key, amount: due, expiresAt },
          replacing: asked?.payOrderId,
        }),
      );
    }
    throw new ConflictError();
  }

  /**
   * The payment last asked, answered again while it fits (asked at the provider now if its asker has not yet: under
   * its own number, the provider still holds one order); otherwise closed, and undefined for another to be asked.
   * 'again' when it turned out paid and the statement has yet to count it.
   */
  private async keep(
    companyId: string,
    s: StatementState,
    asked: StatementPayAsked,
    want: { provider: string; due: string; code: string; clientIp: string },
  ): Promise<PayStarted | 'again' | undefined> {
    const fits =
      asked.provider === want.provider && dec(asked.amount).eq(want.due) && new Date(asked.expiresAt).getTime() - Date.now() > KEEP_MS;
    const payment = await this.payments.payment(companyId, asked.payOrderId);
    if (payment.status === 'paid') return s.payments.includes(asked.payOrderId) ? undefined : 'again';
    if (payment.status !== 'created') return undefined;
    if (!payment.created) return fits ? this.ask(companyId, s, asked, want) : undefined;
    if (fits) return startedOf(payment.created);
    const closed = await this.payments.closeOpen(companyId, asked.payOrderId, closeReason(asked, want));
    return closed.status === 'paid' ? 'again' : undefined;
  }

  /** Asks the provider for the payment reserved on the statement, unless another caller in this process just did. */
  private ask(companyId: string, s: StatementState, asked: StatementPayAsked, want: { code: string; clientIp: string }) {
    return inLane(`statement-pay-${asked.payOrderId}`, async () => {
      const made = (await this.payments.payment(companyId, asked.payOrderId)).created;
      if (made) return startedOf(made);
      const { statementId, partnerId } = s.issued!;
      return this.payments.startFor(customerActor(companyId), {
        provider: asked.provider,
        channel: 'wap',
        amount: asked.amount,
        subject: '对账单付款',
        minutes: PAY_MINUTES,
        clientIp: want.clientIp,
        returnUrl: `${this.config.publicUrl}${statementPath(want.code)}/paid`,
        created: { source: 'statement', orderId: statementId, statementId, partnerId },
        reserved: asked,
      });
    });
  }

  /** Back from the provider: its payments of the statement still open are asked after (a paid one posts its receipt). */
  async settle(companyId: string, statementId: string): Promise<void> {
    for (const id of await this.pay.ofOrder(companyId, statementId))
      await this.payments.statusOf(companyId, id, (c) => c.source === 'statement' && c.statementId === statementId);
  }

  async settleCode(code: string): Promise<boolean> {
    const found = await this.links.find(code);
    if (found.found !== 'open') return false;
    await this.settle(found.companyId, found.statementId);
    return true;
  }

  private async providers(companyId: string) {
    return (await this.payments.storeProviders(companyId))
      .filter((p) => p.channels.includes('wap'))
      .map(({ key, name }) => ({ key, name }));
  }
}
