import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AccountTransferRow } from '../../contracts';
import { Session } from '../../identity';
import { CashDocList, CashDocRows } from '../cash-document/cash-doc.queries';

const TRANSFERS: CashDocList = {
  table: 'account_transfers',
  idField: 'transId',
  columns: `t.out_account_id as "outAccountId", o.name as "outAccountName", t.in_account_id as "inAccountId", i.name as "inAccountName",
          t.amount::float8 as amount, t.fee::float8 as fee`,
  joins: 'left join master_records o on o.record_id = t.out_account_id left join master_records i on i.record_id = t.in_account_id',
  accounts: ['t.out_account_id', 't.in_account_id'],
};

/** The 账户转账 (account_transfers) the caller may see (their own only, under an own-records scope); removed ones never. */
@Injectable()
export class AccountTransferQueries extends CashDocRows<AccountTransferRow> {
  constructor(ds: DataSource) {
    super(ds, TRANSFERS);
  }

  /** A transfer's fields as saved (amounts exact, as text), to change its draft; null when not there for the caller. */
  saved(s: Session, transId: string) {
    return this.draft<{
      outAccountId: string;
      inAccountId: string;
      billDate: string;
      amount: string;
      fee: string;
      remark: string | null;
    }>(
      s,
      transId,
      `out_account_id as "outAccountId", in_account_id as "inAccountId", to_char(bill_date, 'YYYY-MM-DD') as "billDate", amount::text as amount, fee::text as fee, remark`,
    );
  }
}
