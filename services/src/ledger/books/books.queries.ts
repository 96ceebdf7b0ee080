import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LedgerAux, LedgerCategory, LedgerDirection } from '../../contracts';
import { dec, type Dec } from '../../shared/decimal';

/** An account of the company's chart as the books read it. */
export interface BookAccount {
  code: string;
  name: string;
  parentCode: string | null;
  direction: LedgerDirection;
  category: LedgerCategory;
}

/** What moved through one account (leaf or not, as the lines name it) over some months. */
export interface AccountSum {
  code: string;
  debit: Dec;
  credit: Dec;
}

/** A voucher line as the books list it. */
export interface BookLine {
  date: string;
  period: string;
  voucherId: string;
  voucherNo: string;
  accountCode: string;
  summary: string;
  debit: Dec;
  credit: Dec;
  sourceBillType: number | null;
  sourceBillId: string | null;
  sourceBillNo: string | null;
}

/** An auxiliary a line may be filtered by: its column. */
export const AUX_COLUMNS = {
  customId: 'customer_id',
  supplierId: 'supplier_id',
  accountId: 'account_id',
  warehouseId: 'warehouse_id',
  employeeId: 'employee_id',
} as const;
export type AuxFilter = Partial<Record<keyof typeof AUX_COLUMNS, string>>;

/** The master records each auxiliary dimension but 职员 names. */
const AUX_KINDS: Record<Exclude<LedgerAux, 'employee'>, string> = {
  customer: 'Custom',
  supplier: 'Supplier',
  account: 'Account',
  warehouse: 'Warehouse',
};

/** A voucher as 金蝶's 凭证引入 takes it, and its lines with their auxiliaries' codes and names. */
export interface VoucherForExport {
  voucherId: string;
  date: string;
  word: string;
  number: number;
  madeBy: string;
  auditedBy: string | null;
  status: number;
  attachments: number;
  sourceBillType: number | null;
  sourceBillNo: string | null;
  lines: {
    accountCode: string;
    accountName: string;
    summary: string;
    debit: number;
    credit: number;
    items: { kind: string; code: string; name: string }[];
  }[];
}

const LINE_COLUMNS = `to_char(l.voucher_date, 'YYYY-MM-DD') as date, v.period, v.voucher_id as "voucherId",
  v.word || '-' || lpad(v.voucher_no::text, 4, '0') as "voucherNo", l.account_code as "accountCode", l.summary,
  l.debit::text as debit, l.credit::text as credit, coalesce(l.bill_type, v.source_bill_type) as "sourceBillType",
  coalesce(l.bill_id, v.source_bill_id) as "sourceBillId", coalesce(l.bill_no, v.source_bill_no) as "sourceBillNo"`;

// A 结转损益 voucher (the engine names it close-…) carries the month's profit and loss into 本年利润: a statement of
// the month leaves it out.
const NOT_CLOSING = `v.voucher_id not like 'close-%'`;

// The ledger's opening balances (期初, from the records' own), signed debit-positive: before every voucher.
const OPENINGS = `select account_code as code, greatest(amount, 0)::text as debit, greatest(-amount, 0)::text as credit
  from ledger_opening where company_id = $1`;

/** The books' reads over the vouchers the ledger keeps: sums by account over months, and lines of accounts. */
@Injectable()
export class BookQueries {
  constructor(private readonly ds: DataSource) {}

  async accounts(companyId: string): Promise<BookAccount[]> {
    return this.ds.query(
      `select code, name, parent_code as "parentCode", direction, category from ledger_account where company_id = $1 order by code`,
      [companyId],
    );
  }

  /**
   * What moved through each account in the months from `from` to `to` (either open: from the first, the opening
   * balances included, to the last), 结转损益 left out when `closing` is false.
   */
  async sums(companyId: string, range: { from?: string; to?: string; closing?: boolean }): Promise<AccountSum[]> {
    const params: unknown[] = [companyId];
    const where = ['v.company_id = $1'];
    if (range.from) where.push(`v.period >= $${params.push(range.from)}`);
    if (range.to) where.push(`v.period <= $${params.push(range.to)}`);
    if (range.closing === false) where.push(NOT_CLOSING);
    const rows: { code: string; debit: string; credit: string }[] = await this.ds.query(
      `select code, sum(debit)::text as debit, sum(credit)::text as credit from (
         select l.account_code as code, l.debit, l.credit
         from ledger_voucher v join ledger_voucher_line l on l.company_id = v.company_id and l.voucher_id = v.voucher_id
         where ${where.join(' and ')}
         ${range.from ? '' : `union all select code, debit::numeric, credit::numeric from (${OPENINGS}) o`}
       ) x group by code`,
      params,
    );
    return rows.map((r) => ({ code: r.code, debit: dec(r.debit), credit: dec(r.credit) }));
  }

  /**
   * What moved through each account, month by month, up to `to`: the 总账's months and the balances before them; the
   * opening balances under the month 0000-00, before all.
   */
  async monthlySums(companyId: string, to: string): Promise<(AccountSum & { period: string })[]> {
    const rows: { code: string; period: string; debit: string; credit: string }[] = await this.ds.query(
      `select l.account_code as code, v.period, sum(l.debit)::text as debit, sum(l.credit)::text as credit
       from ledger_voucher v join ledger_voucher_line l on l.company_id = v.company_id and l.voucher_id = v.voucher_id
       where v.company_id = $1 and v.period <= $2 group by l.account_code, v.period
       union all select code, '0000-00', debit, credit from (${OPENINGS}) o`,
      [companyId, to],
    );
    return rows.map((r) => ({ code: r.code, period: r.period, debit: dec(r.debit), credit: dec(r.credit) }));
  }

  /** What moved through some accounts before a month, their opening balances included, of one auxiliary when asked. */
  async before(companyId: string, codes: string[], period: string, aux: AuxFilter): Promise<{ debit: Dec; credit: Dec }> {
    const params: unknown[] = [companyId, codes, period];
    const lineAux = auxWhere(aux, params);
    // An opening balance carries a customer, a supplier or a settlement account, never a warehouse or an employee.
    const openingAux = aux.warehouseId || aux.employeeId ? ' and false' : lineAux;
    const [row]: { debit: string; credit: string }[] = await this.ds.query(
      `select coalesce(sum(debit), 0)::text as debit, coalesce(sum(credit), 0)::text as credit from (
         select l.debit, l.credit
         from ledger_voucher v join ledger_voucher_line l on l.company_id = v.company_id and l.voucher_id = v.voucher_id
         where v.company_id = $1 and l.account_code = any($2) and v.period < $3${lineAux}
         union all
         select greatest(l.amount, 0), greatest(-l.amount, 0) from ledger_opening l where l.company_id = $1 and l.account_code = any($2)${openingAux}
       ) x`,
      params,
    );
    return { debit: dec(row.debit), credit: dec(row.credit) };
  }

  /**
   * The voucher lines of some accounts in the months from `from` to `to`, in voucher order, of one auxiliary when
   * asked; 结转损益 left out when `closing` is false.
   */
  async lines(
    companyId: string,
    codes: string[],
    range: { from: string; to: string; closing?: boolean },
    aux: AuxFilter = {},
    limit = 5000,
  ): Promise<BookLine[]> {
    const params: unknown[] = [companyId, codes, range.from, range.to];
    const rows: (Omit<BookLine, 'debit' | 'credit'> & { debit: string; credit: string })[] = await this.ds.query(
      `select ${LINE_COLUMNS}
       from ledger_voucher v join ledger_voucher_line l on l.company_id = v.company_id and l.voucher_id = v.voucher_id
       where v.company_id = $1 and l.account_code = any($2) and v.period between $3 and $4${range.closing === false ? ` and ${NOT_CLOSING}` : ''}${auxWhere(aux, params)}
       order by v.voucher_date, v.word, v.voucher_no, l.line_no limit ${limit}`,
      params,
    );
    return rows.map((r) => ({ ...r, debit: dec(r.debit), credit: dec(r.credit) }));
  }

  /** The records an auxiliary dimension names (客户, 供应商, 结算账户, 仓库: enabled ones; 职员: the staff), by name. */
  async auxChoices(companyId: string, aux: LedgerAux): Promise<{ id: string; name: string }[]> {
    if (aux === 'employee') {
      return this.ds.query(`select user_id as id, user_name as name from users where company_id = $1 and not removed order by user_name`, [
        companyId,
      ]);
    }
    return this.ds.query(
      `select record_id as id, name from master_records where company_id = $1 and kind = $2 and enabled and not removed order by code, name limit 2000`,
      [companyId, AUX_KINDS[aux]],
    );
  }

  /** Vouchers of a range of dates (and matching a voucher or bill number), in number order, with their lines for 凭证引入. */
  async forExport(companyId: string, f: { startDate?: string; endDate?: string; keyword?: string }): Promise<VoucherForExport[]> {
    const params: unknown[] = [companyId];
    const where = ['v.company_id = $1'];
    if (f.startDate) where.push(`v.voucher_date >= $${params.push(f.startDate)}`);
    if (f.endDate) where.push(`v.voucher_date <= $${params.push(f.endDate)}`);
    if (f.keyword) {
      const kw = `$${params.push(`%${f.keyword}%`)}`;
      where.push(`(v.word || '-' || lpad(v.voucher_no::text, 4, '0') ilike ${kw} or v.source_bill_no ilike ${kw}
        or exists (select 1 from ledger_voucher_line k where k.company_id = v.company_id and k.voucher_id = v.voucher_id and k.bill_no ilike ${kw}))`);
    }
    const vouchers: Omit<VoucherForExport, 'lines'>[] = await this.ds.query(
      `select v.voucher_id as "voucherId", to_char(v.voucher_date, 'YYYY-MM-DD') as date, v.word, v.voucher_no as number, v.made_by as "madeBy",
              v.audited_by as "auditedBy", v.status, v.attachments, v.source_bill_type as "sourceBillType", v.source_bill_no as "sourceBillNo"
       from ledger_voucher v where ${where.join(' and ')} order by v.period, v.word, v.voucher_no limit 5000`,
      params,
    );
    const lines: (VoucherForExport['lines'][number] & {
      voucherId: string;
      aux: { kind: string; code: string | null; name: string | null }[];
    })[] = await this.ds.query(
      `select l.voucher_id as "voucherId", l.account_code as "accountCode", coalesce(a.name, '') as "accountName", l.summary,
                l.debit::float8 as debit, l.credit::float8 as credit,
                json_build_array(
                  json_build_object('kind', '客户', 'code', c.code, 'name', c.name), json_build_object('kind', '供应商', 'code', s.code, 'name', s.name),
                  json_build_object('kind', '结算账户', 'code', ac.code, 'name', ac.name), json_build_object('kind', '仓库', 'code', w.code, 'name', w.name),
                  json_build_object('kind', '职员', 'code', u.login_name, 'name', u.user_name)) as aux
         from ledger_voucher_line l
         left join ledger_account a on a.company_id = l.company_id and a.code = l.account_code
         left join master_records c on c.company_id = l.company_id and c.record_id = l.customer_id
         left join master_records s on s.company_id = l.company_id and s.record_id = l.supplier_id
         left join master_records ac on ac.company_id = l.company_id and ac.record_id = l.account_id
         left join master_records w on w.company_id = l.company_id and w.record_id = l.warehouse_id
         left join users u on u.company_id = l.company_id and u.user_id = l.employee_id
         where l.company_id = $1 and l.voucher_id = any($2) order by l.voucher_id, l.line_no`,
      [companyId, vouchers.map((v) => v.voucherId)],
    );
    const byVoucher = new Map<string, VoucherForExport['lines']>();
    for (const { voucherId, aux, ...l } of lines) {
      const items = aux.filter((x) => x.name !== null).map((x) => ({ kind: x.kind, code: x.code ?? '', name: x.name ?? '' }));
      byVoucher.set(voucherId, [...(byVoucher.get(voucherId) ?? []), { ...l, items }]);
    }
    return vouchers.map((v) => ({ ...v, lines: byVoucher.get(v.voucherId) ?? [] }));
  }
}

function auxWhere(aux: AuxFilter, params: unknown[]): string {
  return Object.entries(aux)
    .filter(([, v]) => !!v)
    .map(([k, v]) => ` and l.${AUX_COLUMNS[k as keyof typeof AUX_COLUMNS]} = $${params.push(v)}`)
    .join('');
}
