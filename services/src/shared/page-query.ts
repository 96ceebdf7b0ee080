import { ValidationError } from './errors';

export interface PageQuery {
  pageNo: number;
  pageSize: number;
  offset: number;
  /** The column to sort by, already mapped through the screen's whitelist. */
  sortColumn?: string;
  sortDirection: 'ASC' | 'DESC';
}

export interface Page<T> {
  pageNo: number;
  pageSize: number;
  totalCount: number;
  data: T[];
}

export const MAX_PAGE_SIZE = 200;
/** Far past the last page of any list, and an offset the database takes. */
export const MAX_PAGE_NO = 1_000_000;

function positiveInt(value: unknown, label: string, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' || (typeof value === 'string' && /^\d{1,16}$/.test(value)) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1) throw new ValidationError(`${label}必须是正整数`, label);
  return n;
}

/**
 * The page-query shape of every list: pageNo (default 1), pageSize (default 10, at most 200), sortField from
 * `sortable` (field name → SQL column) and sortOrder ascend | descend. `page` is accepted as pageNo's alias.
 */
export function parsePageQuery(body: Record<string, unknown>, sortable: Record<string, string> = {}): PageQuery {
  const pageNo = positiveInt(body.pageNo ?? body.page, 'pageNo', 1);
  if (pageNo > MAX_PAGE_NO) throw new ValidationError(`pageNo不能超过${MAX_PAGE_NO}`, 'pageNo');
  const pageSize = positiveInt(body.pageSize, 'pageSize', 10);
  if (pageSize > MAX_PAGE_SIZE) throw new ValidationError(`pageSize不能超过${MAX_PAGE_SIZE}`, 'pageSize');
  let sortColumn: string | undefined;
  if (body.sortField !== undefined && body.sortField !== null && body.sortField !== '') {
    sortColumn = typeof body.sortField === 'string' && Object.hasOwn(sortable, body.sortField) ? sortable[body.sortField] : undefined;
    if (!sortColumn) throw new ValidationError('sortField不是可排序的列', 'sortField');
  }
  const order = body.sortOrder ?? 'ascend';
  if (order !== 'ascend' && order !== 'descend') throw new ValidationError('sortOrder只能是 ascend 或 descend', 'sortOrder');
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize, sortColumn, sortDirection: order === 'descend' ? 'DESC' : 'ASC' };
}

export const toPage = <T>(q: PageQuery, totalCount: number, data: T[]): Page<T> => ({
  pageNo: q.pageNo,
  pageSize: q.pageSize,
  totalCount,
  data,
});

/** Counting stops here: a longer list is paged through, not counted row by row. */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * The rows `rowsSql` (a `select 1 from … where …`) yields: exact up to EXACT_COUNT_LIMIT, the planner's estimate
 * (never less than that) beyond it, so that the first page of a million movements does not wait for their count.
 */
export async function countRows(
  db: { query(sql: string, params?: unknown[]): Promise<unknown> },
  rowsSql: string,
  params: unknown[],
): Promise<number> {
  const [{ n }] = (await db.query(`select count(*)::int as n from (${rowsSql} limit ${EXACT_COUNT_LIMIT + 1}) t`, params)) as {
    n: number;
  }[];
  if (n <= EXACT_COUNT_LIMIT) return n;
  const [plan] = (await db.query(`explain (format json) ${rowsSql}`, params)) as { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[];
  return Math.max(n, Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']));
}
