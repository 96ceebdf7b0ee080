import { randomUUID } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { EDITIONS, PAY_PROVIDER_NAMES, PurchaseView, shopDay } from '../contracts';
import { IdentityEvents, identityStreams, IdentityQueries, Session } from '../identity';
import { PayAccounts, Payments } from '../shop';
import { NotFoundError } from '../shared/errors';
import type { Actor } from '../shared/es/event-sourcing';
import { EventSourcing } from '../shared/es/event-sourcing';
import { evolveStored, toStored } from '../shared/es/event-names';
import { retrying } from '../shared/es/retrying';
import {
  decidePrices,
  EDITION_PRICES_EVENTS,
  EDITION_PRICES_STREAM,
  evolvePrices,
  noPrices,
  PLATFORM,
  PriceList,
  SOLD_EDITIONS,
  TERMS,
} from './edition-prices';
import { decidePurchase, evolvePurchases, noPurchases, Purchase, PURCHASE_EVENTS, Purchases, purchasesStream } from './edition-purchases';

const loadPrices = evolveStored(EDITION_PRICES_EVENTS, evolvePrices);
const loadPurchases = evolveStored(PURCHASE_EVENTS, evolvePurchases);

/** How long a QR code shown for a purchase stays payable. */
const PAY_MINUTES = 30;

/** An edition on sale with its prices by term (yuan; null: that term is not sold). */
export interface EditionOffer {
  productType: number;
  editionName: string;
  prices: { years: number; amount: string | null }[];
}

const view = (p: Purchase): PurchaseView => ({
  purchaseId: p.purchaseId,
  purchaseNo: p.purchaseNo,
  productType: p.productType,
  editionName: EDITIONS[p.productType] ?? '',
  years: p.years,
  amount: p.amount,
  provider: p.provider,
  providerName: PAY_PROVIDER_NAMES[p.provider] ?? p.provider,
  orderedBy: p.orderedBy,
  status: p.paid ? 'paid' : 'unpaid',
  tradeNo: p.paid?.tradeNo ?? null,
  paidAt: p.paid?.paidAt ?? null,
  endTime: p.paid?.endTime ?? null,
});

/**
 * Editions sold by the platform: the operators' prices and merchant account (its secrets sealed as 移动支付's are),
 * a company administrator's purchase paid into that account through the payment providers, and the purchase applied
 * to the company once its payment is confirmed (a verified notification or the provider asked).
 */
@Injectable()
export class Billing implements OnModuleInit {
  constructor(
    private readonly es: EventSourcing,
    private readonly payments: Payments,
    private readonly accounts: PayAccounts,
    private readonly identity: IdentityQueries,
  ) {}

  onModuleInit() {
    this.payments.followPaid('edition', async (s) => {
      const c = s.created!;
      await this.applyPaid(c.buyerId!, { purchaseId: c.purchaseId!, ...s.paid! });
      return { docId: c.purchaseId!, billNo: c.purchaseNo! };
    });
  }

  async offers(): Promise<EditionOffer[]> {
    const prices = await this.prices();
    return SOLD_EDITIONS.map((productType) => ({
      productType,
      editionName: EDITIONS[productType],
      prices: TERMS.map((years) => ({ years, amount: prices.byEdition[productType]?.[years] ?? null })),
    }));
  }

  async setPrices(operator: Actor, productType: number, prices: Record<string, string | null>): Promise<void> {
    await retrying(async () => {
      const { state, version } = await this.es.load(EDITION_PRICES_STREAM, PLATFORM, noPrices, loadPrices);
      const events = decidePrices.set(state, productType, prices);
      if (events.length)
        await this.es.commit(
          [
            {
              streamId: EDITION_PRICES_STREAM,
              streamType: 'EditionPrices',
              expectedVersion: version || 'no_stream',
              events: toStored(EDITION_PRICES_EVENTS, events),
            },
          ],
          { ...operator, companyId: PLATFORM },
        );
    });
  }

  /** The platform's merchant accounts as the console shows them: secrets by their hints only. */
  merchantAccounts() {
    return this.accounts.detail(PLATFORM);
  }

  saveMerchantAccount(operator: Actor, input: Omit<Parameters<PayAccounts['save']>[1], 'accountId'>) {
    return this.accounts.save({ ...operator, companyId: PLATFORM }, { ...input, accountId: '' }, false);
  }

  /** The providers a company pays the platform through. */
  providers() {
    return this.payments.storeProviders(PLATFORM);
  }

  /** The administrator orders an edition for a term at today's price and is given the payment to make. */
  async buy(
    s: Session,
    f: { productType: number; years: number; provider: string; channel: 'qr' | 'wap'; clientIp: string; returnUrl?: string },
  ) {
    const prices = await this.prices();
    const purchaseId = randomUUID().replace(/-/g, '');
    const purchaseNo = `GM${shopDay().replace(/-/g, '')}${purchaseId.slice(0, 6).toUpperCase()}`;
    const amount = decidePurchase.quote(prices, f.productType, f.years);
    const ordered = { purchaseId, purchaseNo, productType: f.productType, years: f.years, provider: f.provider, orderedBy: s.userName };
    const started = await this.payments.startFor(
      { companyId: PLATFORM, userId: s.userId, userName: `${s.userName}（${s.companyName}）` },
      {
        provider: f.provider,
        channel: f.channel,
        amount,
        subject: `${EDITIONS[f.productType]}${f.years}年`,
        minutes: PAY_MINUTES,
        clientIp: f.clientIp,
        returnUrl: f.returnUrl,
        created: { source: 'edition', purchaseId, purchaseNo, buyerId: s.companyId },
      },
    );
    await retrying(async () => {
      const { state, version } = await this.purchases(s.companyId);
      const events = decidePurchase.order(state, prices, { ...ordered, payOrderId: started.payOrderId });
      await this.es.commit(
        [
          {
            streamId: purchasesStream(s.companyId),
            streamType: 'EditionPurchases',
            expectedVersion: version || 'no_stream',
            events: toStored(PURCHASE_EVENTS, events),
          },
        ],
        { companyId: s.companyId, userId: s.userId, userName: s.userName },
      );
    });
    return { purchaseId, purchaseNo, ...started };
  }

  /** Where a purchase's payment stands (the provider asked while it is open); paid, with the company's edition and term now. */
  async status(s: Session, purchaseId: string) {
    const p = await this.purchase(s.companyId, purchaseId);
    const paying = await this.payments.statusOf(PLATFORM, p.payOrderId, (c) => c.buyerId === s.companyId && c.purchaseId === purchaseId);
    const after = await this.purchase(s.companyId, purchaseId);
    const company = await this.identity.requireCompany(s.companyId);
    return { ...paying, purchase: view(after), productType: company.productType, endTime: company.endTime };
  }

  /** The company's purchases, the latest first. */
  async list(companyId: string): Promise<PurchaseView[]> {
    return (await this.purchases(companyId)).state.list.map(view).reverse();
  }

  async receipt(s: Session, purchaseId: string) {
    const p = view(await this.purchase(s.companyId, purchaseId));
    if (p.status !== 'paid') throw new NotFoundError('购买单尚未付款，没有收据');
    return { ...p, companyName: s.companyName };
  }

  /** The payment confirmed: the purchase and the company's edition and term change together, once. */
  private applyPaid(companyId: string, f: { purchaseId: string; tradeNo: string; amount: string; paidAt: string; payer: string }) {
    return retrying(async () => {
      const { state, version } = await this.purchases(companyId);
      const company = await this.identity.requireCompany(companyId);
      const events = decidePurchase.paid(state, f, company, shopDay());
      if (!events.length) return;
      const paid = events[0].data as { endTime: string };
      const bought = state.list.find((p) => p.purchaseId === f.purchaseId)!;
      await this.es.commit(
        [
          {
            streamId: purchasesStream(companyId),
            streamType: 'EditionPurchases',
            expectedVersion: version,
            events: toStored(PURCHASE_EVENTS, events),
          },
          {
            streamId: identityStreams.company(companyId),
            streamType: 'Company',
            expectedVersion: 'any',
            events: [{ type: IdentityEvents.CompanyUpdated, data: { productType: bought.productType, endTime: paid.endTime } }],
          },
        ],
        { companyId, userId: 'system', userName: `${PAY_PROVIDER_NAMES[bought.provider] ?? bought.provider}（支付通知）` },
      );
    });
  }

  private async purchase(companyId: string, purchaseId: string): Promise<Purchase> {
    const p = (await this.purchases(companyId)).state.list.find((x) => x.purchaseId === purchaseId);
    if (!p) throw new NotFoundError('购买单不存在');
    return p;
  }

  private purchases(companyId: string) {
    return this.es.load<Purchases>(purchasesStream(companyId), companyId, noPurchases, loadPurchases);
  }

  private async prices(): Promise<PriceList> {
    return (await this.es.load(EDITION_PRICES_STREAM, PLATFORM, noPrices, loadPrices)).state;
  }
}
