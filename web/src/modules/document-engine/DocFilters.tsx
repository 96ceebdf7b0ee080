import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { useHeaderChoices, useWarehouses } from './choices';
import { ChoiceFilter, DateRange, FilterBar, FilterField } from '../../kit/FilterBar';
import { SearchSelect } from '../../kit/SearchSelect';
import { pickedChoice, type Filters } from '../../kit/listState';
import { warehouseOf, type Choice, type DocKind } from './kind';
import { STATUS_NAMES } from './StatusBadge';

const STATUSES: Choice[] = Object.entries(STATUS_NAMES).map(([id, name]) => ({ id, name }));

/** A document list's filters: status, dates, partner, warehouse and the kind's own fields (the keyword is the list's search box). */
export const docFilters = (kind: DocKind): Filters => ({
  status: '',
  startDate: '',
  endDate: '',
  ...(kind.partner && { [kind.partner.field]: '' }),
  ...(!kind.unwarehoused && { [warehouseOf(kind).field]: '' }),
  ...Object.fromEntries((kind.headerFields ?? []).map((h) => [h.field, ''])),
  ...(kind.StockConfirmation && { stockState: '' }),
});

/** 分仓出入库: documents whose goods still (partly) await the warehouse, or all confirmed. */
const stockStates = (verb: string): Choice[] => [
  { id: 'waiting', name: `待${verb}（含部分${verb}）` },
  { id: 'done', name: `已${verb}` },
];

export function DocFilters({
  kind,
  filters,
  labels,
  setFilter,
}: {
  kind: DocKind;
  filters: Filters;
  labels: Filters;
  setFilter: (name: string, value: string, label?: string) => void;
}) {
  const warehouses = useWarehouses();
  const choices = useHeaderChoices(kind.headerFields);
  const warehouse = warehouseOf(kind);
  const partner = kind.partner;
  return (
    <FilterBar filters={filters}>
      <ChoiceFilter label="状态" field="status" choices={STATUSES} filters={filters} setFilter={setFilter} />
      <DateRange filters={filters} setFilter={setFilter} />
      {partner && (
        <FilterField label={partner.label}>
          <SearchSelect
            value={pickedChoice(filters, labels, partner.field)}
            search={partner.choices}
            placeholder="全部"
            onChange={(c) => setFilter(partner.field, c?.id ?? '', c?.name)}
          />
        </FilterField>
      )}
      {!kind.unwarehoused && (
        <FilterField label={warehouse.label}>
          <ChoiceSelect
            choices={warehouses}
            value={filters[warehouse.field]}
            onChange={(v) => setFilter(warehouse.field, v)}
            emptyLabel="全部"
          />
        </FilterField>
      )}
      {kind.StockConfirmation && (
        <FilterField label={`${kind.outbound ? '出库' : '入库'}状态`}>
          <ChoiceSelect
            choices={stockStates(kind.outbound ? '出库' : '入库')}
            value={filters.stockState}
            onChange={(v) => setFilter('stockState', v)}
            emptyLabel="全部"
          />
        </FilterField>
      )}
      {kind.headerFields?.map((h) => (
        <FilterField key={h.field} label={h.label}>
          <ChoiceSelect choices={choices[h.field]} value={filters[h.field]} onChange={(v) => setFilter(h.field, v)} emptyLabel="全部" />
        </FilterField>
      ))}
    </FilterBar>
  );
}
