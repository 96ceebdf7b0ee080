import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CustomCzRow, DepositReturnRow, PrepaidFlowRow } from '../../contracts';
import { countRows, Page, PageQuery, toPage } from '../../shared/page-query';
import { CashDocFilter, CashDocList, CashDocRows, whenGiven } from '../cash-document/cash-doc.queries';
import { CzType } from './custom-cz';

export interface CustomCzFilter extends CashDocFilter {
  /** The types the caller may list. */
  types: CzType[];
  customId?: string;
}

const CZS: CashDocList<CustomCzFilter> = {
  where: (f) => [['t.cz_type = any($?)', f.types], whenGiven('t.custom_id', f.customId)],
  table: 'custom_czs',
  idField: 'czId',
  head: 't.cz_type as "czType"',
  columns: `t.custom_id as "customId", k.name as "customName", t.account_id as "accountId", a.name as "accountName", t.amount::float8 as amount,
          t.gift_amount::float8 as "giftAmount", t.returned_amount::float8 as "returnedAmount",
          (case when t.cz_type = 'deposit' and t.status = 'audited' then t.amount - t.returned_amount else 0 end)::float8 as "heldAmount"`,
  joins: 'left join master_records k on k.record_id = t.custom_id left join master_records a on a.record_id = t.account_id',
  keywordAlso: 'k.name',
  typeColumn: 'cz_type',
};

/**
 * The customers' 预存款 and 押金 documents (custom_czs, their deposit returns custom_cz_returns) the caller may see
 * (their own only, under an own-records scope; removed ones never), and the moves of the prepaid (prepaid_flow).
 */
@Injectable()
export class CustomCzQueries extends CashDocRows<CustomCzRow, CustomCzFilter> {
  constructor(ds: DataSource) {
    super(ds, CZS);
  }

  /** A deposit's returns in the order they were made. */
  returns(czId: string): Promise<DepositReturnRow[]> {
    return this.ds.query(
      `select to_char(r.bill_date, 'YYYY-MM-DD') as "billDate", r.account_id as "accountId", a.name as "accountName", r.amount::float8 as amount, r.remark, u.user_name as "userName", r.at as "createTime"
       from custom_cz_returns r left join master_records a on a.record_id = r.account_id left join users u on u.user_id = r.created_by where r.doc_id = $1 order by r.return_id`,
      [czId],
    );
  }

  /** Every move of the customers' prepaid of the types (top-ups, sales spending it, returns, write-backs) with the balance after it, the latest first. */
  async flow(
    companyId: string,
    q: PageQuery,
    f: { types: CzType[]; customId?: string; startDate?: string; endDate?: string },
  ): Promise<Page<PrepaidFlowRow>> {
    const params = [companyId, f.types, f.customId ?? null, f.startDate ?? null, f.endDate ?? null];
    const where = `where fl.company_id = $1 and fl.kind = any($2) and ($3::text is null or fl.custom_id = $3) and ($4::date is null or fl.bill_date >= $4) and ($5::date is null or fl.bill_date <= $5)`;
    const [total, rows] = await Promise.all([
      countRows(this.ds, `select 1 from prepaid_flow fl ${where}`, params),
      this.ds.query(
        `select fl.custom_id as "customId", k.name as "customName", fl.kind as "czType", fl.bill_type as "billType", fl.bill_no as "billNo", fl.doc_id as "docId",
                to_char(fl.bill_date, 'YYYY-MM-DD') as "billDate", fl.in_amount::float8 as "inAmount", fl.out_amount::float8 as "outAmount", fl.balance::float8 as balance,
                fl.at as "createTime"
         from (select * from prepaid_flow fl ${where} order by fl.flow_id desc offset ${q.offset} limit ${q.pageSize}) fl
         left join master_records k on k.record_id = fl.custom_id
         order by fl.flow_id desc`,
        params,
      ) as Promise<PrepaidFlowRow[]>,
    ]);
    return toPage(q, total, rows);
  }
}
