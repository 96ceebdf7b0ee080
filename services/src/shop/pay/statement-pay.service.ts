import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AppConfig } from '@jxc/infra';
import { customerActor, registerStatementPayment, StatementCommand, StatementLinks, statementPath } from '../../finance';
import { dec } from '../../shared/decimal';
import { inLane } from '../../shared/es/retrying';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { Payments } from './payments';
import { paySystem, PayPostings } from './pay-postings.service';
import { PayQueries } from './pay.queries';

/** How long a statement's payment stays open at the provider. */
const PAY_MINUTES = 30;

/** What paying from a link comes to: the provider's page to go to, the providers to choose from, or why not. */
export type StatementPayStart =
  { go: string } | { choose: { key: string; name: string }[] } | { refused: string } | { closed: 'none' | 'revoked' | 'expired' };

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

  /** Starts paying what is left, through the provider chosen (or the only one the shop takes on phones). */
  async start(code: string, chosen: string | undefined, clientIp: string): Promise<StatementPayStart> {
    const found = await this.links.find(code);
    if (found.found !== 'open') return { closed: found.found === 'none' ? 'none' : found.why };
    const { companyId, statementId } = found;
    return inLane(`statement-pay-${statementId}`, async () => {
      if (found.state.issued!.partnerKind !== 'Custom') return { refused: '供应商对账单不能在线支付' };
      const providers = await this.providers(companyId);
      if (!providers.length) return { refused: '商家尚未开通在线支付，请联系商家' };
      const provider = providers.find((p) => p.key === chosen) ?? (providers.length === 1 ? providers[0] : undefined);
      if (!provider) return { choose: providers };
      await this.settle(companyId, statementId);
      const after = await this.links.find(code);
      if (after.found !== 'open') return { closed: after.found === 'none' ? 'none' : after.why };
      const due = await this.links.due(companyId, after.state);
      if (!dec(due).gt(0)) return { refused: '本对账单已无需支付' };
      const started = await this.payments.startFor(customerActor(companyId), {
        provider: provider.key,
        channel: 'wap',
        amount: due,
        subject: '对账单付款',
        minutes: PAY_MINUTES,
        clientIp,
        returnUrl: `${this.config.publicUrl}${statementPath(code)}/paid`,
        created: { source: 'statement', orderId: statementId, statementId, partnerId: after.state.issued!.partnerId },
      });
      return { go: started.payUrl! };
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
