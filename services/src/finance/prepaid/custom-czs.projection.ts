import type { StoredEvent } from '@jxc/infra';
import { cashDocProjection } from '../cash-document/cash-doc.projection';
import { CUSTOM_CZ_EVENTS, CustomCzSaved, DEPOSIT_RETURNED, DepositReturned } from './custom-cz';

/** 预存款 and 押金 documents for their lists and details (/customCz/storeValue/List, /customCz/deposit/List), with each deposit's returns. */
export const customCzsProjection = cashDocProjection<CustomCzSaved>('custom_czs', 'CustomCz', CUSTOM_CZ_EVENTS, {
  row: (d) => ({ cz_type: d.czType, custom_id: d.customId, account_id: d.accountId, amount: d.amount, gift_amount: d.giftAmount }),
  children: ['custom_cz_returns'],
  also: {
    types: [DEPOSIT_RETURNED],
    async apply(em, e: StoredEvent<DepositReturned, typeof DEPOSIT_RETURNED>, docId) {
      const d = e.data;
      await em.query(`update custom_czs set returned_amount = returned_amount + $2, updated_at = $3 where doc_id = $1`, [
        docId,
        d.amount,
        e.metadata.at,
      ]);
      await em.query(
        `insert into custom_cz_returns (doc_id, bill_date, account_id, amount, remark, created_by, at) values ($1, $2, $3, $4, $5, $6, $7)`,
        [docId, d.billDate, d.accountId, d.amount, d.remark, e.metadata.userId, e.metadata.at],
      );
    },
  },
});
