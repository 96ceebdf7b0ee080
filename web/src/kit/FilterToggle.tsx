import { useId, useState, type ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import { useBreakpoint } from '../hooks/useBreakpoint';
import { activeFilters, type Filters } from './listState';

const useStyles = makeStyles({
  // No display of its own, so that `hidden` folds it.
  folded: { width: '100%' },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** How many of a list's filters are set. */
export const activeCount = (filters?: Filters) => (filters ? Object.keys(activeFilters(filters)).length : 0);

/**
 * Filters as they are on wide screens; on a phone, folded behind a 筛选 button that counts the filters set, so the
 * first screen shows rows rather than fields.
 */
export function FilterToggle({ filters, children }: { filters?: Filters; children: ReactNode }) {
  const s = useStyles();
  const mobile = useBreakpoint() === 'mobile';
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!mobile) return <>{children}</>;
  const count = activeCount(filters);
  return (
    <>
      <Button icon={<FilterRegular />} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {count ? `筛选（${count}）` : '筛选'}
      </Button>
      <div id={id} className={s.folded} hidden={!open}>
        <div className={s.fields}>{children}</div>
      </div>
    </>
  );
}
