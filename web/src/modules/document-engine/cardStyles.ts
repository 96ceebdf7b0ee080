import { makeStyles, tokens } from '@fluentui/react-components';

/** A document line as a card on a phone: number, product and action over label / value pairs, two to a row. */
export const useLineCardStyles = makeStyles({
  cards: { margin: 0, padding: 0 },
  card: {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  no: {
    flexShrink: 0,
    minWidth: '22px',
    height: '22px',
    borderRadius: tokens.borderRadiusCircular,
    textAlign: 'center',
    lineHeight: '22px',
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
  },
  title: { flex: 1, minWidth: 0 },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto minmax(0, 1fr)',
    alignItems: 'baseline',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, whiteSpace: 'nowrap' },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  wide: { gridColumn: 'span 3' },
  figures: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  figure: { display: 'flex', gap: tokens.spacingHorizontalXS, margin: 0 },
  strong: { fontWeight: tokens.fontWeightSemibold },
  error: { color: tokens.colorPaletteRedForeground1 },
  empty: { listStyleType: 'none', textAlign: 'center', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalL },
});
