import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { CUSTOM_CZ_EVENTS, CustomCzSaved, DEPOSIT_RETURNED, DepositReturned } from './custom-cz';

const STATUS: Record<string, string> = {
  [CUSTOM_CZ_EVENTS.Posted]: 'audited',
  [CUSTOM_CZ_EVENTS.Reversed]: 'reversed',
  [CUSTOM_CZ_EVENTS.Removed]: 'removed',
};

/** 预存款 and 押金 documents for their lists and details (/customCz/storeValue/List, /customCz/deposit/List), with each deposit's returns. */
export const customCzsProjection: Projection = {
  name: 'custom-czs',
  eventTypes: [...Object.values(CUSTOM_CZ_EVENTS), DEPOSIT_RETURNED],
  tables: ['custom_czs', 'custom_cz_returns'],
  companyReset: [
    'delete from custom_cz_returns where doc_id in (select doc_id from custom_czs where company_id = $1)',
    'delete from custom_czs where company_id = $1',
  ],
  async apply(events: StoredEvent[], em: EntityManager) {
    for (const e of events) {
      const docId = e.streamId.slice('CustomCz-'.length);
      if (e.type === CUSTOM_CZ_EVENTS.Saved) {
        const d = e.data as CustomCzSaved;
        await em.query(
          `insert into custom_czs (doc_id, company_id, cz_type, bill_no, bill_date, status, custom_id, account_id, amount, gift_amount, remark, created_by, created_at, updated_at)
           values ($1, $2, $3, $4, $5, 'draft', $6, $7, $8, $9, $10, $11, $12, $12)
           on conflict (doc_id) do update set bill_date = excluded.bill_date, custom_id = excluded.custom_id, account_id = excluded.account_id, amount = excluded.amount,
             gift_amount = excluded.gift_amount, remark = excluded.remark, updated_at = excluded.updated_at`,
          [
            docId,
            e.metadata.companyId,
            d.czType,
            d.billNo,
            d.billDate,
            d.customId,
            d.accountId,
            d.amount,
            d.giftAmount,
            d.remark,
            e.metadata.userId,
            e.metadata.at,
          ],
        );
        continue;
      }
      if (e.type === DEPOSIT_RETURNED) {
        const d = e.data as DepositReturned;
        await em.query(`update custom_czs set returned_amount = returned_amount + $2, updated_at = $3 where doc_id = $1`, [
          docId,
          d.amount,
          e.metadata.at,
        ]);
        await em.query(
          `insert into custom_cz_returns (doc_id, bill_date, account_id, amount, remark, created_by, at) values ($1, $2, $3, $4, $5, $6, $7)`,
          [docId, d.billDate, d.accountId, d.amount, d.remark, e.metadata.userId, e.metadata.at],
        );
        continue;
      }
      await em.query(`update custom_czs set status = $2, updated_at = $3 where doc_id = $1`, [docId, STATUS[e.type], e.metadata.at]);
    }
  },
};
