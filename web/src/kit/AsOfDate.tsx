import { Button } from '@fluentui/react-components';
import { formatDate } from '../utils/format';
import { DateInput } from './DateInput';
import { FilterField, type FilterProps } from './FilterBar';

/**
 * 截至日期 (asOfDate): stock taken at the end of a past day instead of now; empty is now (看当前 empties it), and no day
 * after today is offered (the server reads one as today).
 */
export function AsOfDate({ filters, setFilter }: FilterProps) {
  return (
    <>
      <FilterField label="截至日期">
        <DateInput
          value={filters.asOfDate ?? ''}
          max={formatDate(new Date())}
          placeholder="当前"
          aria-label="截至日期"
          onChange={(v) => setFilter('asOfDate', v)}
        />
      </FilterField>
      {filters.asOfDate && <Button onClick={() => setFilter('asOfDate', '')}>看当前</Button>}
    </>
  );
}
