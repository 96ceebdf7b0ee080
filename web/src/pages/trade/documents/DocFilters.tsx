import { useState } from 'react';
import { ChoiceSelect } from '../common/ChoiceSelect';
import { useWarehouses } from '../common/choices';
import { DateRange, FilterBar, FilterField } from '../common/FilterBar';
import { SearchSelect } from '../common/SearchSelect';
import type { Filters } from '../common/useFilteredList';
import type { Choice, DocKind } from './kind';
import { STATUS_NAMES } from './StatusBadge';

const STATUSES: Choice[] = Object.entries(STATUS_NAMES).map(([id, name]) => ({ id, name }));

/** A document list's filters: status, dates, partner and warehouse (the keyword is the list's search box). */
export const docFilters = (kind: DocKind): Filters => ({ status: '', startDate: '', endDate: '', [kind.partner.field]: '', warehouseId: '' });

export function DocFilters({ kind, filters, setFilter }: { kind: DocKind; filters: Filters; setFilter: (name: string, value: string) => void }) {
  const warehouses = useWarehouses();
  const [partner, setPartner] = useState<Choice | null>(null);
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
          onChange={(c) => {
            setPartner(c);
            setFilter(kind.partner.field, c?.id ?? '');
          }}
        />
      </FilterField>
      <FilterField label="仓库">
        <ChoiceSelect choices={warehouses} value={filters.warehouseId} onChange={(v) => setFilter('warehouseId', v)} emptyLabel="全部" />
      </FilterField>
    </FilterBar>
  );
}
