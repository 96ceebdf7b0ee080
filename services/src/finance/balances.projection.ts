import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { masterEvents } from '../catalog';
import { documentEvents } from '../document-engine';
import { settlementEvents } from './settlement/settlement-kinds';

/** Opening balances come with the partner or account record. */
const OPENING_KINDS: readonly string[] = ['Supplier', 'Custom', 'Account'];

/** Audited and written-back documents of the kinds that post to balances (read once every kind has registered). */
const documentPostings = () => documentEvents().types(['Audited', 'WrittenBack']).filter((type) => documentEvents().of({ type }).kind.posting);

async function partnerPosting(em: EntityManager, company: string, partnerId: string, kind: string, add: string, settled: string, bill: { billType: number; billNo: string; docId: string; billDate: string }, at: string) {
  const [row] = await em.query(
    `insert into partner_balances (company_id, partner_id, partner_kind, add_amount, settled_amount) values ($1, $2, $3, $4, $5)
     on conflict (partner_id) do update set add_amount = partner_balances.add_amount + excluded.add_amount, settled_amount = partner_balances.settled_amount + excluded.settled_amount
     returning (init_amount + add_amount - settled_amount)::text as balance`,
    [company, partnerId, kind, add, settled],
  );
  await em.query(
    `insert into partner_flow (company_id, partner_id, bill_type, bill_no, doc_id, bill_date, add_amount, settled_amount, balance, at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [company, partnerId, bill.billType, bill.billNo, bill.docId, bill.billDate, add, settled, row.balance, at],
  );
}

async function accountPosting(em: EntityManager, company: string, accountId: string, amount: string, bill: { billType: number; billNo: string; docId: string; billDate: string }, at: string) {
  const inAmt = amount.startsWith('-') ? '0' : amount;
  const outAmt = amount.startsWith('-') ? amount.slice(1) : '0';
  const [row] = await em.query(
    `insert into account_balances (company_id, account_id, in_amount, out_amount) values ($1, $2, $3, $4)
     on conflict (account_id) do update set in_amount = account_balances.in_amount + excluded.in_amount, out_amount = account_balances.out_amount + excluded.out_amount
     returning (init_amount + in_amount - out_amount)::text as balance`,
    [company, accountId, inAmt, outAmt],
  );
  await em.query(
    `insert into account_flow (company_id, account_id, bill_type, bill_no, doc_id, bill_date, in_amount, out_amount, balance, at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [company, accountId, bill.billType, bill.billNo, bill.docId, bill.billDate, inAmt, outAmt, row.balance, at],
  );
}

const neg = (v: string) => (v.startsWith('-') ? v.slice(1) : v === '0' ? '0' : `-${v}`);
const times = (v: string, sign: 1 | -1) => (sign === 1 ? v : neg(v));

/** Receivables and payables per customer and supplier, and account balances, with their flows. */
export const balancesProjection: Projection = {
  name: 'balances',
  get eventTypes() {
    const openings = masterEvents.types(['Created', 'Updated']).filter((type) => OPENING_KINDS.includes(masterEvents.of({ type }).kind));
    return [...openings, ...settlementEvents.types(['Audited', 'WrittenBack']), ...documentPostings()];
  },
  tables: ['partner_flow', 'partner_balances', 'account_flow', 'account_balances'],
  async apply(events: StoredEvent[], em: EntityManager) {
    for (const e of events) {
      const d = e.data;
      const company = e.metadata.companyId;
      const recordId = e.streamId.slice(e.streamId.indexOf('-') + 1);
      const master = masterEvents.find(e);
      if (master) {
        if (d.initAmount === undefined) continue;
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
      const settlement = settlementEvents.find(e);
      if (settlement) {
        const { kind: def, event } = settlement;
        const sign = event === 'Audited' ? 1 : -1;
        const bill = { billType: def.billType, billNo: d.billNo, docId: recordId, billDate: d.billDate };
        await partnerPosting(em, company, d.partnerId, def.partner.kind, '0', times(d.amount, sign), bill, e.metadata.at);
        await accountPosting(em, company, d.accountId, times(d.amount, (def.cash * sign) as 1 | -1), bill, e.metadata.at);
        continue;
      }
      const { kind: def, event } = documentEvents().of(e);
      const p = def.posting!;
      const sign = event === 'Audited' ? 1 : -1;
      const bill = { billType: def.billType, billNo: d.billNo, docId: recordId, billDate: d.billDate };
      const add = times(d.totalAmount, (p.add * sign) as 1 | -1);
      const settled = times(d.settleAmount, (p.add * sign) as 1 | -1);
      await partnerPosting(em, company, d.partnerId, def.partner.kind, add, settled, bill, e.metadata.at);
      if (d.accountId && d.settleAmount !== '0') await accountPosting(em, company, d.accountId, times(d.settleAmount, (p.cash * sign) as 1 | -1), bill, e.metadata.at);
    }
  },
};
