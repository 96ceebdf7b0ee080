import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { FilterField, type FilterProps } from '../../kit/FilterBar';
import { useLoad } from '../../hooks/useLoad';
import { periodList } from './api';
import { monthPeriod, monthTitle } from './month';

/**
 * A report's period as one of the closed months (结账), whose figures no longer change: it sets the report's
 * startDate and endDate to the month's first and last days. Shown once a month is closed.
 */
export function ClosedMonthChoice({ filters, setFilter }: FilterProps) {
  const { data } = useLoad(periodList, 'closed months');
  const closed = (data?.months ?? []).filter((m) => m.closed).map((m) => ({ id: m.month, name: monthTitle(m.month) }));
  if (!closed.length) return null;
  const chosen = closed.find((m) => {
    const p = monthPeriod(m.id);
    return p.startDate === filters.startDate && p.endDate === filters.endDate;
  });
  const choose = (month: string) => {
    if (!month) return;
    const p = monthPeriod(month);
    setFilter('startDate', p.startDate);
    setFilter('endDate', p.endDate);
  };
  return (
    <FilterField label="已结账月份">
      <ChoiceSelect choices={closed} value={chosen?.id ?? ''} onChange={choose} placeholder="按结账月份查看" />
    </FilterField>
  );
}
