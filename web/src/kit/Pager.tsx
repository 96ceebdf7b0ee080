import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { pageCount } from './listQuery';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Total, previous / next and the page position. */
export function Pager({
  pageNo,
  pageSize,
  totalCount,
  onChange,
}: {
  pageNo: number;
  pageSize: number;
  totalCount: number;
  onChange: (pageNo: number) => void;
}) {
  const s = useStyles();
  const pages = pageCount(totalCount, pageSize);
  return (
    <nav className={s.root} aria-label="分页">
      <Caption1>共 {totalCount} 条</Caption1>
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        disabled={pageNo <= 1}
        onClick={() => onChange(pageNo - 1)}
        aria-label="上一页"
      />
      <Caption1 aria-current="page">
        第 {pageNo} / {pages} 页
      </Caption1>
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronRightRegular />}
        disabled={pageNo >= pages}
        onClick={() => onChange(pageNo + 1)}
        aria-label="下一页"
      />
    </nav>
  );
}
