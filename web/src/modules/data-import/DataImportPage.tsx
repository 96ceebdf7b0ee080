import {
  DATA_IMPORT_KINDS,
  type DataImportKind,
  type DataImportPreview,
  type DataImportProgress,
  type DataImportRef,
} from '@jxc/services/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  Button,
  Caption1,
  Card,
  Checkbox,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUndoRegular, ArrowUploadRegular, CheckmarkRegular } from '@fluentui/react-icons';
import { errorMessage } from '../../api/http';
import type { FilePayload } from '../../api/types';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { downloadPayload, filePayload } from '../../kit/files';
import { notifySuccess } from '../../notify/bus';
import { confirmImport, importList, importProgress, importTemplate, previewImport, undoImport } from './api';
import { countedAs } from './counted';
import { ImportHistory } from './ImportHistory';
import { ImportReport } from './ImportReport';
import { PreviewTable } from './PreviewTable';

const POLL_MS = 1000;
const SHOWN_ERRORS = 50;
const MAX_BYTES = 8 * 1024 * 1024;
const REF_TITLES: Record<DataImportRef, string> = { Product: '商品', Custom: '客户', Supplier: '供应商', Warehouse: '仓库' };
const CREATABLE: DataImportRef[] = ['Product', 'Custom', 'Supplier'];

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, maxWidth: '1200px' },
  steps: { margin: 0, paddingLeft: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  kind: { minWidth: '180px' },
  choices: { display: 'flex', flexDirection: 'column' },
  errors: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    maxHeight: '160px',
    overflowY: 'auto',
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
  },
});

type Upload = { kind: DataImportKind; file: FilePayload };

/**
 * 数据导入: choose what to import, fill the template in, upload it for a preview (every row checked, bad cells marked,
 * names of no record offered for creation), confirm, watch the background import and read its report; undo it whole.
 */
export function DataImportPage() {
  const s = useStyles();
  const asked = useSearchParams()[0].get('kind');
  const [kind, setKind] = useState<DataImportKind>(DATA_IMPORT_KINDS.find((k) => k.kind === asked)?.kind ?? 'Buy');
  const [upload, setUpload] = useState<Upload>();
  const [create, setCreate] = useState<DataImportRef[]>([]);
  const [preview, setPreview] = useState<DataImportPreview>();
  const [progress, setProgress] = useState<DataImportProgress>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const [listed, setListed] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const title = DATA_IMPORT_KINDS.find((k) => k.kind === kind)!.title;

  // Coming back to the page: the latest import still running shows its progress again.
  useEffect(() => {
    let live = true;
    void importList().then(({ data }) => {
      const running = data.find((i) => i.status === 'running');
      if (live && running) void importProgress(running.importId).then((p) => live && setProgress(p));
    });
    return () => {
      live = false;
    };
  }, []);

  const runningId = progress?.status === 'running' ? progress.importId : undefined;
  useEffect(() => {
    if (!runningId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      const p = await importProgress(runningId).catch(() => undefined);
      if (!live) return;
      if (p) setProgress(p);
      if (!p || p.status === 'running') timer = setTimeout(() => void poll(), POLL_MS);
      else setListed((n) => n + 1);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [runningId]);

  const check = async (next: Upload, chosen: DataImportRef[]) => {
    const before = create;
    setBusy(true);
    setError(undefined);
    setCreate(chosen);
    try {
      setPreview(await previewImport(next.kind, next.file, chosen));
      setUpload(next);
      setProgress(undefined);
    } catch (e) {
      setCreate(before);
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!/\.xlsx$/i.test(file.name)) return setError('请选择 .xlsx 格式的 Excel 文件');
    if (file.size > MAX_BYTES) return setError('文件不能超过8MB，请分批导入');
    await check({ kind, file: await filePayload(file) }, []);
  };

  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      setProgress(await confirmImport(preview.importId));
      setPreview(undefined);
      setListed((n) => n + 1);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    if (!progress) return;
    setUndoing(false);
    setBusy(true);
    try {
      const p = await undoImport(progress.importId);
      setProgress(p);
      setListed((n) => n + 1);
      if (p.undoErrors?.length) setError(`部分${countedAs(p.kind).thing}未能撤销：${p.undoErrors.join('；')}`);
      else notifySuccess(p.kind === 'Product' ? '导入已撤销：商品已删除' : '导入已撤销：单据已红冲');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const missing = CREATABLE.map((ref) => ({
    ref,
    values: [...(preview?.missing ?? []), ...(preview?.created ?? [])].filter((m) => m.kind === ref).map((m) => m.value),
  })).filter((m) => m.values.length);
  const ready = preview && !preview.errorCount;
  const counted = countedAs(preview?.kind ?? kind);
  return (
    <Card className={s.card}>
      <Subtitle2 as="h1">数据导入</Subtitle2>
      <ol className={s.steps}>
        <li>选择导入类型，下载模板，按列标题填写（同一单据编号的多行是一张单据的多行明细，同一商品编码的多行是一个商品的多个规格）；</li>
        <li>上传填好的文件：系统逐行检查并预览，此时不会写入任何数据；</li>
        <li>没有错误后确认导入：每张单据整张写入（保存并审核），可随时撤销整次导入（单据红冲，新建的商品删除）。</li>
      </ol>
      <Caption1>
        商品的期初库存用“期初库存”导入；要在商品表里按仓库直接填期初数量，请用 <RouterLink to="/management/Import">导入商品</RouterLink>。
        客户、供应商资料请在 <RouterLink to="/client/Import">导入客户</RouterLink>、
        <RouterLink to="/supplier/Import">导入供应商</RouterLink> 中导入。
      </Caption1>
      <div className={s.row}>
        <Field label="导入类型" className={s.kind}>
          <Dropdown
            value={title}
            selectedOptions={[kind]}
            onOptionSelect={(_, d) => {
              setKind(d.optionValue as DataImportKind);
              setPreview(undefined);
            }}
            aria-label="导入类型"
          >
            {DATA_IMPORT_KINDS.map((k) => (
              <Option key={k.kind} value={k.kind}>
                {k.title}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Button icon={<ArrowDownloadRegular />} onClick={() => void importTemplate(kind).then(downloadPayload, () => undefined)}>
          下载模板
        </Button>
        <Button appearance="primary" icon={<ArrowUploadRegular />} disabled={busy} onClick={() => input.current?.click()}>
          {busy && !progress ? '检查中…' : '选择文件并预览'}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label="选择导入文件"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {upload && preview && <Caption1>{upload.file.fileName}</Caption1>}
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {preview && upload && (
        <>
          <MessageBar intent={ready ? 'success' : 'warning'}>
            <MessageBarBody>
              共 {preview.total} 行，{preview.documents} {counted.unit}
              {counted.thing}
              {preview.skipped.length ? `，其中 ${preview.skipped.length} ${counted.unit}已导入过，将跳过` : ''}；
              {ready ? '检查通过，确认后开始导入' : `${preview.errorCount} 处错误（标红的单元格），请改正后重新上传`}
            </MessageBarBody>
          </MessageBar>
          {preview.errorCount > 0 && (
            <ul className={s.errors} aria-label="错误" tabIndex={0}>
              {preview.errors.slice(0, SHOWN_ERRORS).map((e) => (
                <li key={`${e.rowNo}|${e.column}|${e.message}`}>
                  第{e.rowNo}行 {e.column}：{e.message}
                </li>
              ))}
              {preview.errorCount > SHOWN_ERRORS && <li>… 共 {preview.errorCount} 处</li>}
            </ul>
          )}
          {missing.length > 0 && (
            <div className={s.choices}>
              {missing.map(({ ref, values }) => (
                <Checkbox
                  key={ref}
                  disabled={busy}
                  checked={create.includes(ref)}
                  label={`新建不存在的${REF_TITLES[ref]}（${values.length}个：${values.slice(0, 5).join('、')}${values.length > 5 ? '…' : ''}）`}
                  onChange={(_, d) => void check(upload, d.checked ? [...create, ref] : create.filter((c) => c !== ref))}
                />
              ))}
            </div>
          )}
          <PreviewTable preview={preview} />
          {preview.rows.length < preview.total && <Caption1>预览显示前 {preview.rows.length} 行（有错误的行在前）</Caption1>}
          <div className={s.row}>
            <Button appearance="primary" icon={<CheckmarkRegular />} disabled={!ready || busy} onClick={() => void confirm()}>
              确认导入
            </Button>
            <Button disabled={busy} onClick={() => setPreview(undefined)}>
              取消
            </Button>
          </div>
        </>
      )}
      {progress && (
        <>
          <ImportReport progress={progress} />
          {progress.status === 'done' && progress.written.length > 0 && (
            <div>
              <Button icon={<ArrowUndoRegular />} disabled={busy} onClick={() => setUndoing(true)}>
                {busy ? '撤销中…' : '撤销本次导入'}
              </Button>
            </div>
          )}
        </>
      )}
      <ImportHistory key={listed} onOpen={(id) => void importProgress(id).then((p) => (setPreview(undefined), setProgress(p)))} />
      <ConfirmDialog
        open={undoing}
        title="撤销导入"
        message={
          progress?.kind === 'Product'
            ? `将删除本次导入新建的 ${progress.written.length} 个商品（其中有商品已在单据中使用时不能撤销），确定撤销吗？`
            : `将红冲本次导入新建的 ${progress?.written.length ?? 0} 张单据（期初余额恢复为导入前），确定撤销吗？`
        }
        confirmLabel="撤销导入"
        onConfirm={() => void undo()}
        onCancel={() => setUndoing(false)}
      />
    </Card>
  );
}
