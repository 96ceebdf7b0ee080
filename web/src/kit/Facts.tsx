import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  fact: { display: 'flex', gap: tokens.spacingHorizontalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  strong: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** A fact of a detail screen; `strong` marks the figure that matters most (the document's amount). */
export type Fact = [term: string, value: ReactNode, strong?: boolean];

/** A detail screen's facts as a term / value grid. */
export function Facts({ facts, label }: { facts: Fact[]; label?: string }) {
  const s = useStyles();
  return (
    <dl className={s.facts} aria-label={label}>
      {facts.map(([term, value, strong]) => (
        <div key={term} className={s.fact}>
          <dt className={s.term}>{term}</dt>
          <dd className={mergeClasses(s.value, strong && s.strong)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
