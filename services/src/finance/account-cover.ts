import { DataSource } from 'typeorm';
import { Dec, dec, toDb } from '../shared/decimal';
import { BusinessRuleError } from '../shared/errors';

/** The account money leaves must hold it: there is no setting for negative accounts (422 ACCOUNT_SHORTAGE otherwise). */
export async function checkAccountCovers(ds: DataSource, companyId: string, accountId: string, need: Dec): Promise<void> {
  const [row] = await ds.query(
    `select r.name, coalesce(b.init_amount + b.in_amount - b.out_amount, 0)::text as balance from master_records r left join account_balances b on b.account_id = r.record_id
     where r.company_id = $1 and r.record_id = $2`,
    [companyId, accountId],
  );
  const balance = dec(row?.balance ?? '0');
  if (balance.lt(need)) throw new BusinessRuleError('ACCOUNT_SHORTAGE', `账户${row?.name ?? ''}余额${balance}，不足${need}`, { accountId, balance: toDb(balance), need: toDb(need) });
}
