import { useEffect, useEffectEvent, useReducer, useRef } from 'react';
import {
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { importErrors, importProgress, importTemplate, startImport, type ImportKind } from './api';
import { errorMessage } from '../../api/http';
import { downloadPayload, filePayload } from '../../kit/files';
import { IMPORT_MAX_BYTES, IMPORT_POLL_MS, importReducer, importSummary } from './importState';

export interface ImportPanelProps {
  kind: ImportKind;
  /** What a row is: '客户' … */
  title: string;
  /** Once an import has finished (to reload a list). */
  onFinished?: () => void;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  steps: { margin: 0, paddingLeft: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  errors: { maxHeight: '240px', overflowY: 'auto' },
});

/** Excel import: the template, the upload, a progress bar from the server's job, the summary and the failed rows. */
export function ImportPanel({ kind, title, onFinished }: ImportPanelProps) {
  const s = useStyles();
  const [state, dispatch] = useReducer(importReducer, { phase: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const importId = state.phase === 'running' ? state.importId : undefined;
  // onFinished is the caller's inline callback: it does not start another poll loop.
  const finished = useEffectEvent(() => onFinished?.());

  useEffect(() => {
    if (!importId) return;
    let live = true;
    const poll = async () => {
      const progress = await importProgress(importId).catch(() => undefined);
      if (!live) return;
      if (progress) dispatch({ type: 'progress', progress });
      if (!progress || progress.status === 'running') timer = setTimeout(() => void poll(), IMPORT_POLL_MS);
      else finished();
    };
    let timer = setTimeout(() => void poll(), IMPORT_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [importId]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!/\.xlsx$/i.test(file.name)) return dispatch({ type: 'refused', message: '请选择 .xlsx 格式的 Excel 文件' });
    if (file.size > IMPORT_MAX_BYTES) return dispatch({ type: 'refused', message: '文件不能超过5MB，请分批导入' });
    dispatch({ type: 'upload', fileName: file.name });
    try {
      const started = await startImport(kind, await filePayload(file));
      dispatch({ type: 'started', ...started });
    } catch (e) {
      dispatch({ type: 'refused', message: errorMessage(e) });
    }
  };

  const busy = state.phase === 'uploading' || state.phase === 'running';
  const progress = state.phase === 'running' || state.phase === 'finished' ? state.progress : undefined;
  return (
    <div className={s.root}>
      <ol className={s.steps}>
        <li>
          下载模板，按列标题填写{title}资料（带“名称”“编码”的列必填）；
          {kind === 'Product' && '辅助单位、商品分类和各仓库期初数量的写法见模板的“填写说明”页；'}
        </li>
        <li>选择填好的 .xlsx 文件上传，系统逐行导入，正确的行会保存；</li>
        <li>有错误的行可下载“错误行”表格，改正后再次导入。</li>
      </ol>
      <div className={s.row}>
        <Button icon={<ArrowDownloadRegular />} onClick={() => void importTemplate(kind).then(downloadPayload, () => undefined)}>
          下载模板
        </Button>
        <Button appearance="primary" icon={<ArrowUploadRegular />} disabled={busy} onClick={() => input.current?.click()}>
          {state.phase === 'uploading' ? '上传中…' : '选择文件并导入'}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label="选择导入文件"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {state.phase !== 'idle' && <Caption1>{state.fileName}</Caption1>}
      </div>
      {state.phase === 'idle' && state.error && (
        <MessageBar intent="error">
          <MessageBarBody>{state.error}</MessageBarBody>
        </MessageBar>
      )}
      {progress && (
        <Field
          label="导入进度"
          validationMessage={importSummary(progress)}
          validationState={progress.status === 'running' ? 'none' : progress.failed ? 'warning' : 'success'}
        >
          <ProgressBar value={progress.percent / 100} thickness="large" />
        </Field>
      )}
      {progress && progress.status !== 'running' && progress.failed > 0 && (
        <>
          <div className={s.row}>
            <Button
              icon={<ArrowDownloadRegular />}
              onClick={() => void importErrors(state.phase === 'finished' ? state.importId : '').then(downloadPayload, () => undefined)}
            >
              下载错误行
            </Button>
          </div>
          {/* Many errors scroll inside the box: it takes the focus, so that the arrow keys scroll it too. */}
          <div className={s.errors} tabIndex={0}>
            <Table size="small" aria-label="导入错误">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell style={{ width: 80 }}>行号</TableHeaderCell>
                  <TableHeaderCell>错误原因</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {progress.errors.map((e) => (
                  <TableRow key={e.rowNo}>
                    <TableCell>{e.rowNo}</TableCell>
                    <TableCell>{e.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </div>
  );
}
