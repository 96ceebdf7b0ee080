import type { StoredEvent } from '@jxc/infra';
import { COMPANY_RESET, queryPrepared, type Projection } from '@jxc/projections';
import type { EntityManager } from 'typeorm';
import { SMALL_BUSINESS_CHART, type LedgerAux, type RuleLine, type VoucherMode } from '../contracts';
import { domainEvents } from '../shared/es/event-names';
import { LEDGER_EVENTS, type LedgerEvent, type VoucherLineData, type VoucherSaved } from './ledger-events';
import { DEFAULT_RULES, OPENING_CONTRA, voucherLines, type Book, type Facts } from './rules';
import { sourceEventTypes, sourcesOf, type LedgerSource } from './sources';

const ledgerEvent = domainEvents<LedgerEvent>(LEDGER_EVENTS);

/** What the batch's companies' books say, read once per batch and kept up to date by the batch's own events. */
interface Books {
  mode: VoucherMode;
  rules: Map<string, { lines?: RuleLine[]; accountCode?: string; changed: boolean }>;
  aux: Map<string, LedgerAux[]>;
  docTypes: Map<string, string>;
}

const CHART_AUX = new Map(SMALL_BUSINESS_CHART.map((a) => [a.code, a.aux]));
const FALLBACK: Record<'account' | 'item' | 'storageType', string> = { account: '1002', item: '5602', storageType: '5711' };

const bookOf = (b: Books): Book => ({
  mapped: (kind, id) => b.rules.get(`${kind}:${id}`)?.accountCode ?? FALLBACK[kind],
  aux: (code) => b.aux.get(code) ?? CHART_AUX.get(code) ?? [],
});

const ruleOf = (b: Books, ruleKey: string) => b.rules.get(ruleKey)?.lines ?? DEFAULT_RULES[ruleKey]?.lines ?? [];
const ruleTitle = (ruleKey: string) => DEFAULT_RULES[ruleKey]?.title ?? '';

/** The mapped records and 出入库类型 documents the batch names: their rows are all the batch reads of them. */
function wanted(events: StoredEvent[], sources: LedgerSource[][]) {
  const keys: [string, string][] = [];
  const docs: [string, string][] = [];
  for (const [i, e] of events.entries()) {
    const c = e.metadata.companyId;
    for (const s of sources[i]) {
      if (s.kind !== 'voucher') continue;
      const f = s.facts;
      for (const id of [f.accountId, f.inAccountId, f.outAccountId]) if (id) keys.push([c, `account:${id}`]);
      for (const i of f.items ?? []) keys.push([c, `item:${i.classId}`]);
      docs.push([c, f.docId]);
    }
  }
  return { keys, docs };
}

async function readBooks(em: EntityManager, events: StoredEvent[], sources: LedgerSource[][]): Promise<Map<string, Books>> {
  const companies = [...new Set(events.map((e) => e.metadata.companyId))];
  const { keys, docs } = wanted(events, sources);
  const rows = await queryPrepared<{
    company_id: string;
    t: string;
    k: string;
    l: RuleLine[] | string[] | null;
    a: string | null;
    c: boolean;
  }>(
    em,
    `select company_id, 'rule' as t, rule_key as k, lines as l, account_code as a, changed_by <> '' as c from ledger_rule
     where (company_id, rule_key) in (select * from unnest($2::text[], $3::text[]))
        or (company_id = any($1) and (rule_key like 'bill:%' or rule_key like 'invoice:%' or rule_key like 'opening:%' or rule_key like 'storageType:%'))
     union all select company_id, 'aux', code, to_jsonb(aux), null, false from ledger_account where company_id = any($1) and aux <> '{}'
     union all select company_id, 'mode', '', null, voucher_mode, false from ledger_setting where company_id = any($1)
     union all select company_id, 'doc', doc_id, null, type_id, false from ledger_doc_type where (company_id, doc_id) in (select * from unnest($4::text[], $5::text[]))`,
    [companies, keys.map(([c]) => c), keys.map(([, k]) => k), docs.map(([c]) => c), docs.map(([, d]) => d)],
  );
  const books = new Map(companies.map((c) => [c, { mode: 'perDocument', rules: new Map(), aux: new Map(), docTypes: new Map() } as Books]));
  for (const r of rows) {
    const b = books.get(r.company_id)!;
    if (r.t === 'rule') b.rules.set(r.k, { lines: (r.l as RuleLine[] | null) ?? undefined, accountCode: r.a ?? undefined, changed: r.c });
    else if (r.t === 'aux') b.aux.set(r.k, r.l as LedgerAux[]);
    else if (r.t === 'mode') b.mode = r.a as VoucherMode;
    else b.docTypes.set(r.k, r.a!);
  }
  return books;
}

interface Header {
  company: string;
  voucherId: string;
  date: string;
  summary: string;
  attachments?: number;
  source?: { billType: number; billId: string; billNo: string };
  madeBy: string;
  madeById: string;
  at: string;
  /** A summary voucher's day and rule: the lines join the open one of them. */
  summaryKey?: string;
}

/** The voucher lines' fields in the order the line inserts unnest them. */
const LINE_FIELDS = [
  'accountCode',
  'summary',
  'debit',
  'credit',
  'customId',
  'supplierId',
  'accountId',
  'warehouseId',
  'employeeId',
] as const;
const lineColumns = (lines: VoucherLineData[]) => LINE_FIELDS.map((k) => lines.map((l) => l[k] ?? null));

/**
 * One statement: the voucher numbered next in its month (or the open summary voucher of its day and rule), and its
 * lines after those it has.
 */
async function makeVoucher(
  em: EntityManager,
  h: Header,
  lines: VoucherLineData[],
  bill?: { billId: string; billNo: string; billType: number },
) {
  if (!lines.length) return;
  await queryPrepared(
    em,
    `with open as (
       select voucher_id from ledger_voucher where company_id = $1 and summary_key = $11 and status = 0 order by voucher_no limit 1
     ), made as (
       insert into ledger_voucher (company_id, voucher_id, voucher_no, period, voucher_date, source_bill_type, source_bill_id, source_bill_no,
                                   summary, attachments, made_by, summary_key, made_by_id, created_at)
       select $1, $2, coalesce((select max(voucher_no) from ledger_voucher where company_id = $1 and period = $3), 0) + 1, $3, $4::date, $5, $6, $7,
              $8, $9, $10, $11, $12, $13
       where not exists (select 1 from open)
       returning voucher_id
     ), v as (select voucher_id from open union all select voucher_id from made),
     base as (select coalesce(max(line_no), 0) as n from ledger_voucher_line where company_id = $1 and voucher_id = (select voucher_id from open))
     insert into ledger_voucher_line (company_id, voucher_id, line_no, account_code, summary, debit, credit, customer_id, supplier_id, account_id,
                                      warehouse_id, employee_id, bill_id, bill_no, bill_type, voucher_date)
     select $1, (select voucher_id from v), (select n from base) + l.i, l.code, l.summary, l.debit, l.credit, l.cu, l.su, l.ac, l.wh, l.em, $14, $15, $16, $4::date
     from unnest($17::text[], $18::text[], $19::numeric[], $20::numeric[], $21::text[], $22::text[], $23::text[], $24::text[], $25::text[])
          with ordinality as l(code, summary, debit, credit, cu, su, ac, wh, em, i)`,
    [
      h.company,
      h.voucherId,
      h.date.slice(0, 7),
      h.date,
      h.source?.billType ?? null,
      h.source?.billId ?? null,
      h.source?.billNo ?? null,
      h.summary,
      h.attachments ?? 0,
      h.madeBy,
      h.summaryKey ?? null,
      h.madeById,
      h.at,
      bill?.billId ?? null,
      bill?.billNo ?? null,
      bill?.billType ?? null,
      ...lineColumns(lines),
    ],
  );
}

/** A document's own voucher (not a summary one): made with the others of the batch in a row, see makeVouchers. */
interface PlainVoucher {
  header: Header;
  lines: VoucherLineData[];
  bill: { billId: string; billNo: string; billType: number };
}

/**
 * Vouchers of documents in one statement, numbered next in their month in the order given (as makeVoucher would one
 * after another), with their lines.
 */
async function makeVouchers(em: EntityManager, vouchers: PlainVoucher[]) {
  const made = vouchers.filter((v) => v.lines.length);
  if (!made.length) return;
  const of = <T>(f: (v: PlainVoucher) => T) => made.map(f);
  const lines = made.flatMap((v, i) => v.lines.map((l, n) => ({ ...l, voucher: i + 1, n: n + 1 })));
  await queryPrepared(
    em,
    `with v as (
       select * from unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
                            $11::timestamptz[])
         with ordinality as v(company_id, voucher_id, period, voucher_date, bill_type, bill_id, bill_no, summary, made_by, made_by_id, created_at, i)
     ), made as (
       insert into ledger_voucher (company_id, voucher_id, voucher_no, period, voucher_date, source_bill_type, source_bill_id, source_bill_no,
                                   summary, made_by, made_by_id, created_at)
       select company_id, voucher_id,
              coalesce((select max(voucher_no) from ledger_voucher x where x.company_id = v.company_id and x.period = v.period), 0)
                + row_number() over (partition by company_id, period order by i),
              period, voucher_date, bill_type, bill_id, bill_no, summary, made_by, made_by_id, created_at
       from v
     )
     insert into ledger_voucher_line (company_id, voucher_id, line_no, account_code, summary, debit, credit, customer_id, supplier_id, account_id,
                                      warehouse_id, employee_id, bill_id, bill_no, bill_type, voucher_date)
     select v.company_id, v.voucher_id, l.n, l.code, l.summary, l.debit, l.credit, l.cu, l.su, l.ac, l.wh, l.em, v.bill_id, v.bill_no, v.bill_type,
            v.voucher_date
     from unnest($12::int[], $13::int[], $14::text[], $15::text[], $16::numeric[], $17::numeric[], $18::text[], $19::text[], $20::text[], $21::text[],
                 $22::text[]) as l(voucher, n, code, summary, debit, credit, cu, su, ac, wh, em)
     join v on v.i = l.voucher`,
    [
      of((v) => v.header.company),
      of((v) => v.header.voucherId),
      of((v) => v.header.date.slice(0, 7)),
      of((v) => v.header.date),
      of((v) => v.bill.billType),
      of((v) => v.bill.billId),
      of((v) => v.bill.billNo),
      of((v) => v.header.summary),
      of((v) => v.header.madeBy),
      of((v) => v.header.madeById),
      of((v) => v.header.at),
      lines.map((l) => l.voucher),
      lines.map((l) => l.n),
      ...lineColumns(lines),
    ],
  );
}

/**
 * A red voucher (红字冲销): every line of the document's vouchers (or of one voucher) again with its amounts negated,
 * dated `h.date`; nothing when there is nothing to reverse.
 */
async function makeRed(em: EntityManager, h: Header & { redOf?: string }, of: { billId: string } | { voucherId: string }) {
  const [by, value] = 'billId' in of ? ['bill_id', of.billId] : ['voucher_id', of.voucherId];
  await queryPrepared(
    em,
    `with src as (
       select l.* from ledger_voucher_line l join ledger_voucher v on v.company_id = l.company_id and v.voucher_id = l.voucher_id
       where l.company_id = $1 and l.${by} = $2 and v.red_of is null
     ), made as (
       insert into ledger_voucher (company_id, voucher_id, voucher_no, period, voucher_date, source_bill_type, source_bill_id, source_bill_no,
                                   red_of, summary, made_by, made_by_id, created_at)
       select $1, $3, coalesce((select max(voucher_no) from ledger_voucher where company_id = $1 and period = $4), 0) + 1, $4, $5::date, $6, $7, $8,
              coalesce($12, (select min(voucher_id) from src)), $9, $10, $11, $13
       where exists (select 1 from src)
     )
     insert into ledger_voucher_line (company_id, voucher_id, line_no, account_code, summary, debit, credit, customer_id, supplier_id, account_id,
                                      warehouse_id, employee_id, bill_id, bill_no, bill_type, voucher_date)
     select company_id, $3, row_number() over (order by voucher_id, line_no), account_code, '冲销 ' || summary, -debit, -credit, customer_id,
            supplier_id, account_id, warehouse_id, employee_id, bill_id, bill_no, bill_type, $5::date
     from src`,
    [
      h.company,
      value,
      h.voucherId,
      h.date.slice(0, 7),
      h.date,
      h.source?.billType ?? null,
      h.source?.billId ?? null,
      h.source?.billNo ?? null,
      h.summary,
      h.madeBy,
      h.madeById,
      h.redOf ?? null,
      h.at,
    ],
  );
}

const CHART_SQL = `insert into ledger_account (company_id, code, name, parent_code, direction, category, aux, built_in)
  select $1, code, name, parent, direction, category, string_to_array(aux, ',')::text[], true
  from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) as c(code, name, parent, direction, category, aux)
  on conflict do nothing`;
const chartParams = (company: string) => [
  company,
  SMALL_BUSINESS_CHART.map((a) => a.code),
  SMALL_BUSINESS_CHART.map((a) => a.name),
  SMALL_BUSINESS_CHART.map((a) => a.parentCode),
  SMALL_BUSINESS_CHART.map((a) => a.direction),
  SMALL_BUSINESS_CHART.map((a) => a.category),
  SMALL_BUSINESS_CHART.map((a) => a.aux.join(',')),
];

const RESET = [
  'delete from ledger_voucher_line where company_id = $1',
  'delete from ledger_voucher where company_id = $1',
  'delete from ledger_opening where company_id = $1',
  'delete from ledger_doc_type where company_id = $1',
];

/** The voucher id of what an event makes: its stream and place in it, the same on every rebuild. */
const idOf = (e: StoredEvent) => `${e.streamId}@${e.streamPosition}`;
const who = (e: StoredEvent) => ({ madeBy: e.metadata.userName ?? '', madeById: e.metadata.userId, at: e.metadata.at });

async function applySource(em: EntityManager, e: StoredEvent, s: LedgerSource, b: Books) {
  const company = e.metadata.companyId;
  switch (s.kind) {
    case 'chart':
      return em.query(CHART_SQL, chartParams(company));
    case 'mapping': {
      const kept = b.rules.get(s.ruleKey);
      if (!kept?.changed) b.rules.set(s.ruleKey, { accountCode: s.accountCode, changed: false });
      return em.query(
        `insert into ledger_rule (company_id, rule_key, account_code, changed_by, changed_at) values ($1, $2, $3, '', $4)
         on conflict (company_id, rule_key) do update set account_code = excluded.account_code where ledger_rule.changed_by = ''`,
        [company, s.ruleKey, s.accountCode, e.metadata.at],
      );
    }
    case 'opening': {
      const code = s.accountCode === '$account' ? bookOf(b).mapped('account', s.aux.accountId) : s.accountCode;
      const amount = s.side === 1 ? s.amount : `-${s.amount}`;
      return em.query(
        `with gone as (delete from ledger_opening where company_id = $1 and record_key = $2)
         insert into ledger_opening (company_id, record_key, line_no, account_code, customer_id, supplier_id, account_id, amount)
         select $1, $2, n, case n when 1 then $3 else $4 end, case n when 1 then $5 end, case n when 1 then $6 end, case n when 1 then $7 end,
                case n when 1 then $8::numeric else -$8::numeric end
         from generate_series(1, 2) n where $8::numeric <> 0`,
        [company, s.recordKey, code, OPENING_CONTRA, s.aux.customerId ?? null, s.aux.supplierId ?? null, s.aux.accountId ?? null, amount],
      );
    }
    case 'docType':
      b.docTypes.set(s.docId, s.typeId);
      return em.query(
        `insert into ledger_doc_type (company_id, doc_id, type_id) values ($1, $2, $3) on conflict (company_id, doc_id) do update set type_id = excluded.type_id`,
        [company, s.docId, s.typeId],
      );
    case 'red':
      return makeRed(
        em,
        { company, voucherId: idOf(e), date: s.date, summary: `冲销 ${s.billNo}`, ...who(e), source: sourceOf(s) },
        { billId: s.billId },
      );
    case 'invoice': {
      const [{ taxed }] = await em.query(
        `select exists (select 1 from ledger_voucher_line where company_id = $1 and bill_id = $2 and account_code like '2221%') as taxed`,
        [company, s.docId],
      );
      if (taxed) return;
      return voucherOf(em, e, s.facts, b, false);
    }
    case 'voucher':
      return voucherOf(em, e, s.facts, b, s.summarise && b.mode === 'perDay');
  }
}

const sourceOf = (s: { billType: number; billId: string; billNo: string }) =>
  s.billType ? { billType: s.billType, billId: s.billId, billNo: s.billNo } : undefined;

function voucherOf(em: EntityManager, e: StoredEvent, f: Facts, b: Books, summarise: boolean) {
  if (!summarise) return makeVouchers(em, [plainVoucher(e, f, b)]);
  const lines = voucherLines({ ...f, storageTypeId: b.docTypes.get(f.docId) }, ruleOf(b, f.ruleKey), bookOf(b));
  const header: Header = {
    company: e.metadata.companyId,
    voucherId: idOf(e),
    date: f.billDate,
    summary: `${ruleTitle(f.ruleKey)}汇总 ${f.billDate}`,
    ...who(e),
    summaryKey: `${f.billDate}|${f.ruleKey}`,
  };
  return makeVoucher(em, header, lines, { billId: f.docId, billNo: f.billNo, billType: f.billType });
}

/** The voucher of a document's own (by the books as the batch has them so far). */
function plainVoucher(e: StoredEvent, f: Facts, b: Books): PlainVoucher {
  const lines = voucherLines({ ...f, storageTypeId: b.docTypes.get(f.docId) }, ruleOf(b, f.ruleKey), bookOf(b));
  const bill = { billId: f.docId, billNo: f.billNo, billType: f.billType };
  const header = {
    company: e.metadata.companyId,
    voucherId: idOf(e),
    date: f.billDate,
    summary: lines[0]?.summary ?? '',
    ...who(e),
    source: bill,
  };
  return { header, lines, bill };
}

/** A source the batch makes a document's own voucher of, rather than applying it alone. */
const plainOf = (s: LedgerSource, b: Books) => s.kind === 'voucher' && !(s.summarise && b.mode === 'perDay');

async function applyLedgerEvent(em: EntityManager, e: StoredEvent, event: LedgerEvent, b: Books) {
  const company = e.metadata.companyId;
  const userName = e.metadata.userName ?? '';
  switch (event.type) {
    case 'AccountAdded': {
      const d = event.data;
      if (d.aux.length) b.aux.set(d.code, d.aux);
      return em.query(
        `insert into ledger_account (company_id, code, name, parent_code, direction, category, aux) values ($1, $2, $3, $4, $5, $6, $7)`,
        [company, d.code, d.name, d.parentCode, d.direction, d.category, d.aux],
      );
    }
    case 'AccountChanged':
      b.aux.set(event.data.code, event.data.aux);
      return em.query(`update ledger_account set name = $3, aux = $4 where company_id = $1 and code = $2`, [
        company,
        event.data.code,
        event.data.name,
        event.data.aux,
      ]);
    case 'AccountDisabled':
    case 'AccountEnabled':
      return em.query(`update ledger_account set enabled = $3 where company_id = $1 and code = $2`, [
        company,
        event.data.code,
        event.type === 'AccountEnabled',
      ]);
    case 'RuleSaved': {
      const d = event.data;
      b.rules.set(d.ruleKey, { lines: d.lines, accountCode: d.accountCode, changed: true });
      return em.query(
        `insert into ledger_rule (company_id, rule_key, lines, account_code, changed_by, changed_at) values ($1, $2, $3, $4, $5, $6)
         on conflict (company_id, rule_key) do update set lines = excluded.lines, account_code = excluded.account_code,
           changed_by = excluded.changed_by, changed_at = excluded.changed_at`,
        [company, d.ruleKey, d.lines ? JSON.stringify(d.lines) : null, d.accountCode ?? null, userName || '-', e.metadata.at],
      );
    }
    case 'SettingSaved':
      b.mode = event.data.voucherMode;
      return em.query(
        `insert into ledger_setting (company_id, voucher_mode) values ($1, $2) on conflict (company_id) do update set voucher_mode = excluded.voucher_mode`,
        [company, event.data.voucherMode],
      );
    case 'VoucherSaved':
    case 'ProfitClosed':
      return saveManual(em, e, event.data);
    case 'VoucherAudited':
    case 'VoucherUnaudited':
    case 'VoucherPosted': {
      const [status, column] = { VoucherAudited: [1, 'audited_by'], VoucherUnaudited: [0, 'audited_by'], VoucherPosted: [2, 'posted_by'] }[
        event.type
      ] as [number, string];
      return em.query(`update ledger_voucher set status = $3, ${column} = $4 where company_id = $1 and voucher_id = $2`, [
        company,
        event.data.voucherId,
        status,
        status === 0 ? null : userName,
      ]);
    }
    case 'VoucherReversed':
      return makeRed(
        em,
        {
          company,
          voucherId: event.data.redId,
          date: event.data.date,
          summary: `冲销 记-${event.data.voucherNo}`,
          ...who(e),
          redOf: event.data.voucherId,
        },
        { voucherId: event.data.voucherId },
      );
  }
}

/** A manual (or closing) voucher: new, numbered next in its month; changed, its lines replaced and renumbered only if it moved month. */
async function saveManual(em: EntityManager, e: StoredEvent, d: VoucherSaved) {
  const company = e.metadata.companyId;
  const [kept] = await em.query(`select period from ledger_voucher where company_id = $1 and voucher_id = $2`, [company, d.voucherId]);
  if (!kept) {
    const header = { company, voucherId: d.voucherId, date: d.date, summary: d.summary, attachments: d.attachments };
    return makeVoucher(em, { ...header, ...who(e) }, d.lines);
  }
  await em.query(
    `update ledger_voucher set voucher_date = $3::date, period = $4, summary = $5, attachments = $6,
       voucher_no = case when period = $4 then voucher_no else coalesce((select max(voucher_no) from ledger_voucher where company_id = $1 and period = $4), 0) + 1 end
     where company_id = $1 and voucher_id = $2`,
    [company, d.voucherId, d.date, d.date.slice(0, 7), d.summary, d.attachments],
  );
  await em.query(`delete from ledger_voucher_line where company_id = $1 and voucher_id = $2`, [company, d.voucherId]);
  await em.query(
    `insert into ledger_voucher_line (company_id, voucher_id, line_no, account_code, summary, debit, credit, customer_id, supplier_id, account_id,
                                      warehouse_id, employee_id, voucher_date)
     select $1, $2, l.i, l.code, l.summary, l.debit, l.credit, l.cu, l.su, l.ac, l.wh, l.em, $3::date
     from unnest($4::text[], $5::text[], $6::numeric[], $7::numeric[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])
          with ordinality as l(code, summary, debit, credit, cu, su, ac, wh, em, i)`,
    [company, d.voucherId, d.date, ...lineColumns(d.lines)],
  );
}

/**
 * The ledger: the company's chart, rules and setting, and its vouchers — those the audited documents make by the
 * rules, the manual ones, the closing ones — with their numbers and review, all from the events in their order, so a
 * rebuild makes the same vouchers with the same numbers. The documents' own vouchers of a batch cost one statement (and the batch one read).
 */
export const ledgerProjection: Projection = {
  name: 'ledger',
  get eventTypes() {
    return [...Object.values(LEDGER_EVENTS), ...sourceEventTypes(), COMPANY_RESET];
  },
  tables: ['ledger_voucher_line', 'ledger_voucher', 'ledger_account', 'ledger_rule', 'ledger_setting', 'ledger_opening', 'ledger_doc_type'],
  // 系统重置 keeps the chart, the rules and the setting; the vouchers go with the documents and records they came from (see apply).
  companyReset: 'keep',
  async apply(events: StoredEvent[], em: EntityManager) {
    const sources = events.map((e) => (ledgerEvent(e) || e.type === COMPANY_RESET ? [] : sourcesOf(e)));
    const books = await readBooks(em, events, sources);
    // Documents' own vouchers in a row are made together, before anything else the batch writes or reads.
    let plain: PlainVoucher[] = [];
    const flush = async () => {
      await makeVouchers(em, plain);
      plain = [];
    };
    for (const [i, e] of events.entries()) {
      const b = books.get(e.metadata.companyId)!;
      const own = ledgerEvent(e);
      if (own) await flush().then(() => applyLedgerEvent(em, e, own, b));
      if (e.type === COMPANY_RESET) {
        await flush();
        for (const sql of RESET) await em.query(sql, [e.metadata.companyId]);
      }
      for (const s of sources[i]) {
        if (s.kind === 'voucher' && plainOf(s, b)) plain.push(plainVoucher(e, s.facts, b));
        else await flush().then(() => applySource(em, e, s, b));
      }
    }
    await flush();
  },
};
