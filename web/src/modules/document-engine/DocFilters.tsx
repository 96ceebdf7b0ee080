import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { useWarehouses } from './choices';
import { DateRange, FilterBar, FilterField } from '../../kit/FilterBar';
import { SearchSelect } from '../../kit/SearchSelect';
import { pickedChoice, type Filters } from '../../kit/listState';
import type { Choice, DocKind } from './kind';
import { STATUS_NAMES } from './StatusBadge';

const STATUSES: Choice[] = Object.entries(STATUS_NAMES).map(([id, name]) => ({ id, name }));

/** A document list's filters: status, dates, partner and warehouse (the keyword is the list's search box). */
export const docFilters = (kind: DocKind): Filters => ({ status: '', startDate: '', endDate: '', [kind.partner.field]: '', warehouseId: '' });

export function DocFilters({ kind, filters, labels, setFilter }: { kind: DocKind; filters: Filters; labels: Filters; setFilter: (name: string, value: string, label?: string) => void }) {
  const warehouses = useWarehouses();
  const partner = pickedChoice(filters, labels, kind.partner.field);
  return (
    <FilterBar>
      <FilterField label="状态">
        <ChoiceSelect choices={STATUSES} value={filters.status} onChange={(v) => setFilter('status', v)} emptyLabel="全部" />
      </FilterField>
      <DateRange filters={filters} setFilter={setFilter} />
      <FilterField label={kind.partner.label}>
        <SearchSelect
          value={partner}
          search={kind.partner.choices}
          placeholder="全部"
          onChange={(c) => setFilter(kind.partner.field, c?.id ?? '', c?.name)}
        />
      </FilterField>
      <FilterField label="仓库">
        <ChoiceSelect choices={warehouses} value={filters.warehouseId} onChange={(v) => setFilter('warehouseId', v)} emptyLabel="全部" />
      </FilterField>
    </FilterBar>
  );
}
