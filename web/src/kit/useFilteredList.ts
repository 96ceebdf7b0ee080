import type { FilteredQuery, Page } from '../api/types';
import { activeFilters, type Filters } from './listState';
import { useList } from './useList';

export { activeFilters, type Filters };

/**
 * A list with a screen's own filters, given with their starting values; all of its state is in the URL
 * (useListState). Changing a filter goes back to the first page.
 */
export function useFilteredList<T>(load: (q: FilteredQuery) => Promise<Page<T>>, initial: Filters) {
  const list = useList((q: FilteredQuery) => load(q), { filters: initial });
  const setFilter = (name: string, value: string, label?: string) => list.filter(name, value, label);
  return { list, filters: list.filters, labels: list.labels, setFilter };
}
