import { Body1, Caption1, Link, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { formatDate } from '../../utils/format';

export interface NoticeRow {
  title: string;
  time: string;
  content: string;
  /** Where to get it (a phone app release). */
  link?: string;
}

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, paddingBottom: tokens.spacingVerticalS },
  head: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  content: { whiteSpace: 'pre-wrap', marginTop: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground2 },
});

export function NoticeList({ rows, label }: { rows: NoticeRow[]; label: string }) {
  const s = useStyles();
  return (
    <ul className={s.list} aria-label={label}>
      {rows.map((r, i) => (
        <li key={i} className={s.item}>
          <div className={s.head}>
            <Subtitle2>{r.title}</Subtitle2>
            <Caption1>{formatDate(r.time)}</Caption1>
          </div>
          <Body1 as="p" className={s.content}>
            {r.content}
          </Body1>
          {r.link && (
            <Link href={r.link} target="_blank" rel="noreferrer">
              下载
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
