import type { StoredEvent } from '@jxc/infra';
import { masterEvents } from '../catalog';
import { DOC_TYPES, shopDay } from '../contracts';
import { documentEvents, type DocumentEvent, type Move } from '../document-engine';
import {
  ACCOUNT_TRANSFER_EVENTS,
  CUSTOM_CZ_EVENTS,
  DEPOSIT_RETURNED,
  FINANCE_FLOW_EVENTS,
  INVOICING_EVENTS,
  refundEvents,
  settlementEvents,
  type AccountTransferSaved,
  type CustomCzSaved,
  type DepositReturned,
  type FinanceFlowSaved,
  type InvoiceRecorded,
  type InvoiceVoided,
} from '../finance';
import { IdentityEvents } from '../identity';
import { OPENING_BILL_TYPE } from '../inventory';
import { dec, sum, toDb } from '../shared/decimal';
import { DEFAULT_RULES, defaultAccountCode, defaultItemCode, defaultStorageTypeCode, type Facts } from './rules';

/** The document kinds whose audits make vouchers: those with a rule. */
const RULED_BILL_TYPES = new Set(
  Object.keys(DEFAULT_RULES)
    .filter((k) => k.startsWith('bill:'))
    .map((k) => Number(k.split(':')[1])),
);
/** 其他入库单 and 其他出库单: their 出入库类型 picks the contra account. */
const TYPED_BILLS = new Set<number>([DOC_TYPES.InStorage, DOC_TYPES.OutStorage]);
const OPENING_STOCK_ENTERED = 'OpeningStockEntered';
const OPENING_STOCK_REVERSED = 'OpeningStockReversed';
const MAPPED_KINDS: readonly string[] = ['Account', 'FinanceClass', 'StorageType'];
const OPENING_KINDS: readonly string[] = ['Account', 'Custom', 'Supplier'];

/** What one event says to the ledger. */
export type LedgerSource =
  /** A voucher to make (a summary voucher gathers it when the setting says so and `summarise`). */
  | { kind: 'voucher'; facts: Facts; summarise: boolean }
  /** A red voucher reversing every voucher line of `billId` (红冲, 作废). */
  | { kind: 'red'; billId: string; billNo: string; billType: number; date: string }
  /** An invoice's tax voucher, made only when its document's own vouchers booked no tax. */
  | { kind: 'invoice'; facts: Facts; docId: string }
  | { kind: 'docType'; docId: string; typeId: string }
  /** The account a record maps to by default (kept unless the bookkeeper changed it). */
  | { kind: 'mapping'; ruleKey: string; accountCode: string }
  /** A record's opening balance (期初): the ledger's opening lines for it, replaced. */
  | { kind: 'opening'; recordKey: string; accountCode: string; side: 1 | -1; amount: string; aux: Record<string, string> }
  | { kind: 'chart' };

/** The stored event types the ledger reads besides its own (read once every kind has registered). */
export function sourceEventTypes(): string[] {
  const docs = documentEvents();
  const kinds = docs.types(['Audited', 'WrittenBack', 'StockConfirmed', 'Saved']).filter((type) => {
    const { kind, event } = docs.of({ type });
    return event === 'Saved' ? TYPED_BILLS.has(kind.billType) : RULED_BILL_TYPES.has(kind.billType);
  });
  const masters = masterEvents
    .types(['Created', 'Updated'])
    .filter((type) => [...MAPPED_KINDS, ...OPENING_KINDS].includes(masterEvents.of({ type }).kind));
  return [
    IdentityEvents.CompanyRegistered,
    ...masters,
    ...kinds,
    ...settlementEvents.types(['Posted', 'Reversed']),
    ...refundEvents.types(['Posted', 'Reversed']),
    CUSTOM_CZ_EVENTS.Posted,
    CUSTOM_CZ_EVENTS.Reversed,
    DEPOSIT_RETURNED,
    ACCOUNT_TRANSFER_EVENTS.Posted,
    ACCOUNT_TRANSFER_EVENTS.Reversed,
    FINANCE_FLOW_EVENTS.Posted,
    FINANCE_FLOW_EVENTS.Reversed,
    INVOICING_EVENTS.Issued,
    INVOICING_EVENTS.Received,
    INVOICING_EVENTS.Voided,
    OPENING_STOCK_ENTERED,
    OPENING_STOCK_REVERSED,
  ];
}

const recordIdOf = (e: Pick<StoredEvent, 'streamId'>) => e.streamId.slice(e.streamId.indexOf('-') + 1);

/** The cost of the goods that came in and went out, per warehouse; a change of value alone (成本调价) counts as in. */
export function costsOf(moves: readonly Move[]): NonNullable<Facts['costs']> {
  const inCost = new Map<string, string>();
  const outCost = new Map<string, string>();
  for (const m of moves) {
    const into = dec(m.outQty).isZero() ? inCost : outCost;
    into.set(m.warehouseId, toDb(dec(into.get(m.warehouseId)).plus(m.amount)));
  }
  return { inCost: [...inCost], outCost: [...outCost] };
}

const total = (pairs: readonly [string, string][]) => sum(pairs.map(([, a]) => a));

/** What a document's audit says: its money, its partner and the cost of what it moved. */
function documentFacts(e: StoredEvent, billType: number, partnerKind: 'Custom' | 'Supplier' | undefined, event: DocumentEvent): Facts {
  const docId = recordIdOf(e);
  const d = (event as Extract<DocumentEvent, { type: 'Audited' | 'StockConfirmed' }>).data;
  const costs = costsOf(d.moves);
  const partner = d.partnerId && partnerKind ? { [partnerKind === 'Custom' ? 'customId' : 'supplierId']: d.partnerId } : {};
  // A purchase's goods not yet in (the warehouse confirms apart) wait in 在途物资 until they are: the difference
  // between what the document is worth and the cost that came in or went out so far.
  const cost = billType === DOC_TYPES.BuyReturn ? total(costs.outCost) : total(costs.inCost);
  if (event.type === 'StockConfirmed') {
    const amounts = { costDiff: toDb(cost.neg()) };
    return { ruleKey: `bill:${billType}`, billType, docId, billNo: d.billNo, billDate: d.billDate, ...partner, amounts, costs };
  }
  const a = event.data as Extract<DocumentEvent, { type: 'Audited' }>['data'];
  return {
    ruleKey: `bill:${billType}`,
    billType,
    docId,
    billNo: d.billNo,
    billDate: d.billDate,
    ...partner,
    ...(a.accountId && { accountId: a.accountId }),
    amounts: {
      totalAmount: a.totalAmount,
      netAmount: a.netAmount,
      taxAmount: toDb(dec(a.totalAmount).minus(a.netAmount)),
      settleAmount: a.settleAmount,
      prepaidAmount: a.prepaidAmount ?? '0',
      costDiff: toDb(dec(a.netAmount).minus(cost)),
      assemblyFee: toDb(total(costs.inCost).minus(total(costs.outCost))),
    },
    costs,
  };
}

/** Reads one stored event as the ledger sees it: nothing for what makes no entry (a draft's save of another kind …). */
export function sourcesOf(e: StoredEvent): LedgerSource[] {
  if (e.type === IdentityEvents.CompanyRegistered) return [{ kind: 'chart' }];
  const master = masterEvents.find(e) && masterEvents.read(e);
  if (master) return masterSources(master.kind, recordIdOf(e), master.event.data as Record<string, unknown>);
  const one = sourceOf(e);
  return one ? [one] : [];
}

function sourceOf(e: StoredEvent): LedgerSource | null {
  const id = recordIdOf(e);
  if (e.type === OPENING_STOCK_ENTERED) {
    const d = e.data as { docId: string; billNo: string; lines: { warehouseId: string; amount: string }[] };
    const inCost = new Map<string, string>();
    for (const l of d.lines) inCost.set(l.warehouseId, toDb(dec(inCost.get(l.warehouseId)).plus(l.amount)));
    const facts: Facts = {
      ruleKey: 'opening:stock',
      billType: OPENING_BILL_TYPE,
      docId: d.docId,
      billNo: d.billNo,
      billDate: shopDay(new Date(e.metadata.at)),
      amounts: {},
      costs: { inCost: [...inCost], outCost: [] },
    };
    return { kind: 'voucher', facts, summarise: false };
  }
  if (e.type === OPENING_STOCK_REVERSED) {
    const d = e.data as { docId: string; billNo: string };
    return { kind: 'red', billId: d.docId, billNo: d.billNo, billType: OPENING_BILL_TYPE, date: shopDay(new Date(e.metadata.at)) };
  }
  const doc = documentEvents().find(e) && documentEvents().read(e);
  if (doc) {
    const { kind, event } = doc;
    if (event.type === 'Saved') {
      const typeId = event.data.extra?.typeId;
      return typeId ? { kind: 'docType', docId: id, typeId } : null;
    }
    if (event.type === 'WrittenBack')
      return { kind: 'red', billId: id, billNo: event.data.billNo, billType: kind.billType, date: event.data.billDate };
    if (event.type !== 'Audited' && event.type !== 'StockConfirmed') return null;
    return { kind: 'voucher', facts: documentFacts(e, kind.billType, kind.partner?.kind, event), summarise: true };
  }
  const settlement = settlementEvents.find(e) && settlementEvents.read(e);
  if (settlement) {
    const { kind, event } = settlement;
    const d = event.data as { billNo: string; billDate: string; partnerId: string; accountId: string; amount: string };
    if (event.type === 'Reversed') return { kind: 'red', billId: id, billNo: d.billNo, billType: kind.billType, date: d.billDate };
    const partner = kind.partner.kind === 'Custom' ? { customId: d.partnerId } : { supplierId: d.partnerId };
    const facts = { ruleKey: `bill:${kind.billType}`, billType: kind.billType, docId: id, billNo: d.billNo, billDate: d.billDate };
    return { kind: 'voucher', facts: { ...facts, ...partner, accountId: d.accountId, amounts: { amount: d.amount } }, summarise: true };
  }
  const refund = refundEvents.find(e) && refundEvents.read(e);
  if (refund) {
    const { kind, event } = refund;
    if (event.type !== 'Posted' && event.type !== 'Reversed') return null;
    const d = event.data;
    if (event.type === 'Reversed') return { kind: 'red', billId: id, billNo: d.billNo, billType: kind.billType, date: d.billDate };
    const partner = kind.partner.kind === 'Custom' ? { customId: d.partnerId } : { supplierId: d.partnerId };
    const ruleKey = d.refundFrom === 'prepaid' ? `bill:${kind.billType}:prepaid` : `bill:${kind.billType}`;
    const facts = { ruleKey, billType: kind.billType, docId: id, billNo: d.billNo, billDate: d.billDate, accountId: d.accountId };
    return { kind: 'voucher', facts: { ...facts, ...partner, amounts: { amount: d.amount } }, summarise: true };
  }
  return cashSource(e, id);
}

function cashSource(e: StoredEvent, id: string): LedgerSource | null {
  switch (e.type) {
    case CUSTOM_CZ_EVENTS.Posted:
    case CUSTOM_CZ_EVENTS.Reversed: {
      const d = e.data as CustomCzSaved;
      const billType = d.czType === 'deposit' ? DOC_TYPES.CustomJC : DOC_TYPES.CustomCZ;
      if (e.type === CUSTOM_CZ_EVENTS.Reversed) return { kind: 'red', billId: id, billNo: d.billNo, billType, date: d.billDate };
      const amounts = { amount: d.amount, giftAmount: d.giftAmount ?? '0' };
      const facts = { ruleKey: `bill:${billType}`, billType, docId: id, billNo: d.billNo, billDate: d.billDate };
      return { kind: 'voucher', facts: { ...facts, customId: d.customId, accountId: d.accountId, amounts }, summarise: true };
    }
    case DEPOSIT_RETURNED: {
      const d = e.data as DepositReturned & { customId?: string };
      const billType = DOC_TYPES.CustomJC;
      const facts = { ruleKey: `bill:${billType}:return`, billType, docId: id, billNo: d.billNo, billDate: d.billDate };
      return { kind: 'voucher', facts: { ...facts, accountId: d.accountId, amounts: { amount: d.amount } }, summarise: false };
    }
    case ACCOUNT_TRANSFER_EVENTS.Posted:
    case ACCOUNT_TRANSFER_EVENTS.Reversed: {
      const d = e.data as AccountTransferSaved;
      const billType = DOC_TYPES.AccountTrans;
      if (e.type === ACCOUNT_TRANSFER_EVENTS.Reversed) return { kind: 'red', billId: id, billNo: d.billNo, billType, date: d.billDate };
      const facts = { ruleKey: `bill:${billType}`, billType, docId: id, billNo: d.billNo, billDate: d.billDate };
      const accounts = { inAccountId: d.inAccountId, outAccountId: d.outAccountId };
      return { kind: 'voucher', facts: { ...facts, ...accounts, amounts: { amount: d.amount, fee: d.fee } }, summarise: true };
    }
    case FINANCE_FLOW_EVENTS.Posted:
    case FINANCE_FLOW_EVENTS.Reversed: {
      const d = e.data as FinanceFlowSaved;
      if (e.type === FINANCE_FLOW_EVENTS.Reversed)
        return { kind: 'red', billId: id, billNo: d.billNo, billType: d.flowType, date: d.billDate };
      const facts: Facts = {
        ruleKey: `bill:${d.flowType}`,
        billType: d.flowType,
        docId: id,
        billNo: d.billNo,
        billDate: d.billDate,
        accountId: d.accountId,
        ...(d.customId && { customId: d.customId }),
        ...(d.supplierId && { supplierId: d.supplierId }),
        amounts: { amount: d.total },
        items: d.lines.map((l) => ({ classId: l.classId, amount: l.amount })),
      };
      return { kind: 'voucher', facts, summarise: true };
    }
    case INVOICING_EVENTS.Issued:
    case INVOICING_EVENTS.Received: {
      const d = e.data as InvoiceRecorded;
      const ruleKey = e.type === INVOICING_EVENTS.Issued ? 'invoice:issued' : 'invoice:received';
      const partner = d.partnerId ? { [e.type === INVOICING_EVENTS.Issued ? 'customId' : 'supplierId']: d.partnerId } : {};
      const facts = { ruleKey, billType: d.billType, docId: d.invoiceId, billNo: d.billNo, billDate: d.invoiceDate };
      return { kind: 'invoice', docId: d.docId, facts: { ...facts, ...partner, amounts: { taxAmount: d.taxAmount } } };
    }
    case INVOICING_EVENTS.Voided: {
      const d = e.data as InvoiceVoided;
      return { kind: 'red', billId: d.invoiceId, billNo: d.invoiceNo, billType: 0, date: shopDay(new Date(e.metadata.at)) };
    }
  }
  return null;
}

/** A settlement account's, item's or 出入库类型's default account, then an opening balance (期初) when the record has one. */
function masterSources(kind: string, id: string, d: Record<string, unknown>): LedgerSource[] {
  const out: LedgerSource[] = [];
  const mapping = (ruleKey: string, accountCode: string) => out.push({ kind: 'mapping', ruleKey, accountCode });
  if (kind === 'Account' && typeof d.accountName === 'string') mapping(`account:${id}`, defaultAccountCode(d.accountName));
  if (kind === 'FinanceClass' && typeof d.className === 'string')
    mapping(`item:${id}`, defaultItemCode(String(d.classType ?? ''), d.className));
  if (kind === 'StorageType' && typeof d.typeName === 'string')
    mapping(`storageType:${id}`, defaultStorageTypeCode(String(d.direction ?? ''), Number(d.lossFlag ?? 0)));
  if (OPENING_KINDS.includes(kind) && d.initAmount !== undefined) {
    const amount = toDb(dec((d.initAmount as string | number | null) ?? 0));
    const opening = { kind: 'opening' as const, amount };
    if (kind === 'Account') out.push({ ...opening, recordKey: `account:${id}`, accountCode: '$account', side: 1, aux: { accountId: id } });
    if (kind === 'Custom') out.push({ ...opening, recordKey: `custom:${id}`, accountCode: '1122', side: 1, aux: { customerId: id } });
    if (kind === 'Supplier') out.push({ ...opening, recordKey: `supplier:${id}`, accountCode: '2202', side: -1, aux: { supplierId: id } });
  }
  return out;
}
