import type { Sort } from './listQuery';

/** The page size of a list unless the URL names another. */
export const DEFAULT_PAGE_SIZE = 10;

/** The largest page size a URL may ask for. */
export const MAX_PAGE_SIZE = 200;

/**
 * The URL search parameters of a list screen. Filters go by their own field names (status, warehouseId,
 * startDate …), so these names are reserved.
 */
export const LIST_PARAMS = { page: 'page', size: 'size', sort: 'sort', order: 'order', keyword: 'q' } as const;

/** A list's filters as the URL holds them: blank means not filtered. */
export type Filters = Record<string, string>;

/** What a list screen shows: page, page size, sort, keyword and filters. */
export interface ListUrlState {
  pageNo: number;
  pageSize: number;
  keyword: string;
  sort: Sort | undefined;
  filters: Filters;
  /**
   * What a filter picked from a server look-up (a supplier, a customer) is called, so that it shows again
   * without asking the server: by filter, in the URL as the filter's name with Id turned into Name (supplierName).
   */
  labels: Filters;
}

/** The URL parameter naming what a filter's id is: supplierId → supplierName. */
export const labelParam = (filter: string) => `${filter.replace(/Id$/, '')}Name`;

/** A list's defaults: its page size and its filters' starting values (the filters it has). */
export interface ListDefaults {
  pageSize?: number;
  filters?: Filters;
}

const ORDERS = { asc: 'ascend', desc: 'descend' } as const;

const positiveInt = (raw: string | null): number | undefined => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * Reads a list's state from the URL: `page`, `size`, `sort` + `order` (asc|desc), `q` and each filter by its own
 * name. Missing or malformed values fall back to the defaults; a filter the URL names with an empty value is
 * not filtered even if its default is set. Only the list's own filters are read: other parameters (a
 * detail's id) are not filters.
 */
export function readListState(params: URLSearchParams, defaults: ListDefaults = {}): ListUrlState {
  const pageSize = Math.min(positiveInt(params.get(LIST_PARAMS.size)) ?? defaults.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const sortField = params.get(LIST_PARAMS.sort);
  const order = ORDERS[params.get(LIST_PARAMS.order) as keyof typeof ORDERS] ?? 'ascend';
  const filters: Filters = { ...defaults.filters };
  const labels: Filters = {};
  for (const key of Object.keys(filters)) {
    const v = params.get(key);
    if (v !== null) filters[key] = v;
    const label = params.get(labelParam(key));
    if (label && filters[key]) labels[key] = label;
  }
  return {
    pageNo: positiveInt(params.get(LIST_PARAMS.page)) ?? 1,
    pageSize,
    keyword: (params.get(LIST_PARAMS.keyword) ?? '').trim(),
    sort: sortField ? { sortField, sortOrder: order } : undefined,
    filters,
    labels,
  };
}

/**
 * Writes a change of a list's state into the URL's parameters, leaving the others (a detail's id, a link's
 * preset) as they are. Defaults are left out, so a list untouched has a clean URL.
 */
export function writeListState(params: URLSearchParams, change: Partial<ListUrlState>, defaults: ListDefaults = {}): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | undefined) => (value === undefined ? next.delete(name) : next.set(name, value));
  if ('pageNo' in change) put(LIST_PARAMS.page, change.pageNo && change.pageNo > 1 ? String(change.pageNo) : undefined);
  if ('pageSize' in change)
    put(
      LIST_PARAMS.size,
      change.pageSize && change.pageSize !== (defaults.pageSize ?? DEFAULT_PAGE_SIZE) ? String(change.pageSize) : undefined,
    );
  if ('keyword' in change) put(LIST_PARAMS.keyword, change.keyword?.trim() || undefined);
  if ('sort' in change) {
    put(LIST_PARAMS.sort, change.sort?.sortField);
    put(LIST_PARAMS.order, change.sort ? (change.sort.sortOrder === 'descend' ? 'desc' : 'asc') : undefined);
  }
  for (const [key, value] of Object.entries(change.filters ?? {})) {
    const initial = defaults.filters?.[key] ?? '';
    // A blank filter whose default is set stays in the URL as empty: it is not filtered on purpose.
    put(key, value === initial ? undefined : value);
    put(labelParam(key), (value && change.labels?.[key]) || undefined);
  }
  return next;
}

/** The filters with the blank ones left out, as a page query takes them. */
export const activeFilters = (f: Filters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== ''));

/** A yes/no filter ('true', 'false' or blank) as a query takes it. */
export const booleanFilter = (v: unknown): boolean | undefined => (v === 'true' ? true : v === 'false' ? false : undefined);

/** The choice a look-up filter holds (its id, and what the URL says it is called), or null when not filtered. */
export const pickedChoice = (filters: Filters, labels: Filters, field: string): { id: string; name: string } | null =>
  filters[field] ? { id: filters[field], name: labels[field] ?? '' } : null;
