import type { ReactNode } from 'react';
import { Card, Field, makeStyles, tokens } from '@fluentui/react-components';
import { ChoiceSelect, type Choice } from './ChoiceSelect';
import { DateInput } from './DateInput';
import { FilterToggle } from './FilterToggle';
import type { Filters } from './listState';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  // Fluent's selects bring a 250px minimum of their own: the field decides the width.
  field: { minWidth: '150px', flex: '0 1 200px', '& .fui-Dropdown, & .fui-Combobox': { minWidth: 0, width: '100%' } },
});

/** The filter fields of a list screen, above its rows; on a phone folded behind 筛选, which counts the `filters` set. */
export function FilterBar({ children, filters }: { children: ReactNode; filters?: Filters }) {
  const s = useStyles();
  return (
    <Card>
      <FilterToggle filters={filters}>
        <div className={s.bar} role="group" aria-label="筛选条件">
          {children}
        </div>
      </FilterToggle>
    </Card>
  );
}

/** A labelled filter field of the bar. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field label={label} className={useStyles().field}>
      {children}
    </Field>
  );
}

export type FilterProps = { filters: Filters; setFilter: (name: string, value: string) => void };

/** 开始日期 and 结束日期 filters (startDate, endDate). */
export function DateRange({ filters, setFilter }: FilterProps) {
  return (
    <>
      <FilterField label="开始日期">
        <DateInput value={filters.startDate} max={filters.endDate || undefined} onChange={(v) => setFilter('startDate', v)} />
      </FilterField>
      <FilterField label="结束日期">
        <DateInput value={filters.endDate} min={filters.startDate || undefined} onChange={(v) => setFilter('endDate', v)} />
      </FilterField>
    </>
  );
}

/** A filter by one of a short list of choices, kept under `field` in the list's state; '' is 全部 (or `emptyLabel`). */
export function ChoiceFilter({
  label,
  field,
  choices,
  emptyLabel = '全部',
  filters,
  setFilter,
}: FilterProps & { label: string; field: string; choices: readonly Choice[]; emptyLabel?: string }) {
  return (
    <FilterField label={label}>
      <ChoiceSelect choices={choices} value={filters[field]} onChange={(v) => setFilter(field, v)} emptyLabel={emptyLabel} />
    </FilterField>
  );
}
