import { Caption1, Card, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { cellText, type NumberFormats } from './cells';
import type { ReportColumn, ReportRow } from './definition';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' },
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
});

/** A report's headline figures, each its title over its value (*** where the user may not see it). */
export function Headline({
  columns,
  figures,
  formats,
  label,
}: {
  columns: readonly ReportColumn[];
  figures: ReportRow;
  formats: NumberFormats;
  label: string;
}) {
  const s = useStyles();
  return (
    <Card>
      <dl className={s.grid} aria-label={label} style={{ margin: 0 }}>
        {columns.map((c) => (
          <div key={c.key} className={s.figure}>
            <dt>
              <Caption1>{c.title}</Caption1>
            </dt>
            <dd style={{ margin: 0 }}>
              <Subtitle1>{cellText(c, figures, formats)}</Subtitle1>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
