import type { AppendToStream } from '@jxc/infra';
import { DataSource } from 'typeorm';
import { Dec, dec, toDb } from '../shared/decimal';
import { BusinessRuleError } from '../shared/errors';
import { EventSourcing } from '../shared/es/event-sourcing';
import { balancesProjection } from './balances.projection';

/** One stream per account that checked money leaves: two such postings at once cannot both spend the same balance. */
export const accountOutflowStream = (companyId: string, accountId: string) => `AccountOutflow-${companyId}-${accountId}`;

export interface Outflow {
  accountId: string;
  amount: Dec;
  billNo: string;
  docId: string;
}

/**
 * The account money leaves must hold it: there is no setting for negative accounts (422 ACCOUNT_SHORTAGE otherwise).
 * The balance is read once the balances read model has passed every outflow checked before on this account, and the
 * append this returns, committed with the posting at that version, makes a concurrent outflow decide again on it.
 */
export async function coverOutflow(es: EventSourcing, ds: DataSource, companyId: string, out: Outflow): Promise<AppendToStream> {
  const streamId = accountOutflowStream(companyId, out.accountId);
  const version = await es.settledVersion(streamId, companyId, balancesProjection.eventTypes);
  const [row] = await ds.query(
    `select r.name, coalesce(b.init_amount + b.in_amount - b.out_amount, 0)::text as balance from master_records r left join account_balances b on b.account_id = r.record_id
     where r.company_id = $1 and r.record_id = $2`,
    [companyId, out.accountId],
  );
  const balance = dec(row?.balance ?? '0');
  if (balance.lt(out.amount)) {
    throw new BusinessRuleError('ACCOUNT_SHORTAGE', `账户${row?.name ?? ''}余额${balance}，不足${out.amount}`, { accountId: out.accountId, balance: toDb(balance), need: toDb(out.amount) });
  }
  return {
    streamId, streamType: 'AccountOutflow', expectedVersion: version || 'no_stream',
    events: [{ type: 'AccountOutflowChecked', data: { accountId: out.accountId, amount: toDb(out.amount), billNo: out.billNo, docId: out.docId } }],
  };
}
