import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { FilterField, type FilterProps } from '../../kit/FilterBar';
import { useWarehouses } from './choices';

/** The 仓库 filter (warehouseId) over the company's warehouses. */
export function WarehouseFilter({ filters, setFilter }: FilterProps) {
  return (
    <FilterField label="仓库">
      <ChoiceSelect
        choices={useWarehouses()}
        value={filters.warehouseId}
        emptyLabel="全部仓库"
        onChange={(v) => setFilter('warehouseId', v)}
      />
    </FilterField>
  );
}
