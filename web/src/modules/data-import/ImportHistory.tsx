import { DATA_IMPORT_KINDS } from '@jxc/services/contracts';
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useLoad } from '../../hooks/useLoad';
import { formatDateTime } from '../../utils/format';
import { importList } from './api';
import { countedAs } from './counted';
import { statusTitle } from './ImportReport';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The company's recent imports, each opened to see its progress or report (and undo it). */
export function ImportHistory({ onOpen }: { onOpen: (importId: string) => void }) {
  const s = useStyles();
  const { data } = useLoad(importList, 'data-imports');
  if (!data?.data.length) return null;
  return (
    <section className={s.root} aria-label="导入记录">
      <Caption1>导入记录</Caption1>
      {data.data.map((i) => (
        <div key={i.importId} className={s.item}>
          <span>
            {formatDateTime(i.createdAt)} {DATA_IMPORT_KINDS.find((k) => k.kind === i.kind)?.title} {i.fileName}：{statusTitle(i.status)}
            ，新建 {i.written}/{i.documents} {countedAs(i.kind).unit}
            {i.skipped ? `，跳过 ${i.skipped}` : ''}
            {i.failed ? `，失败 ${i.failed}` : ''}
          </span>
          <Button size="small" onClick={() => onOpen(i.importId)} aria-label={`查看 ${i.fileName}`}>
            查看
          </Button>
        </div>
      ))}
    </section>
  );
}
