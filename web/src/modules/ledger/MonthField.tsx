import { Input } from '@fluentui/react-components';
import { FilterField } from '../../kit/FilterBar';

/** A month of the books (期间), yyyy-MM, in the filter bar. */
export function MonthField({ label = '期间', value, onChange }: { label?: string; value: string; onChange: (month: string) => void }) {
  return (
    <FilterField label={label}>
      <Input type="month" value={value} onChange={(_, d) => d.value && onChange(d.value)} />
    </FilterField>
  );
}
