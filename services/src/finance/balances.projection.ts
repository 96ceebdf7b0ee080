import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { insertMany, Projection, queryPrepared } from '@jxc/projections';
import { masterEvents } from '../catalog';
import { documentEvents } from '../document-engine';
import { Dec, dec, toDb } from '../shared/decimal';
import { settlementEvents } from './settlement/settlement-kinds';
import { ACCOUNT_TRANSFER_EVENTS } from './transfer/account-transfer';
import { DOC_TYPES } from '../contracts';
import { FINANCE_FLOW_EVENTS } from './daily/finance-flow';
import { refundEvents } from './refund/refund-kinds';
import { CUSTOM_CZ_EVENTS, CustomCzSaved, CZ_KINDS, DEPOSIT_RETURNED, DepositReturned } from './prepaid/custom-cz';
import { domainEvents } from '../shared/es/event-names';
import type { CashDocEvent } from './cash-document/cash-document';
import type { AccountTransferSaved } from './transfer/account-transfer';
import type { FinanceFlowSaved } from './daily/finance-flow';

const transferEvent = domainEvents<CashDocEvent<AccountTransferSaved>>(ACCOUNT_TRANSFER_EVENTS);
const flowEvent = domainEvents<CashDocEvent<FinanceFlowSaved>>(FINANCE_FLOW_EVENTS);
const czEvent = domainEvents<CashDocEvent<CustomCzSaved> | { type: 'DepositReturned'; data: DepositReturned }>({
  ...CUSTOM_CZ_EVENTS,
  DepositReturned: DEPOSIT_RETURNED,
});

const TRANSFER_POSTINGS: readonly string[] = [ACCOUNT_TRANSFER_EVENTS.Posted, ACCOUNT_TRANSFER_EVENTS.Reversed];
const FLOW_POSTINGS: readonly string[] = [FINANCE_FLOW_EVENTS.Posted, FINANCE_FLOW_EVENTS.Reversed];
const CZ_POSTINGS: readonly string[] = [CUSTOM_CZ_EVENTS.Posted, CUSTOM_CZ_EVENTS.Reversed, DEPOSIT_RETURNED];

/** Opening balances come with the partner or account record. */
const OPENING_KINDS: readonly string[] = ['Supplier', 'Custom', 'Account'];

/** Audited and written-back documents of the kinds that post to balances (read once every kind has registered). */
const documentPostings = () =>
  documentEvents()
    .types(['Audited', 'WrittenBack'])
    .filter((type) => documentEvents().of({ type }).kind.posting);

interface Posting {
  company: string;
  id: string;
  kind?: string;
  /** Owed more and settled (partners), or in and out (accounts). */
  plus: string;
  minus: string;
  bill: { billType: number; billNo: string; docId: string; billDate: string };
  at: string;
}

interface Ledger {
  balances: string;
  key: string;
  /** A column telling the sides apart, on the balance and each posting. */
  kind?: string;
  plus: string;
  minus: string;
  flow: string;
  /** A column of the balance counting its postings (a flow page's total). */
  postings?: string;
}

const PARTNERS: Ledger = {
  balances: 'partner_balances',
  key: 'partner_id',
  kind: 'partner_kind',
  plus: 'add_amount',
  minus: 'settled_amount',
  flow: 'partner_flow',
  postings: 'postings',
};
const ACCOUNTS: Ledger = {
  balances: 'account_balances',
  key: 'account_id',
  plus: 'in_amount',
  minus: 'out_amount',
  flow: 'account_flow',
  postings: 'postings',
};

/**
 * Postings in event order, in two statements: the balances moved by each one's sum and counted (returning where they end), and
 * the flow rows, each with the running balance after it (counted back from the end).
 */
async function post(em: EntityManager, l: Ledger, postings: Posting[]) {
  if (!postings.length) return;
  const sums = new Map<string, { p: Posting; plus: Dec; minus: Dec; count: number }>();
  for (const p of postings) {
    const s = sums.get(p.id) ?? { p, plus: dec(0), minus: dec(0), count: 0 };
    sums.set(p.id, { p, plus: s.plus.plus(p.plus), minus: s.minus.plus(p.minus), count: s.count + 1 });
  }
  const totals = [...sums.values()];
  const columns: [string, string, unknown[]][] = [
    ['company_id', 'text', totals.map((t) => t.p.company)],
    [l.key, 'text', totals.map((t) => t.p.id)],
    [l.plus, 'numeric', totals.map((t) => toDb(t.plus))],
    [l.minus, 'numeric', totals.map((t) => toDb(t.minus))],
    ...(l.kind ? [[l.kind, 'text', totals.map((t) => t.p.kind)] as [string, string, unknown[]]] : []),
    ...(l.postings ? [[l.postings, 'int', totals.map((t) => t.count)] as [string, string, unknown[]]] : []),
  ];
  const added = [l.plus, l.minus, ...(l.postings ? [l.postings] : [])];
  const ended = await queryPrepared<{ id: string; balance: string }>(
    em,
    `insert into ${l.balances} as b (${columns.map(([c]) => c).join(', ')})
     select * from unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
     on conflict (${l.key}) do update set ${added.map((c) => `${c} = b.${c} + excluded.${c}`).join(', ')}
     returning ${l.key} as id, (init_amount + ${l.plus} - ${l.minus})::text as balance`,
    columns.map(([, , values]) => values),
  );
  const balance = new Map(ended.map((r) => [r.id, dec(r.balance)]));
  const rows: unknown[][] = new Array(postings.length);
  for (let i = postings.length - 1; i >= 0; i--) {
    const p = postings[i];
    const after = balance.get(p.id)!;
    rows[i] = [
      p.company,
      p.id,
      ...(l.kind ? [p.kind] : []),
      p.bill.billType,
      p.bill.billNo,
      p.bill.docId,
      p.bill.billDate,
      p.plus,
      p.minus,
      toDb(after),
      p.at,
    ];
    balance.set(p.id, after.minus(p.plus).plus(p.minus));
  }
  await insertMany(
    em,
    l.flow,
    [
      ['company_id', 'text'],
      [l.key, 'text'],
      ...(l.kind ? [[l.kind, 'text'] as const] : []),
      ['bill_type', 'int'],
      ['bill_no', 'text'],
      ['doc_id', 'text'],
      ['bill_date', 'date'],
      [l.plus, 'numeric'],
      [l.minus, 'numeric'],
      ['balance', 'numeric'],
      ['at', 'timestamptz'],
    ],
    rows,
  );
}

/** A signed amount through an account: what came in, and what went out. */
const inOut = (amount: string) => (amount.startsWith('-') ? { plus: '0', minus: amount.slice(1) } : { plus: amount, minus: '0' });

const neg = (v: string) => (v.startsWith('-') ? v.slice(1) : v === '0' ? '0' : `-${v}`);
const times = (v: string, sign: 1 | -1) => (sign === 1 ? v : neg(v));

/** Receivables and payables per customer and supplier, and account balances, with their flows. */
export const balancesProjection: Projection = {
  name: 'balances',
  get eventTypes() {
    const openings = masterEvents.types(['Created', 'Updated']).filter((type) => OPENING_KINDS.includes(masterEvents.of({ type }).kind));
    return [
      ...openings,
      ...settlementEvents.types(['Posted', 'Reversed']),
      ...TRANSFER_POSTINGS,
      ...FLOW_POSTINGS,
      ...CZ_POSTINGS,
      ...refundEvents.types(['Posted', 'Reversed']),
      ...documentPostings(),
    ];
  },
  tables: ['partner_flow', 'partner_balances', 'account_flow', 'account_balances'],
  async apply(events: StoredEvent[], em: EntityManager) {
    const partners: Posting[] = [];
    const accounts: Posting[] = [];
    // An opening balance changes what every later flow row shows: the postings before it go first.
    const flush = async () => {
      await post(em, PARTNERS, partners.splice(0));
      await post(em, ACCOUNTS, accounts.splice(0));
    };
    for (const e of events) {
      const company = e.metadata.companyId;
      const at = e.metadata.at;
      const recordId = e.streamId.slice(e.streamId.indexOf('-') + 1);
      const master = masterEvents.find(e) && masterEvents.read(e);
      if (master) {
        const d = master.event.data;
        if (d.initAmount === undefined) continue;
        await flush();
        if (master.kind === 'Account') {
          await em.query(
            `insert into account_balances (company_id, account_id, init_amount) values ($1, $2, $3) on conflict (account_id) do update set init_amount = excluded.init_amount`,
            [company, recordId, d.initAmount],
          );
        } else {
          await em.query(
            `insert into partner_balances (company_id, partner_id, partner_kind, init_amount) values ($1, $2, $3, $4)
             on conflict (partner_id) do update set init_amount = excluded.init_amount`,
            [company, recordId, master.kind, d.initAmount ?? '0'],
          );
        }
        continue;
      }
      const transfer = transferEvent(e);
      if (transfer?.type === 'Posted' || transfer?.type === 'Reversed') {
        // Out of one account (the amount, then the fee), into the other; a write-back the other way.
        const { type, data: d } = transfer;
        const sign = type === 'Posted' ? 1 : -1;
        const bill = { billType: DOC_TYPES.AccountTrans, billNo: d.billNo, docId: recordId, billDate: d.billDate };
        accounts.push({ company, id: d.outAccountId, ...inOut(times(d.amount, -sign as 1 | -1)), bill, at });
        accounts.push({ company, id: d.inAccountId, ...inOut(times(d.amount, sign)), bill, at });
        if (d.fee !== '0') accounts.push({ company, id: d.outAccountId, ...inOut(times(d.fee, -sign as 1 | -1)), bill, at });
        continue;
      }
      const flow = flowEvent(e);
      if (flow?.type === 'Posted' || flow?.type === 'Reversed') {
        // 日常收入 into the account, 日常支出 out of it; a write-back the other way.
        const { type, data: d } = flow;
        const sign = ((type === 'Posted' ? 1 : -1) * (d.flowType === DOC_TYPES.FinanceInCome ? 1 : -1)) as 1 | -1;
        const bill = { billType: d.flowType, billNo: d.billNo, docId: recordId, billDate: d.billDate };
        accounts.push({ company, id: d.accountId, ...inOut(times(d.total, sign)), bill, at });
        continue;
      }
      const cz = czEvent(e);
      if (cz?.type === 'Posted' || cz?.type === 'Reversed' || cz?.type === 'DepositReturned') {
        // 预存款 and 押金 into the account; a write-back or a deposit's return out of it. Never what the customer owes.
        const { type, data: d } = cz;
        const sign = type === 'Posted' ? 1 : -1;
        const bill = {
          billType: CZ_KINDS[d.czType].billType,
          billNo: d.billNo,
          docId: recordId,
          billDate: d.billDate,
        };
        accounts.push({ company, id: d.accountId, ...inOut(times(d.amount, sign)), bill, at });
        continue;
      }
      const refund = refundEvents.find(e) && refundEvents.read(e);
      if (refund) {
        const d = refund.event.data;
        // What the partner had paid beyond their debt comes back: their balance rises towards zero, the money moves the
        // other way. Prepaid store value refunded was never on the receivable.
        const sign = refund.event.type === 'Posted' ? 1 : -1;
        const bill = { billType: refund.kind.billType, billNo: d.billNo, docId: recordId, billDate: d.billDate };
        if (d.refundFrom !== 'prepaid')
          partners.push({ company, id: d.partnerId, kind: refund.kind.partner.kind, plus: times(d.amount, sign), minus: '0', bill, at });
        accounts.push({ company, id: d.accountId, ...inOut(times(d.amount, (refund.kind.cash * sign) as 1 | -1)), bill, at });
        continue;
      }
      const settlement = settlementEvents.find(e) && settlementEvents.read(e);
      if (settlement?.event.type === 'Posted' || settlement?.event.type === 'Reversed') {
        const {
          kind: def,
          event: { type, data: d },
        } = settlement;
        const sign = type === 'Posted' ? 1 : -1;
        const bill = { billType: def.billType, billNo: d.billNo, docId: recordId, billDate: d.billDate };
        partners.push({ company, id: d.partnerId, kind: def.partner.kind, plus: '0', minus: times(d.amount, sign), bill, at });
        accounts.push({ company, id: d.accountId, ...inOut(times(d.amount, (def.cash * sign) as 1 | -1)), bill, at });
        continue;
      }
      const { kind: def, event } = documentEvents().read(e);
      if (event.type !== 'Audited' && event.type !== 'WrittenBack') continue;
      const { type, data: d } = event;
      // Posting kinds are trade documents, with partners.
      const p = def.posting!;
      const sign = type === 'Audited' ? 1 : -1;
      const bill = { billType: def.billType, billNo: d.billNo, docId: recordId, billDate: d.billDate };
      // Settled on the document: money through the account, and the partner's prepaid.
      const settled = toDb(dec(d.settleAmount).plus(d.prepaidAmount ?? 0));
      partners.push({
        company,
        id: d.partnerId!,
        kind: def.partner!.kind,
        plus: times(d.totalAmount, (p.add * sign) as 1 | -1),
        minus: times(settled, (p.add * sign) as 1 | -1),
        bill,
        at,
      });
      if (d.accountId && d.settleAmount !== '0')
        accounts.push({ company, id: d.accountId, ...inOut(times(d.settleAmount, (p.cash * sign) as 1 | -1)), bill, at });
    }
    await flush();
  },
};
