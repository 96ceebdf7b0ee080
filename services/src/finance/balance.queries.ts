import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AccountFlowRow, PartnerFlowRow, PriceFlag } from '../contracts';
import { maskPrices, Session } from '../identity';
import { PageQuery, toPage } from '../shared/page-query';
import { dec, toDb } from '../shared/decimal';
import { statementStatus } from './statement/statement.queries';

export type PartnerKind = 'Supplier' | 'Custom';

/** Each side's fields, and the price flag that shows its documents' amounts (what sales or purchases added). */
const FIELDS: Record<PartnerKind, { id: string; name: string; settled: string; flag: PriceFlag }> = {
  Supplier: { id: 'supplierId', name: 'supplierName', settled: 'paidAmount', flag: 'purchasePrice' },
  Custom: { id: 'customId', name: 'customName', settled: 'receivedAmount', flag: 'salePrice' },
};

/** Balances owed by or to partners (opening + documents − settlements), and money in accounts. */
@Injectable()
export class BalanceQueries {
  constructor(private readonly ds: DataSource) {}

  async partners(kind: PartnerKind, s: Session, q: PageQuery, keyword?: string) {
    const f = FIELDS[kind];
    const params: unknown[] = [s.companyId, kind];
    const kw = keyword ? ` and (r.name ilike $${params.push(`%${keyword}%`)} or r.code ilike $${params.length})` : '';
    // The page first, then what became of each partner's latest 对账单.
    const rows = await this.ds.query(
      `select p.*, st.status as "statementStatus", st.at as "statementAt" from (
         select r.record_id as id, r.name, coalesce(b.init_amount, 0)::float8 as "initAmount", coalesce(b.add_amount, 0)::float8 as "addAmount",
                coalesce(b.settled_amount, 0)::float8 as settled, coalesce(b.init_amount + b.add_amount - b.settled_amount, 0)::float8 as balance, count(*) over ()::int as total
         from master_records r left join partner_balances b on b.partner_id = r.record_id
         where r.company_id = $1 and r.kind = $2 and not r.removed${kw} order by balance desc, r.name offset ${q.offset} limit ${q.pageSize}) p
       left join lateral (
         select ${statementStatus('s')} as status, greatest(s.issued_at, s.sent_at, s.opened_at, s.answered_at, s.revoked_at) as at
         from statements s where s.company_id = $1 and s.partner_id = p.id order by s.issued_at desc limit 1) st on true
       order by p.balance desc, p.name`,
      params,
    );
    // What is owed is the finance screen's; what the documents added is their amounts'.
    const data = rows.map((r: Record<string, unknown>) =>
      maskPrices(
        s,
        {
          [f.id]: r.id,
          [f.name]: r.name,
          initAmount: r.initAmount,
          addAmount: r.addAmount,
          [f.settled]: r.settled,
          balance: r.balance,
          statementStatus: r.statementStatus ?? undefined,
          statementAt: r.statementAt ?? undefined,
        },
        { addAmount: f.flag },
      ),
    );
    return toPage(q, rows[0]?.total ?? 0, data);
  }

  async partnerFlow(kind: PartnerKind, s: Session, q: PageQuery, f: { partnerId?: string; startDate?: string; endDate?: string }) {
    const [total, rows] = await Promise.all([
      this.flowCount(s.companyId, kind, f),
      this.flowRows(s.companyId, kind, f, { order: 'newest', offset: q.offset, limit: q.pageSize }),
    ]);
    // A posting's amount, and the balance after each (the difference of two gives the amount away).
    const figures = { addAmount: FIELDS[kind].flag, balance: FIELDS[kind].flag };
    return toPage(
      q,
      total,
      rows.map((r) => maskPrices(s, r, figures)),
    );
  }

  /**
   * How many postings a flow page holds, never by reading them all: without dates, the postings each partner counts;
   * within dates, those of each partner dated within them (partner_flow_dated).
   */
  private async flowCount(companyId: string, kind: PartnerKind, f: { partnerId?: string; startDate?: string; endDate?: string }) {
    const params: unknown[] = [companyId, kind];
    const partner = f.partnerId ? ` and b.partner_id = $${params.push(f.partnerId)}` : '';
    const dated = [
      ...(f.startDate ? [` and fl.bill_date >= $${params.push(f.startDate)}`] : []),
      ...(f.endDate ? [` and fl.bill_date <= $${params.push(f.endDate)}`] : []),
    ];
    const counted = dated.length
      ? `(select count(*) from partner_flow fl where fl.company_id = b.company_id and fl.partner_id = b.partner_id${dated.join('')})`
      : 'b.postings';
    const [{ total }] = await this.ds.query(
      `select coalesce(sum(${counted}), 0)::int as total from partner_balances b where b.company_id = $1 and b.partner_kind = $2${partner}`,
      params,
    );
    return total as number;
  }

  /**
   * A side's postings (of a partner, within dates) with the balance after each: the flow screen's page, or a statement's
   * period whole. The page is chosen among the company's postings alone (partner_flow_partner, or the side's
   * partner_flow_side: no index walks every company's postings, migration 174) and only its rows are named.
   */
  private flowRows(
    companyId: string,
    kind: PartnerKind,
    f: { partnerId?: string; startDate?: string; endDate?: string },
    at: { order: 'newest' | 'dated'; offset?: number; limit?: number },
  ): Promise<PartnerFlowRow[]> {
    const params: unknown[] = [companyId, kind];
    const p = (v: unknown) => `$${params.push(v)}`;
    const partner = f.partnerId ? p(f.partnerId) : undefined;
    const dated = [
      ...(f.startDate ? [`fl.bill_date >= ${p(f.startDate)}`] : []),
      ...(f.endDate ? [`fl.bill_date <= ${p(f.endDate)}`] : []),
    ];
    const where = ['fl.company_id = $1', 'fl.partner_kind = $2', ...(partner ? [`fl.partner_id = ${partner}`] : []), ...dated];
    const order = at.order === 'newest' ? 'fl.flow_id desc' : 'fl.bill_date, fl.flow_id';
    const page = at.limit === undefined ? '' : ` offset ${at.offset ?? 0} limit ${at.limit}`;
    return this.ds.query(
      `with page as materialized (select fl.*, row_number() over () as n from (select fl.* from partner_flow fl where ${where.join(' and ')} order by ${order}${page}) fl)
       select fl.partner_id as "partnerId", r.name as "partnerName", fl.bill_no as "billNo", fl.bill_type as "billType", fl.doc_id as "docId",
              to_char(fl.bill_date, 'YYYY-MM-DD') as "billDate", fl.add_amount::float8 as "addAmount", fl.settled_amount::float8 as "settledAmount",
              fl.balance::float8 as balance, fl.at as "createTime"
       from page fl left join master_records r on r.record_id = fl.partner_id
       order by fl.n`,
      params,
    );
  }

  /** What a partner owed before a day (its opening amount and every posting dated earlier), exact as text. */
  async owedBefore(companyId: string, partnerId: string, day: string): Promise<string> {
    const [{ amount }] = await this.ds.query(
      `select (coalesce((select init_amount from partner_balances where company_id = $1 and partner_id = $2), 0)
               + coalesce((select sum(add_amount - settled_amount) from partner_flow where company_id = $1 and partner_id = $2 and bill_date < $3::date), 0))::text as amount`,
      [companyId, partnerId, day],
    );
    return amount;
  }

  /**
   * 对账单 of a partner for a period: the balance brought forward, every posting dated within it in posting order (sales,
   * returns, receipts, write-offs, refunds) with the balance after each, the balance at its end, and the customer's
   * prepaid moves (held apart from what they owe). Read by the statement's own page, without a session: every figure.
   */
  async statementOf(companyId: string, kind: PartnerKind, partnerId: string, startDate: string, endDate: string) {
    const [opening, rows, prepaid] = await Promise.all([
      this.owedBefore(companyId, partnerId, startDate),
      this.flowRows(companyId, kind, { partnerId, startDate, endDate }, { order: 'dated' }),
      kind === 'Custom'
        ? this.ds.query(
            `select bill_no as "billNo", bill_type as "billType", to_char(bill_date, 'YYYY-MM-DD') as "billDate", kind,
                    in_amount::text as "inAmount", out_amount::text as "outAmount", balance::text as balance
             from prepaid_flow where company_id = $1 and custom_id = $2 and bill_date between $3::date and $4::date order by at, bill_no`,
            [companyId, partnerId, startDate, endDate],
          )
        : [],
    ]);
    // Each line with what was owed after it within the statement: the flow's own balance follows posting order, not dates.
    let owed = dec(opening);
    const lines = rows.map(({ billNo, billType, billDate, addAmount, settledAmount }) => {
      owed = owed.plus(addAmount ?? 0).minus(settledAmount ?? 0);
      return {
        billNo,
        billType,
        billDate,
        addAmount: String(addAmount ?? 0),
        settledAmount: String(settledAmount ?? 0),
        balance: toDb(owed),
      };
    });
    return {
      openingBalance: opening,
      lines,
      closingBalance: toDb(owed),
      prepaid: prepaid as {
        billNo: string;
        billType: number;
        billDate: string;
        kind: string;
        inAmount: string;
        outAmount: string;
        balance: string;
      }[],
    };
  }

  /**
   * Every posting through the company's accounts (of one, within dates), oldest first, each with the account's balance
   * after it. Without dates the total is what the accounts count and the page walks the account's or the company's
   * postings in order (account_flow_account, or the key: no index walks every company's postings, migration 174);
   * within dates the period's postings are found, counted and ordered within account_flow_dated, whatever their order
   * there. Only the page's rows are read whole.
   */
  async accountFlow(s: Session, q: PageQuery, f: { accountId?: string; startDate?: string; endDate?: string }) {
    const params: unknown[] = [s.companyId];
    const p = (v: unknown) => `$${params.push(v)}`;
    const account = f.accountId ? p(f.accountId) : undefined;
    const dated = [
      ...(f.startDate ? [` and fl.bill_date >= ${p(f.startDate)}`] : []),
      ...(f.endDate ? [` and fl.bill_date <= ${p(f.endDate)}`] : []),
    ].join('');
    const of = (t: string) => (account ? ` and ${t}.account_id = ${account}` : '');
    const page = ` offset ${q.offset} limit ${q.pageSize}`;
    const [[{ total }], rows] = await Promise.all([
      this.ds.query(
        dated
          ? `select count(*)::int as total from account_flow fl where fl.company_id = $1${of('fl')}${dated}`
          : `select coalesce(sum(b.postings), 0)::int as total from account_balances b where b.company_id = $1${of('b')}`,
        params,
      ),
      this.ds.query(
        `with ${
          dated
            ? `period as materialized (select fl.flow_id from account_flow fl where fl.company_id = $1${of('fl')}${dated}),
               page as materialized (select fl.flow_id from period fl order by fl.flow_id${page})`
            : `page as materialized (select fl.flow_id from account_flow fl where fl.company_id = $1${of('fl')} order by fl.flow_id${page})`
        }
         select fl.bill_no as "billNo", fl.bill_type as "billType", fl.doc_id as "docId", to_char(fl.bill_date, 'YYYY-MM-DD') as "billDate", fl.account_id as "accountId",
                r.name as "accountName", fl.in_amount::float8 as "inAmount", fl.out_amount::float8 as "outAmount", fl.balance::float8 as balance, fl.at as "createTime"
         from page join account_flow fl on fl.company_id = $1 and fl.flow_id = page.flow_id left join master_records r on r.record_id = fl.account_id
         order by fl.flow_id`,
        params,
      ),
    ]);
    return toPage<AccountFlowRow>(q, total, rows);
  }

  /** A customer's prepaid, held apart from what they owe: the store value their sales may spend, and the deposits held. */
  async prepaidRemain(companyId: string, customId: string): Promise<{ storeValue: number; deposit: number }> {
    const rows: { kind: 'storeValue' | 'deposit'; balance: number }[] = await this.ds.query(
      `select kind, (in_amount - out_amount)::float8 as balance from prepaid_balances where company_id = $1 and custom_id = $2`,
      [companyId, customId],
    );
    return { storeValue: 0, deposit: 0, ...Object.fromEntries(rows.map((r) => [r.kind, r.balance])) };
  }

  /** What a partner owes (below zero: what it paid beyond that), exact as text; '0' before any posting. */
  async partnerBalance(companyId: string, partnerId: string): Promise<string> {
    const [row] = await this.ds.query(
      `select (init_amount + add_amount - settled_amount)::text as balance from partner_balances where company_id = $1 and partner_id = $2`,
      [companyId, partnerId],
    );
    return row?.balance ?? '0';
  }

  /** An account's name and the money it holds, exact as text ('0' before any posting); no name when there is no such account. */
  async accountHolding(companyId: string, accountId: string): Promise<{ name?: string; balance: string }> {
    const [row] = await this.ds.query(
      `select r.name, coalesce(b.init_amount + b.in_amount - b.out_amount, 0)::text as balance from master_records r left join account_balances b on b.account_id = r.record_id
       where r.company_id = $1 and r.record_id = $2`,
      [companyId, accountId],
    );
    return { name: row?.name, balance: row?.balance ?? '0' };
  }

  async accountBalances(companyId: string, accountIds: string[]): Promise<Map<string, number>> {
    const rows = await this.ds.query(
      `select account_id, (init_amount + in_amount - out_amount)::float8 as balance from account_balances where company_id = $1 and account_id = any($2)`,
      [companyId, accountIds],
    );
    return new Map(rows.map((r: { account_id: string; balance: number }) => [r.account_id, r.balance]));
  }

  /**
   * Month-by-month reconciliation of one partner (seed §7: correspondingUnitId, startMonth, endMonth →
   * arrearsMonthList): balance brought forward, new arrears from sales (receviveArrearsAmt), returns
   * (saleReturnHxAmount), money settled (saleHxAmount) and the balance owed at the month's end (payArrearsAmt).
   */
  async arrearsByMonth(s: Session, partnerId: string, startMonth: string, endMonth: string) {
    const rows = await this.ds.query(
      `with months as (select to_char(m, 'YYYY-MM') as month from generate_series($3::date, $4::date, interval '1 month') m),
            flow as (select to_char(bill_date, 'YYYY-MM') as month, bill_type, add_amount, settled_amount from partner_flow where company_id = $1 and partner_id = $2),
            opening as (select coalesce((select init_amount from partner_balances where partner_id = $2), 0)
                        + coalesce((select sum(add_amount - settled_amount) from flow where month < to_char($3::date, 'YYYY-MM')), 0) as amount)
       select m.month,
              coalesce(sum(f.add_amount) filter (where f.add_amount > 0), 0)::float8 as "receviveArrearsAmt",
              coalesce(-sum(f.add_amount) filter (where f.add_amount < 0), 0)::float8 as "saleReturnHxAmount",
              coalesce(sum(f.settled_amount), 0)::float8 as "saleHxAmount",
              ((select amount from opening) + coalesce(sum(sum(f.add_amount - f.settled_amount)) over (order by m.month), 0))::float8 as "payArrearsAmt"
       from months m left join flow f on f.month = m.month group by m.month order by m.month`,
      [s.companyId, partnerId, `${startMonth}-01`, `${endMonth}-01`],
    );
    const amount = Number(await this.owedBefore(s.companyId, partnerId, `${startMonth}-01`));
    // A month's sales and returns are their documents' amounts; the balances owed are the finance screen's.
    const figures = { receviveArrearsAmt: 'salePrice', saleReturnHxAmount: 'salePrice' } as const;
    return { beginAmount: amount, arrearsMonthList: rows.map((r: Record<string, unknown>) => maskPrices(s, r, figures)) };
  }
}
