import type { DataImportProgress } from '@jxc/services/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { Caption1, Field, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { countedAs } from './counted';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { maxHeight: '260px', overflowY: 'auto', margin: 0, paddingLeft: tokens.spacingHorizontalL },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

const STATUS = { previewed: '待确认', running: '导入中', done: '已完成', undone: '已撤销' } as const;

export const statusTitle = (status: keyof typeof STATUS) => STATUS[status];

/** The import's progress bar, then what it created (each bill a link to it), skipped and could not write. */
export function ImportReport({ progress }: { progress: DataImportProgress }) {
  const s = useStyles();
  const { written, skipped, failed, status } = progress;
  const { unit, thing } = countedAs(progress.kind);
  const summary =
    status === 'running'
      ? `正在导入：已处理 ${progress.done} / ${progress.documents} ${unit}，可离开本页，回来后继续显示进度`
      : `${statusTitle(status)}：新建 ${written.length} ${unit}${skipped.length ? `，跳过已导入 ${skipped.length} ${unit}` : ''}${failed.length ? `，失败 ${failed.length} ${unit}` : ''}`;
  const link = (docId?: string) =>
    progress.detailPath && progress.idField && docId ? `${progress.detailPath}?${progress.idField}=${docId}` : undefined;
  return (
    <div className={s.root}>
      <Field
        label={`${progress.title}导入进度`}
        validationMessage={summary}
        validationState={status === 'running' ? 'none' : failed.length ? 'warning' : 'success'}
      >
        <ProgressBar value={progress.percent / 100} thickness="large" aria-label="导入进度" />
      </Field>
      {status !== 'running' && failed.length > 0 && (
        <div>
          <Caption1>
            未能导入（整{unit}
            {thing}未写入）：
          </Caption1>
          <ul className={`${s.list} ${s.failed}`} aria-label="未能导入" tabIndex={0}>
            {failed.map((f) => (
              <li key={f.key}>
                {f.key}：{f.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {written.length > 0 && (
        <div>
          <Caption1>{status === 'undone' ? `已撤销的${thing}：` : '已新建：'}</Caption1>
          <ul className={s.list} aria-label="已新建" tabIndex={0}>
            {written.map((w) => {
              const to = link(w.docId);
              const name = w.billNo || w.key;
              return (
                <li key={w.key}>
                  {w.key.startsWith('#') || w.key === name ? '' : `${w.key} → `}
                  {to ? <RouterLink to={to}>{name}</RouterLink> : name}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {skipped.length > 0 && (
        <Caption1>
          已导入过而跳过：
          {skipped
            .slice(0, 20)
            .map((k) => `${k.key}（${k.billNo}）`)
            .join('、')}
          {skipped.length > 20 ? ` 等 ${skipped.length} ${unit}` : ''}
        </Caption1>
      )}
    </div>
  );
}
