import type { DataSource } from 'typeorm';
import { recordScope, Session } from '../../identity';
import { countRows, Page, PageQuery, toPage } from '../../shared/page-query';

/** What every money document's list filters by besides its kind's own: an account, a status, a keyword and dates. */
export interface CashDocFilter {
  accountId?: string;
  status?: string;
  keyword?: string;
  startDate?: string;
  endDate?: string;
}

/** The filters of a list of money paid to or taken from partners (收款, 付款, 退款): theirs and one partner. */
export interface PartnerDocFilter extends CashDocFilter {
  partnerId?: string;
}

/** A condition of a list's `where`, `$?` standing for its value. */
export type Where = [sql: string, value: unknown];

/** A condition that holds when its value is not given, else matches `column` to it. */
export const whenGiven = (column: string, value: string | undefined): Where => [`($?::text is null or ${column} = $?)`, value ?? null];

/**
 * How a kind of money document is listed from its table (alias `t`, its creator's name `u`): its id field; its own
 * columns before the bill number (`head`) and between the status and the remark (`columns`), and the joins they need;
 * the conditions all its rows meet (a table several kinds share) and those its own filters `F` make; the columns an
 * account filter matches (any of them) and what a keyword matches besides the number and the remark; the column of
 * its documents' type when each type has a menu of its own.
 */
export interface CashDocList<F extends CashDocFilter = CashDocFilter> {
  table: string;
  idField: string;
  head?: string;
  columns: string;
  joins: string;
  kind?: Where[];
  where?: (f: F) => Where[];
  accounts?: string[];
  keywordAlso?: string;
  typeColumn?: string;
}

/**
 * A kind's money documents the caller may see (their own only, under an own-records scope; removed ones never), each
 * row with the list's total, as its list and its detail show them.
 */
export class CashDocRows<R, F extends CashDocFilter = CashDocFilter> {
  constructor(
    protected readonly ds: DataSource,
    private readonly list: CashDocList<F>,
  ) {}

  /** A document as its list shows it (with the list's total); null when not there for the caller. */
  async detail(s: Session, docId: string): Promise<(R & { total: number }) | null> {
    const [row] = await this.rows(s, [['t.doc_id = $?', docId]]);
    return row ?? null;
  }

  /**
   * The documents the filters find, the latest first: counted (exactly up to EXACT_COUNT_LIMIT) and paged on the
   * table alone, joined to what a keyword also matches only when there is one; only the page's rows are named.
   */
  async page(s: Session, q: PageQuery, f: F): Promise<Page<R>> {
    const { table, joins, accounts = ['t.account_id'], keywordAlso, where } = this.list;
    const keyword = ['t.bill_no', 't.remark', ...(keywordAlso ? [keywordAlso] : [])].map((c) => `${c} ilike $?`).join(' or ');
    const { creatorIds } = recordScope(s);
    const params: unknown[] = [s.companyId, creatorIds ?? null];
    const conditions = this.conditions(params, [
      ...(where?.(f) ?? []),
      [`($?::text is null or $? in (${accounts.join(', ')}))`, f.accountId ?? null],
      whenGiven('t.status', f.status),
      ...(f.keyword ? [[`(${keyword})`, `%${f.keyword}%`] as Where] : []),
      ['($?::date is null or t.bill_date >= $?)', f.startDate ?? null],
      ['($?::date is null or t.bill_date <= $?)', f.endDate ?? null],
    ]);
    const found = `from ${table} t ${f.keyword && keywordAlso ? joins : ''}
       where t.company_id = $1 and t.status <> 'removed' and ($2::text[] is null or t.created_by = any($2))${conditions}`;
    const [total, rows] = await Promise.all([
      countRows(this.ds, `select 1 ${found}`, params),
      this.ds.query(
        `with page as materialized (select t.doc_id, row_number() over () as n from (
           select t.doc_id ${found} order by t.bill_date desc, t.created_at desc offset ${q.offset} limit ${q.pageSize}) t)
         select ${this.named} from page join ${table} t on t.doc_id = page.doc_id ${joins} left join users u on u.user_id = t.created_by
         order by page.n`,
        params,
      ),
    ]);
    return toPage(q, total, rows as R[]);
  }

  /** The type of a document of the company (by the kind's `typeColumn`); null when the company has none such. */
  async typeOf<T>(companyId: string, docId: string): Promise<T | null> {
    const [row] = await this.ds.query(
      `select ${this.list.typeColumn} as type from ${this.list.table} where doc_id = $1 and company_id = $2`,
      [docId, companyId],
    );
    return row?.type ?? null;
  }

  /** A document's `columns` as saved (the table's own, unqualified), to change its draft; null when not there for the caller. */
  async draft<S>(s: Session, docId: string, columns: string): Promise<S | null> {
    const { creatorIds } = recordScope(s);
    const params: unknown[] = [docId, s.companyId, creatorIds ?? null];
    const [row] = await this.ds.query(
      `select ${columns} from ${this.list.table} t
       where t.doc_id = $1 and t.company_id = $2 and t.status <> 'removed' and ($3::text[] is null or t.created_by = any($3))${this.conditions(params, [])}`,
      params,
    );
    return row ?? null;
  }

  /** What a row shows (`t` the document, `u` its creator). */
  private get named() {
    const { idField, head, columns } = this.list;
    return `t.doc_id as "${idField}", ${head ? `${head}, ` : ''}t.bill_no as "billNo", to_char(t.bill_date, 'YYYY-MM-DD') as "billDate", t.status,
            ${columns}, t.remark, u.user_name as "userName", t.created_at as "createTime"`;
  }

  private rows(s: Session, where: Where[]): Promise<(R & { total: number })[]> {
    const { table, joins } = this.list;
    const { creatorIds } = recordScope(s);
    const params: unknown[] = [s.companyId, creatorIds ?? null];
    return this.ds.query(
      `select ${this.named}, count(*) over ()::int as total
       from ${table} t ${joins} left join users u on u.user_id = t.created_by
       where t.company_id = $1 and t.status <> 'removed' and ($2::text[] is null or t.created_by = any($2))${this.conditions(params, where)}`,
      params,
    );
  }

  /** The kind's conditions and `where`, each `and`-ed with its value numbered after `params` (which takes it). */
  private conditions(params: unknown[], where: Where[]) {
    return [...(this.list.kind ?? []), ...where]
      .map(([sql, value]) => {
        const n = params.push(value);
        return ` and ${sql.replaceAll('$?', () => `$${n}`)}`;
      })
      .join('');
  }
}
