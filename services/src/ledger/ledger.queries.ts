import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AGREEMENT_TITLES,
  LEDGER_MENU,
  VOUCHER_STATUS_NAMES,
  type Agreement,
  type AgreementKey,
  type LedgerAccountRow,
  type LedgerCheck,
  type LedgerRule,
  type LedgerSetting,
  type RuleLine,
  type TrialBalance,
  type TrialBalanceRow,
  type VoucherPage,
  type VoucherRow,
  type VoucherStatus,
} from '../contracts';
import { annexCounts, type AnnexOwner } from '../catalog';
import { dec, sum, toNumber, type Dec } from '../shared/decimal';
import type { PageQuery } from '../shared/page-query';
import { DEFAULT_RULES } from './rules';
import { VOUCHER_ANNEX_OWNER } from './ledger-events';
import type { VoucherView } from './voucher';
import { lastDay } from './voucher';

const money = (v: unknown) => toNumber(v as string, 2);

/** The dimensions a voucher line names, and the record kind of each. */
const AUX_KINDS = {
  customId: 'Custom',
  supplierId: 'Supplier',
  accountId: 'Account',
  warehouseId: 'Warehouse',
  employeeId: 'User',
} as const;
export type AuxField = keyof typeof AUX_KINDS;
const AUX_FIELDS = Object.keys(AUX_KINDS) as AuxField[];
export const voucherNo = (word: string, n: number) => `${word}-${String(n).padStart(4, '0')}`;

interface VoucherDbRow {
  voucher_id: string;
  word: string;
  voucher_no: number;
  period: string;
  date: string;
  status: VoucherStatus;
  summary: string;
  attachments: number;
  source_bill_type: number | null;
  source_bill_id: string | null;
  source_bill_no: string | null;
  red_of: string | null;
  red_by: string | null;
  made_by: string;
  made_by_id: string;
  audited_by: string | null;
  posted_by: string | null;
  debit: string;
  credit: string;
  total?: number;
}

const VOUCHER_COLUMNS = `v.voucher_id, v.word, v.voucher_no, v.period, to_char(v.voucher_date, 'YYYY-MM-DD') as date, v.status, v.summary, v.attachments, v.source_bill_type, v.source_bill_id, v.source_bill_no, v.red_of, v.made_by, v.made_by_id, v.audited_by, v.posted_by,
  (select min(r.voucher_id) from ledger_voucher r where r.company_id = v.company_id and r.red_of = v.voucher_id) as red_by,
  (select coalesce(sum(debit), 0)::text from ledger_voucher_line l where l.company_id = v.company_id and l.voucher_id = v.voucher_id) as debit,
  (select coalesce(sum(credit), 0)::text from ledger_voucher_line l where l.company_id = v.company_id and l.voucher_id = v.voucher_id) as credit`;

/** Vouchers, the chart, the rules, the trial balance and the agreements with 进销存, as the ledger's screens read them. */
@Injectable()
export class LedgerQueries {
  constructor(private readonly ds: DataSource) {}

  async vouchers(
    companyId: string,
    q: PageQuery,
    f: { startDate?: string; endDate?: string; keyword?: string; status?: number; period?: string },
  ): Promise<VoucherPage & { pageNo: number; pageSize: number }> {
    const params: unknown[] = [companyId];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = ['v.company_id = $1'];
    if (f.startDate) where.push(`v.voucher_date >= ${p(f.startDate)}::date`);
    if (f.endDate) where.push(`v.voucher_date <= ${p(f.endDate)}::date`);
    if (f.period) where.push(`v.period = ${p(f.period)}`);
    if (f.status !== undefined) where.push(`v.status = ${p(f.status)}`);
    if (f.keyword) {
      const kw = p(`%${f.keyword}%`);
      where.push(`(v.word || '-' || lpad(v.voucher_no::text, 4, '0') ilike ${kw} or v.source_bill_no ilike ${kw} or v.summary ilike ${kw}
        or exists (select 1 from ledger_voucher_line l where l.company_id = v.company_id and l.voucher_id = v.voucher_id and l.bill_no ilike ${kw}))`);
    }
    const rows: VoucherDbRow[] = await this.ds.query(
      `select ${VOUCHER_COLUMNS}, count(*) over ()::int as total from ledger_voucher v where ${where.join(' and ')}
       order by v.period desc, v.voucher_no desc offset ${q.offset} limit ${q.pageSize}`,
      params,
    );
    return { data: await this.withLines(companyId, rows), total: rows[0]?.total ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
  }

  async voucher(companyId: string, voucherId: string): Promise<VoucherRow | undefined> {
    const rows: VoucherDbRow[] = await this.ds.query(
      `select ${VOUCHER_COLUMNS} from ledger_voucher v where v.company_id = $1 and v.voucher_id = $2`,
      [companyId, voucherId],
    );
    return (await this.withLines(companyId, rows))[0];
  }

  /** What a review decision needs of a voucher. */
  async view(companyId: string, voucherId: string): Promise<VoucherView | undefined> {
    const [r]: VoucherDbRow[] = await this.ds.query(
      `select ${VOUCHER_COLUMNS} from ledger_voucher v where v.company_id = $1 and v.voucher_id = $2`,
      [companyId, voucherId],
    );
    if (!r) return undefined;
    return {
      voucherId: r.voucher_id,
      voucherNo: voucherNo(r.word, r.voucher_no),
      date: r.date,
      status: r.status,
      madeById: r.made_by_id,
      fromDocument: !!r.source_bill_id || r.voucher_id.includes('@'),
      closing: r.voucher_id.startsWith('close-'),
      redOf: r.red_of,
      redBy: r.red_by,
      debit: r.debit,
      credit: r.credit,
    };
  }

  private async withLines(companyId: string, rows: VoucherDbRow[]): Promise<VoucherRow[]> {
    if (!rows.length) return [];
    const lines: {
      voucher_id: string;
      line_no: number;
      account_code: string;
      account_name: string | null;
      summary: string;
      debit: string;
      credit: string;
      customer_id: string | null;
      supplier_id: string | null;
      account_id: string | null;
      warehouse_id: string | null;
      employee_id: string | null;
      aux_name: string | null;
      bill_type: number | null;
      bill_id: string | null;
      bill_no: string | null;
    }[] = await this.ds.query(
      `select l.voucher_id, l.line_no, l.account_code, a.name as account_name, l.summary, l.debit::text, l.credit::text, l.customer_id, l.supplier_id,
              l.account_id, l.warehouse_id, l.employee_id, l.bill_type, l.bill_id, l.bill_no,
              (select string_agg(r.name, ' ') from master_records r where r.company_id = l.company_id
                 and r.record_id in (l.customer_id, l.supplier_id, l.account_id, l.warehouse_id)) as aux_name
       from ledger_voucher_line l left join ledger_account a on a.company_id = l.company_id and a.code = l.account_code
       where l.company_id = $1 and l.voucher_id = any($2) order by l.voucher_id, l.line_no`,
      [companyId, rows.map((r) => r.voucher_id)],
    );
    const annexes = await annexCounts(
      this.ds,
      companyId,
      VOUCHER_ANNEX_OWNER,
      rows.map((r) => r.voucher_id),
    );
    return rows.map((r) => ({
      voucherId: r.voucher_id,
      voucherNo: voucherNo(r.word, r.voucher_no),
      date: r.date,
      period: r.period,
      status: r.status,
      statusName: VOUCHER_STATUS_NAMES[r.status],
      summary: r.summary,
      attachments: r.attachments,
      ...(r.source_bill_id && { sourceBillType: r.source_bill_type!, sourceBillId: r.source_bill_id, sourceBillNo: r.source_bill_no! }),
      ...(r.red_of && { redOf: r.red_of }),
      ...(r.red_by && { redBy: r.red_by }),
      madeBy: r.made_by,
      madeById: r.made_by_id,
      auditedBy: r.audited_by ?? '',
      postedBy: r.posted_by ?? '',
      debitTotal: money(r.debit),
      creditTotal: money(r.credit),
      annexCount: annexes.get(r.voucher_id) ?? 0,
      lines: lines
        .filter((l) => l.voucher_id === r.voucher_id)
        .map((l) => ({
          lineNo: l.line_no,
          accountCode: l.account_code,
          accountName: l.account_name ?? '',
          summary: l.summary,
          debit: money(l.debit),
          credit: money(l.credit),
          ...(l.customer_id && { customId: l.customer_id }),
          ...(l.supplier_id && { supplierId: l.supplier_id }),
          ...(l.account_id && { accountId: l.account_id }),
          ...(l.warehouse_id && { warehouseId: l.warehouse_id }),
          ...(l.employee_id && { employeeId: l.employee_id }),
          ...(l.aux_name && { auxName: l.aux_name }),
          ...(l.bill_id && { billType: l.bill_type!, billId: l.bill_id, billNo: l.bill_no! }),
        })),
    }));
  }

  /** The records manual voucher lines name that are not the company's (live ones): each as [line index, field]. */
  async unknownRecords(companyId: string, lines: readonly Partial<Record<AuxField, string>>[]): Promise<[number, AuxField][]> {
    const wanted = lines.flatMap((l, i) => AUX_FIELDS.flatMap((f) => (l[f] ? [[i, f, l[f]!] as const] : [])));
    if (!wanted.length) return [];
    const rows: { kind: string; id: string }[] = await this.ds.query(
      `select kind, record_id as id from master_records where company_id = $1 and record_id = any($2) and not removed
       union all select 'User', user_id from users where company_id = $1 and user_id = any($2)`,
      [companyId, wanted.map(([, , id]) => id)],
    );
    const known = new Set(rows.map((r) => `${r.kind}:${r.id}`));
    return wanted.filter(([, f, id]) => !known.has(`${AUX_KINDS[f]}:${id}`)).map(([i, f]) => [i, f]);
  }

  async accounts(companyId: string): Promise<LedgerAccountRow[]> {
    const rows: {
      code: string;
      name: string;
      parent_code: string | null;
      direction: 'debit' | 'credit';
      category: string;
      enabled: boolean;
      aux: string[];
      built_in: boolean;
    }[] = await this.ds.query(
      `select code, name, parent_code, direction, category, enabled, aux, built_in from ledger_account where company_id = $1 order by code`,
      [companyId],
    );
    const level = (code: string): number => {
      const parent = rows.find((r) => r.code === code)?.parent_code;
      return parent ? level(parent) + 1 : 1;
    };
    return rows.map((r) => ({
      code: r.code,
      name: r.name,
      parentCode: r.parent_code,
      direction: r.direction,
      category: r.category as LedgerAccountRow['category'],
      aux: r.aux as LedgerAccountRow['aux'],
      enabled: r.enabled,
      level: level(r.code),
      builtIn: r.built_in,
    }));
  }

  /** Whether any voucher line names the account. */
  async accountUsed(companyId: string, code: string): Promise<boolean> {
    const [r] = await this.ds.query(
      `select exists (select 1 from ledger_voucher_line where company_id = $1 and account_code = $2)
           or exists (select 1 from ledger_opening where company_id = $1 and account_code = $2) as used`,
      [companyId, code],
    );
    return r.used;
  }

  /** The rules: every document type's (the bookkeeper's where changed) and the account each record maps to. */
  async rules(companyId: string): Promise<LedgerRule[]> {
    const rows: {
      rule_key: string;
      lines: RuleLine[] | null;
      account_code: string | null;
      changed_by: string;
      changed_at: string;
      name: string | null;
    }[] = await this.ds.query(
      `select r.rule_key, r.lines, r.account_code, r.changed_by, r.changed_at, m.name from ledger_rule r
         left join master_records m on m.company_id = r.company_id and m.record_id = split_part(r.rule_key, ':', 2) and not m.removed
         where r.company_id = $1 order by r.rule_key`,
      [companyId],
    );
    const kept = new Map(rows.map((r) => [r.rule_key, r]));
    const changed = (r?: { changed_by: string; changed_at: string }) =>
      r?.changed_by ? { changed: true, changedBy: r.changed_by, changedAt: new Date(r.changed_at).toISOString() } : { changed: false };
    const bills: LedgerRule[] = Object.entries(DEFAULT_RULES).map(([ruleKey, d]) => ({
      ruleKey,
      kind: 'bill',
      title: d.title,
      lines: kept.get(ruleKey)?.lines ?? d.lines,
      ...changed(kept.get(ruleKey)),
    }));
    const KIND_TITLES = { account: '结算账户', item: '收支项目', storageType: '出入库类型' } as const;
    const records: LedgerRule[] = rows
      .filter((r) => r.account_code && r.name)
      .map((r) => {
        const kind = r.rule_key.split(':')[0] as keyof typeof KIND_TITLES;
        return { ruleKey: r.rule_key, kind, title: `${KIND_TITLES[kind]} ${r.name}`, accountCode: r.account_code!, ...changed(r) };
      });
    return [...bills, ...records];
  }

  /** The name of the record a mapping rule names (account:<id>, item:<id>, storageType:<id>), if it is the company's. */
  async recordTitle(companyId: string, ruleKey: string): Promise<string | undefined> {
    const [kind, id] = ruleKey.split(':');
    const recordKind = { account: 'Account', item: 'FinanceClass', storageType: 'StorageType' }[kind];
    if (!recordKind || !id) return undefined;
    const [r] = await this.ds.query(
      `select name from master_records where company_id = $1 and record_id = $2 and kind = $3 and not removed`,
      [companyId, id, recordKind],
    );
    return r?.name;
  }

  async setting(companyId: string): Promise<LedgerSetting> {
    const [r] = await this.ds.query(`select voucher_mode from ledger_setting where company_id = $1`, [companyId]);
    return { voucherMode: r?.voucher_mode ?? 'perDocument' };
  }

  /**
   * The trial balance (科目余额表) of a month: each account's opening balance, the month's debits and credits and its
   * closing balance, signed by its direction; parents sum their children. Totals are over the top-level accounts.
   */
  async trialBalance(companyId: string, period: string): Promise<TrialBalance> {
    const start = `${period}-01`;
    const end = lastDay(period);
    const [accounts, sums] = await Promise.all([
      this.accounts(companyId),
      this.ds.query(
        `select account_code as code, sum(opening)::text as opening, sum(debit)::text as debit, sum(credit)::text as credit from (
           select account_code, amount as opening, 0 as debit, 0 as credit from ledger_opening where company_id = $1
           union all
           select account_code, case when voucher_date < $2::date then debit - credit else 0 end,
                  case when voucher_date >= $2::date then debit else 0 end, case when voucher_date >= $2::date then credit else 0 end
           from ledger_voucher_line where company_id = $1 and voucher_date <= $3::date
         ) x group by account_code`,
        [companyId, start, end],
      ) as Promise<{ code: string; opening: string; debit: string; credit: string }[]>,
    ]);
    const byCode = new Map(accounts.map((a) => [a.code, a]));
    const totals = new Map<string, { opening: Dec; debit: Dec; credit: Dec }>();
    for (const s of sums) {
      // Each line counts for its account and every account above it.
      for (let code: string | null | undefined = s.code; code; code = byCode.get(code)?.parentCode) {
        const t = totals.get(code) ?? { opening: dec(0), debit: dec(0), credit: dec(0) };
        totals.set(code, { opening: t.opening.plus(s.opening), debit: t.debit.plus(s.debit), credit: t.credit.plus(s.credit) });
        if (!byCode.has(code)) break;
      }
    }
    const data: TrialBalanceRow[] = [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .filter(([, t]) => !(t.opening.isZero() && t.debit.isZero() && t.credit.isZero()))
      .map(([code, t]) => {
        const a = byCode.get(code);
        const sign = a?.direction === 'credit' ? -1 : 1;
        const closing = t.opening.plus(t.debit).minus(t.credit);
        return {
          accountCode: code,
          accountName: a?.name ?? '',
          direction: a?.direction ?? 'debit',
          level: a?.level ?? 1,
          openingBalance: money(t.opening.times(sign)),
          debit: money(t.debit),
          credit: money(t.credit),
          closingBalance: money(closing.times(sign)),
        };
      });
    const top = [...totals].filter(([code]) => !byCode.get(code)?.parentCode).map(([, t]) => t);
    const sideSum = (values: Dec[], positive: boolean) => money(sum(values.filter((v) => (positive ? v.gt(0) : v.lt(0)))).abs());
    const closings = top.map((t) => t.opening.plus(t.debit).minus(t.credit));
    const result = {
      debit: money(sum(top.map((t) => t.debit))),
      credit: money(sum(top.map((t) => t.credit))),
      openingDebit: sideSum(
        top.map((t) => t.opening),
        true,
      ),
      openingCredit: sideSum(
        top.map((t) => t.opening),
        false,
      ),
      closingDebit: sideSum(closings, true),
      closingCredit: sideSum(closings, false),
    };
    const balanced =
      result.debit === result.credit && result.openingDebit === result.openingCredit && result.closingDebit === result.closingCredit;
    return { period, data, totals: result, balanced };
  }

  /** Each profit-and-loss account's balance (debits less credits) in the month, for 结转损益. */
  async profitBalances(companyId: string, period: string): Promise<{ code: string; name: string; balance: string }[]> {
    return this.ds.query(
      `select l.account_code as code, a.name, sum(l.debit - l.credit)::text as balance
       from ledger_voucher_line l join ledger_account a on a.company_id = l.company_id and a.code = l.account_code
       where l.company_id = $1 and a.category = 'profit_loss' and l.voucher_date between $2::date and $3::date
       group by l.account_code, a.name having sum(l.debit - l.credit) <> 0 order by l.account_code`,
      [companyId, `${period}-01`, lastDay(period)],
    );
  }

  /**
   * The five agreements through a day: the books balance; 库存商品 equals the stock's value per warehouse; each
   * customer's 应收账款 less 预收账款 equals what they owe less their store value; each supplier's 应付账款 less 预付账款
   * what is owed to them; each settlement account's money its balance. A side that differs names the documents
   * whose vouchers say otherwise than 进销存.
   */
  async check(companyId: string, date: string): Promise<LedgerCheck> {
    const agreements = await Promise.all([
      this.agreement(companyId, date, 'trialBalance', TRIAL_SQL),
      this.agreement(companyId, date, 'stock', STOCK_SQL),
      this.agreement(companyId, date, 'receivable', RECEIVABLE_SQL),
      this.agreement(companyId, date, 'payable', PAYABLE_SQL),
      this.agreement(companyId, date, 'accounts', ACCOUNTS_SQL),
    ]);
    return { date, ok: agreements.every((a) => a.ok), agreements };
  }

  private async agreement(companyId: string, date: string, key: AgreementKey, sql: string): Promise<Agreement> {
    const rows: {
      id: string;
      doc_id: string | null;
      bill_type: number | null;
      bill_no: string | null;
      bill_date: string | null;
      expected: string;
      actual: string;
    }[] = await this.ds.query(
      `select id, doc_id, max(bill_type) as bill_type, max(bill_no) as bill_no, to_char(max(bill_date), 'YYYY-MM-DD') as bill_date,
                sum(expected)::text as expected, sum(actual)::text as actual
         from (${sql}) x group by id, doc_id`,
      [companyId, date],
    );
    const names = await this.names(
      companyId,
      rows.map((r) => r.id),
    );
    const sides = new Map<string, { expected: Dec; actual: Dec; documents: typeof rows }>();
    for (const r of rows) {
      const s = sides.get(r.id) ?? { expected: dec(0), actual: dec(0), documents: [] };
      s.expected = s.expected.plus(r.expected);
      s.actual = s.actual.plus(r.actual);
      if (r.doc_id && !dec(r.expected).eq(r.actual)) s.documents.push(r);
      sides.set(r.id, s);
    }
    const mismatches = [...sides]
      .filter(([, s]) => !s.expected.eq(s.actual))
      .map(([id, s]) => ({
        id,
        name: names.get(id) ?? (key === 'trialBalance' ? '借贷合计' : id || '未指定'),
        expected: money(s.expected),
        actual: money(s.actual),
        documents: s.documents.slice(0, 50).map((d) => ({
          billType: d.bill_type ?? 0,
          billId: d.doc_id!,
          billNo: d.bill_no ?? '',
          billDate: d.bill_date ?? '',
          expected: money(d.expected),
          actual: money(d.actual),
        })),
      }));
    const all = [...sides.values()];
    return {
      key,
      title: AGREEMENT_TITLES[key],
      expected: money(sum(all.map((s) => s.expected))),
      actual: money(sum(all.map((s) => s.actual))),
      ok: mismatches.length === 0,
      mismatches,
    };
  }

  private async names(companyId: string, ids: string[]): Promise<Map<string, string>> {
    const rows: { record_id: string; name: string }[] = await this.ds.query(
      `select record_id, name from master_records where company_id = $1 and record_id = any($2)`,
      [companyId, [...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.record_id, r.name]));
  }
}

// Each agreement: rows of (side id, document, what 进销存 counts, what the books count), $1 the company, $2 the day.
const TRIAL_SQL = `
  select '' as id, null as doc_id, null::int as bill_type, null as bill_no, null::date as bill_date, sum(greatest(amount, 0)) as expected, sum(greatest(-amount, 0)) as actual
  from ledger_opening where company_id = $1
  union all
  select '', v.voucher_id, v.source_bill_type, v.word || '-' || lpad(v.voucher_no::text, 4, '0'), v.voucher_date, sum(l.debit), sum(l.credit)
  from ledger_voucher_line l join ledger_voucher v on v.company_id = l.company_id and v.voucher_id = l.voucher_id
  where l.company_id = $1 and l.voucher_date <= $2::date group by v.voucher_id, v.source_bill_type, v.word, v.voucher_no, v.voucher_date`;

const STOCK_SQL = `
  select warehouse_id as id, doc_id, bill_type, bill_no, bill_date, case when out_qty > 0 then -amount else amount end as expected, 0 as actual
  from stock_flow where company_id = $1 and bill_date <= $2::date
  union all
  select coalesce(warehouse_id, ''), bill_id, bill_type, bill_no, voucher_date, 0, debit - credit
  from ledger_voucher_line where company_id = $1 and account_code like '1405%' and voucher_date <= $2::date`;

const RECEIVABLE_SQL = `
  select partner_id as id, null as doc_id, null::int as bill_type, null as bill_no, null::date as bill_date, init_amount as expected, 0 as actual
  from partner_balances where company_id = $1 and partner_kind = 'Custom'
  union all
  select f.partner_id, f.doc_id, f.bill_type, f.bill_no, f.bill_date, f.add_amount - f.settled_amount, 0
  from partner_flow f join partner_balances b on b.partner_id = f.partner_id and b.partner_kind = 'Custom'
  where f.company_id = $1 and f.bill_date <= $2::date
  union all
  select custom_id, doc_id, bill_type, bill_no, bill_date, out_amount - in_amount, 0
  from prepaid_flow where company_id = $1 and kind = 'storeValue' and bill_date <= $2::date
  union all
  select customer_id, null, null, null, null, 0, amount from ledger_opening
  where company_id = $1 and customer_id is not null and (account_code like '1122%' or account_code like '2203%')
  union all
  select customer_id, bill_id, bill_type, bill_no, voucher_date, 0, debit - credit from ledger_voucher_line
  where company_id = $1 and customer_id is not null and (account_code like '1122%' or account_code like '2203%') and voucher_date <= $2::date`;

const PAYABLE_SQL = `
  select partner_id as id, null as doc_id, null::int as bill_type, null as bill_no, null::date as bill_date, init_amount as expected, 0 as actual
  from partner_balances where company_id = $1 and partner_kind = 'Supplier'
  union all
  select f.partner_id, f.doc_id, f.bill_type, f.bill_no, f.bill_date, f.add_amount - f.settled_amount, 0
  from partner_flow f join partner_balances b on b.partner_id = f.partner_id and b.partner_kind = 'Supplier'
  where f.company_id = $1 and f.bill_date <= $2::date
  union all
  select supplier_id, null, null, null, null, 0, -amount from ledger_opening
  where company_id = $1 and supplier_id is not null and (account_code like '2202%' or account_code like '1123%')
  union all
  select supplier_id, bill_id, bill_type, bill_no, voucher_date, 0, credit - debit from ledger_voucher_line
  where company_id = $1 and supplier_id is not null and (account_code like '2202%' or account_code like '1123%') and voucher_date <= $2::date`;

const ACCOUNTS_SQL = `
  select account_id as id, null as doc_id, null::int as bill_type, null as bill_no, null::date as bill_date, init_amount as expected, 0 as actual
  from account_balances where company_id = $1
  union all
  select account_id, doc_id, bill_type, bill_no, bill_date, in_amount - out_amount, 0 from account_flow where company_id = $1 and bill_date <= $2::date
  union all
  select account_id, null, null, null, null, 0, amount from ledger_opening where company_id = $1 and account_id is not null
  union all
  select account_id, bill_id, bill_type, bill_no, voucher_date, 0, debit - credit from ledger_voucher_line
  where company_id = $1 and account_id is not null and voucher_date <= $2::date`;

/** Files may be attached to a voucher (附件): the annex module asks whether the voucher is the company's. */
export const LEDGER_ANNEX_OWNERS: Record<string, AnnexOwner> = {
  [VOUCHER_ANNEX_OWNER]: {
    menuId: LEDGER_MENU.vouchers,
    title: '凭证',
    exists: async (ds, companyId, voucherId) =>
      (await ds.query(`select 1 from ledger_voucher where company_id = $1 and voucher_id = $2`, [companyId, voucherId])).length > 0,
  },
};
