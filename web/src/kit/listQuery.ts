import type { SortOrder } from '../api/types';

export interface Sort {
  sortField: string;
  sortOrder: SortOrder;
}

/** A click on a sortable header: ascending first, then descending, then back to the server's default order. */
export function nextSort(current: Sort | undefined, field: string): Sort | undefined {
  if (current?.sortField !== field) return { sortField: field, sortOrder: 'ascend' };
  return current.sortOrder === 'ascend' ? { sortField: field, sortOrder: 'descend' } : undefined;
}

/** Fluent's name for a column's sort state. */
export function sortDirection(current: Sort | undefined, field: string): 'ascending' | 'descending' | undefined {
  if (current?.sortField !== field) return undefined;
  return current.sortOrder === 'ascend' ? 'ascending' : 'descending';
}

export const pageCount = (totalCount: number, pageSize: number) => Math.max(1, Math.ceil(totalCount / pageSize));
