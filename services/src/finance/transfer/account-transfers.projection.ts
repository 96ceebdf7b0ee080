import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { domainEvents } from '../../shared/es/event-names';
import type { CashDocEvent } from '../cash-document/cash-document';
import { ACCOUNT_TRANSFER_EVENTS, AccountTransferSaved } from './account-transfer';

const transferEvent = domainEvents<CashDocEvent<AccountTransferSaved>>(ACCOUNT_TRANSFER_EVENTS);

const STATUS: Record<string, string> = {
  [ACCOUNT_TRANSFER_EVENTS.Posted]: 'audited',
  [ACCOUNT_TRANSFER_EVENTS.Reversed]: 'reversed',
  [ACCOUNT_TRANSFER_EVENTS.Removed]: 'removed',
};

/** Account transfers for the list and the detail (/transferAccount/list). */
export const accountTransfersProjection: Projection = {
  name: 'account-transfers',
  eventTypes: Object.values(ACCOUNT_TRANSFER_EVENTS),
  tables: ['account_transfers'],
  async apply(events: StoredEvent[], em: EntityManager) {
    for (const e of events) {
      const docId = e.streamId.slice('AccountTrans-'.length);
      const event = transferEvent(e);
      if (event?.type === 'Saved') {
        const d = event.data;
        await em.query(
          `insert into account_transfers (doc_id, company_id, bill_no, bill_date, status, out_account_id, in_account_id, amount, fee, remark, created_by, created_at, updated_at)
           values ($1, $2, $3, $4, 'draft', $5, $6, $7, $8, $9, $10, $11, $11)
           on conflict (doc_id) do update set bill_date = excluded.bill_date, out_account_id = excluded.out_account_id, in_account_id = excluded.in_account_id,
             amount = excluded.amount, fee = excluded.fee, remark = excluded.remark, updated_at = excluded.updated_at`,
          [
            docId,
            e.metadata.companyId,
            d.billNo,
            d.billDate,
            d.outAccountId,
            d.inAccountId,
            d.amount,
            d.fee,
            d.remark,
            e.metadata.userId,
            e.metadata.at,
          ],
        );
        continue;
      }
      await em.query(`update account_transfers set status = $2, updated_at = $3 where doc_id = $1`, [docId, STATUS[e.type], e.metadata.at]);
    }
  },
};
