import { makeStyles, tokens } from '@fluentui/react-components';

/** The phone forms' look: cards of fields, one line per SKU with its numbers side by side. */
export const useFormStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  line: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  name: { fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3 },
  numbers: { display: 'flex', gap: tokens.spacingHorizontalS, gridColumn: '1 / -1' },
  number: { flex: 1, minWidth: 0 },
  input: { minWidth: 0, width: '100%' },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});
