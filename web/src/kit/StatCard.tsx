import type { ReactNode } from 'react';
import { Caption1, Card, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalXS, minWidth: 0 },
  clickable: { cursor: 'pointer' },
});

/** One figure on the home screen; clickable when `onClick` is given. */
export function StatCard({ label, value, note, onClick }: { label: string; value: ReactNode; note?: string; onClick?: () => void }) {
  const s = useStyles();
  return (
    <Card
      className={mergeClasses(s.card, onClick && s.clickable)}
      onClick={onClick}
      aria-label={onClick ? `${label}，查看详情` : undefined}
    >
      <Caption1>{label}</Caption1>
      <Title2 as="p" style={{ margin: 0 }}>
        {value}
      </Title2>
      {note && <Caption1>{note}</Caption1>}
    </Card>
  );
}
