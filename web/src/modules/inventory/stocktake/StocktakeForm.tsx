import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Option,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  ArrowUploadRegular,
  CheckmarkRegular,
  PeopleTeamRegular,
  PrintRegular,
  TableSimpleRegular,
} from '@fluentui/react-icons';
import { errorMessage } from '../../../api/http';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { workbookBlob } from '../../../kit/exportRows';
import { Facts } from '../../../kit/Facts';
import { downloadBlob, filePayload } from '../../../kit/files';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useServerCall } from '../../../kit/useServerCall';
import { useUnsavedGuard } from '../../../kit/useUnsavedGuard';
import { notifySuccess, notifyWarning } from '../../../notify/bus';
import { formatDate } from '../../../utils/format';
import { FailureBar, isOpen, Refused, SkuEntry, SkuPicker, useWarehouses, type Sku } from '../../document-engine';
import { countSheet, importCount, INVTAK_API, productClasses, saveCount, type CountDetailLine } from './api';
import { CountGrid, focusCount } from './CountGrid';
import { CountTogether } from './CountTogether';
import { teamCounts } from './teamCounts';
import { CountSerialsDialog } from './CountSerialsDialog';
import { CountSheetPrint } from './CountSheetPrint';
import { INVTAK } from './kind';
import {
  addBatch,
  addLines,
  countLine,
  countOneMore,
  countTotals,
  fillBook,
  isClean,
  linesFromSaved,
  mergeImported,
  sheetRows,
  toSaveInput,
  validateCount,
  withFound,
  type CountHeader,
  type CountLine,
  type CountProblems,
} from './sheet';
import { DateInput } from '../../../kit/DateInput';

const today = () => formatDate(new Date());
const NO_PROBLEMS: CountProblems = { header: {}, lines: {} };
const detailOf = (id: string) => `${INVTAK.paths.detail}?invtakId=${encodeURIComponent(id)}`;

interface CountForm {
  header: CountHeader;
  lines: CountLine[];
}

/**
 * A saved stocktake as a form: its draft to edit, or (`recount`) its goods to count again on a new one; `counted`
 * takes in the sums of 多人盘点 (each counted SKU's 实盘数量 their sum, a SKU not on the sheet yet added).
 */
async function loadSaved(id: string, recount: boolean, counted = false) {
  const d = await INVTAK_API.detail(id);
  const saved = (d.lines as CountDetailLine[]).map((l) => ({ ...l, remark: l.remark ?? '' }));
  const sheet = (await countSheet({ warehouseId: d.warehouseId, skuIds: [...new Set(saved.map((l) => l.skuId))] })).data;
  const header: CountHeader = recount
    ? { invtakId: '', billNo: '', warehouseId: d.warehouseId, billDate: today(), remark: '' }
    : { invtakId: id, billNo: d.billNo, warehouseId: d.warehouseId, billDate: d.billDate, remark: d.remark };
  const lines = linesFromSaved(saved, sheet, recount);
  if (!counted) return { status: d.status, form: { header, lines } };
  const team = (await teamCounts(id)).lines;
  const sums = new Map(team.map((l) => [l.skuId, l.qty]));
  const teamSheet = team.length ? (await countSheet({ warehouseId: d.warehouseId, skuIds: [...sums.keys()] })).data : [];
  // A SKU's sum goes on its first line (a shelf-life SKU's lines are its batches: 多人盘点 counts the SKU as a whole).
  const firsts = teamSheet.filter((l, i) => teamSheet.findIndex((x) => x.skuId === l.skuId) === i);
  return {
    status: d.status,
    form: {
      header,
      lines: mergeImported(
        lines,
        firsts.map((l) => ({ ...l, countQty: sums.get(l.skuId)! })),
      ),
    },
  };
}

/**
 * /inventoryOrder/add (?copy= counts a stocktake's goods again; ?together= counts a draft with others, 多人盘点) and
 * /inventoryOrder/edit (?invtakId= a draft; &counted=1 with the sums of 多人盘点 taken in).
 */
export function StocktakeForm() {
  const [params] = useSearchParams();
  const together = params.get('together');
  return together ? <CountTogether key={together} invtakId={together} /> : <StocktakeEditor />;
}

function StocktakeEditor() {
  const [params] = useSearchParams();
  const editId = params.get('invtakId');
  const counted = !!editId && params.get('counted') === '1';
  const id = editId ?? params.get('copy');
  const key = id ? `${editId ? 'edit' : 'copy'}:${id}${counted ? ':counted' : ''}` : 'new';
  const loaded = useLoad(() => (id ? loadSaved(id, !editId, counted) : Promise.resolve(null)), key);
  if (loaded.loading) return <PageSpinner />;
  if (id && !loaded.data) return <Refused text="盘点单加载失败" to={INVTAK.paths.list} />;
  if (editId && loaded.data && !isOpen(loaded.data.status))
    return <Refused text="只有草稿可以修改，该盘点单已审核" to={detailOf(editId)} />;
  const empty: CountForm = { header: { invtakId: '', billNo: '', warehouseId: '', billDate: today(), remark: '' }, lines: [] };
  return <CountEditor key={key} initial={loaded.data?.form ?? empty} />;
}

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  select: { minWidth: 0, width: '100%' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hidden: { display: 'none' },
  list: { margin: '4px 0 0', paddingLeft: '20px' },
});

type Dialog = { kind: 'sku' } | { kind: 'serials'; key: string } | { kind: 'confirm'; message: string; then: () => void };

function CountEditor({ initial }: { initial: CountForm }) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(INVTAK.menuId);
  const { qty } = useNumbers();
  const warehouses = useWarehouses();
  const classes = useLoad(productClasses, 'product-classes').data?.data ?? [];
  const [header, setHeader] = useState(initial.header);
  const [lines, setLines] = useState(initial.lines);
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [skipped, setSkipped] = useState<string[]>([]);
  const { busy, failure, run: attempt } = useServerCall();
  const [classId, setClassId] = useState('');
  const [dialog, setDialog] = useState<Dialog>();
  const [focus, setFocus] = useState<{ key: string }>();
  const linesNow = useRef(lines);
  linesNow.current = lines;
  const file = useRef<HTMLInputElement>(null);
  const saved = useRef(JSON.stringify(initial)).current;
  const guard = useUnsavedGuard(JSON.stringify({ header, lines }) !== saved);
  const totals = countTotals(lines);
  const editing = !!header.invtakId;
  const warehouseName = warehouses.find((w) => w.id === header.warehouseId)?.name ?? '';
  const serialLine = dialog?.kind === 'serials' ? lines.find((l) => l.key === dialog.key) : undefined;

  useEffect(() => {
    if (focus) focusCount(focus.key);
  }, [focus]);

  const setField = (field: keyof CountHeader, value: string) => {
    setHeader((h) => ({ ...h, [field]: value }));
    setProblems((p) => ({ ...p, header: { ...p.header, [field]: undefined } }));
  };
  const change = (key: string, patch: Partial<CountLine>) => {
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
    setProblems((p) => ({ ...p, lines: { ...p.lines, [key]: '' } }));
  };
  const ask = (message: string, then: () => void) => setDialog({ kind: 'confirm', message, then });
  /** The book belongs to one warehouse: another one starts the sheet over. */
  const setWarehouse = (id: string) => {
    const go = () => {
      setField('warehouseId', id);
      setLines([]);
    };
    if (id === header.warehouseId) return;
    if (lines.length) ask('更换仓库将清空当前盘点表，确定吗？', go);
    else go();
  };
  const needWarehouse = () => {
    if (header.warehouseId) return false;
    setProblems((p) => ({ ...p, header: { ...p.header, warehouseId: '请先选择仓库' } }));
    return true;
  };
  const generate = () => {
    if (needWarehouse()) return;
    const go = () =>
      attempt(async () => {
        const sheet = (await countSheet({ warehouseId: header.warehouseId, ...(classId && { classId }) })).data;
        setLines(sheet.map((l) => countLine(l)));
        setProblems(NO_PROBLEMS);
        if (!sheet.length) notifyWarning('没有要盘点的商品', classId ? '该分类下没有商品' : '该仓库没有库存，可逐个录入商品');
      });
    if (lines.some((l) => l.count.trim() !== '')) ask('重新生成将清空已录入的实盘数量，确定吗？', () => void go());
    else void go();
  };
  /** Lines for the SKUs picked, with their book; a scan counts one more and leaves the focus in the entry box. */
  const pick = (skus: Sku[], scanned = false) => {
    setDialog(undefined);
    if (needWarehouse() || !skus.length) return;
    return attempt(async () => {
      const sheet = (await countSheet({ warehouseId: header.warehouseId, skuIds: skus.map((k) => k.skuId) })).data;
      const before = linesNow.current;
      const added = addLines(before, sheet);
      const counted = scanned ? countOneMore(added, skus[0].skuId) : null;
      const next = counted ?? added;
      // The next scan may come before the render.
      linesNow.current = next;
      setLines(next);
      const first = next[before.length] ?? next.find((l) => l.skuId === skus[0].skuId);
      if (first && !counted) setFocus({ key: first.key });
      setProblems((p) => ({ ...p, form: undefined }));
    });
  };
  const importFile = (chosen: File) => {
    if (needWarehouse()) return;
    void attempt(async () => {
      const r = await importCount(header.warehouseId, await filePayload(chosen));
      setLines((ls) => mergeImported(ls, r.data));
      setSkipped(r.errors.map((e) => e.message));
      notifySuccess(`已导入${r.data.length}行实盘数量`);
    });
  };
  const exportFile = () =>
    attempt(async () =>
      downloadBlob(`盘点表-${warehouseName || '仓库'}-${header.billDate}.xlsx`, await workbookBlob('盘点表', sheetRows(lines))),
    );

  const submit = async (audit: boolean) => {
    const found = validateCount(header, lines);
    setProblems(found);
    if (!isClean(found)) return;
    await attempt(async () => {
      try {
        const r = await saveCount(toSaveInput(header, lines, audit));
        notifySuccess(audit && r.status === 'audited' ? '保存并审核成功' : '保存成功');
        guard.allowLeave();
        navigate(detailOf(r.invtakId), { replace: true });
      } catch (e) {
        // A refusal naming a line (明细第N行) shows on it too.
        const n = Number(/明细第(\d+)行/.exec(errorMessage(e))?.[1] ?? 0);
        if (lines[n - 1]) setProblems((p) => ({ ...p, lines: { ...p.lines, [lines[n - 1].key]: errorMessage(e) } }));
        throw e;
      }
    });
  };

  return (
    <Stack>
      {failure && <FailureBar failure={failure} />}
      <Card className={s.card}>
        <Subtitle2 as="h1">{editing ? `编辑盘点单 ${header.billNo}` : '新增盘点单'}</Subtitle2>
        <div className={s.grid}>
          <Field label="仓库" required validationMessage={problems.header.warehouseId}>
            <ChoiceSelect
              className={s.select}
              choices={warehouses}
              value={header.warehouseId}
              placeholder="请选择仓库"
              onChange={setWarehouse}
            />
          </Field>
          <Field label="单据日期" required validationMessage={problems.header.billDate}>
            <DateInput value={header.billDate} onChange={(v) => setField('billDate', v)} />
          </Field>
          <Field label="盘点范围">
            <Dropdown
              className={s.select}
              value={classes.find((c) => c.classId === classId)?.className ?? '全部库存商品'}
              selectedOptions={[classId]}
              onOptionSelect={(_, d) => setClassId(d.optionValue ?? '')}
            >
              <Option value="">全部库存商品（仓库中有库存的）</Option>
              {classes.map((c) => (
                <Option key={c.classId} value={c.classId} text={c.className}>{`${'\u3000'.repeat(c.depth - 1)}${c.className}`}</Option>
              ))}
            </Dropdown>
          </Field>
          <Field label="备注">
            <Input value={header.remark} maxLength={100} onChange={(_, d) => setField('remark', d.value)} />
          </Field>
        </div>
        <div className={s.actions}>
          <Button appearance="primary" icon={<TableSimpleRegular />} disabled={busy} onClick={generate}>
            生成盘点表
          </Button>
          {editing && (
            <Button
              icon={<PeopleTeamRegular />}
              onClick={() => navigate(`${INVTAK.paths.add}?together=${encodeURIComponent(header.invtakId)}`)}
            >
              多人盘点
            </Button>
          )}
        </div>
      </Card>
      <Card className={s.card}>
        <div className={s.actions}>
          <Button icon={<CheckmarkRegular />} disabled={!totals.uncounted} onClick={() => setLines(fillBook)}>
            未盘的按账面填入
          </Button>
          <Button icon={<ArrowUploadRegular />} disabled={busy} onClick={() => (needWarehouse() ? undefined : file.current?.click())}>
            导入Excel
          </Button>
          <Button icon={<ArrowDownloadRegular />} disabled={busy || !lines.length} onClick={() => void exportFile()}>
            导出Excel
          </Button>
          <Button icon={<PrintRegular />} disabled={!lines.length} onClick={() => window.print()}>
            打印盘点表
          </Button>
          <input
            ref={file}
            className={s.hidden}
            type="file"
            accept=".xlsx"
            aria-label="选择盘点表文件"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) importFile(chosen);
            }}
          />
        </div>
        {skipped.length > 0 && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{skipped.length}行未导入</MessageBarTitle>
              <ul className={s.list}>
                {skipped.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </MessageBarBody>
          </MessageBar>
        )}
        <CountGrid
          lines={lines}
          problems={problems.lines}
          onChange={change}
          onRemove={(key) => setLines((ls) => ls.filter((l) => l.key !== key))}
          onSerials={(key) => setDialog({ kind: 'serials', key })}
          onBatch={(key) => setLines((ls) => addBatch(ls, key))}
        />
        <SkuEntry onPick={(k, scanned) => pick([k], scanned)} onBrowse={() => setDialog({ kind: 'sku' })} />
        {problems.form && (
          <MessageBar intent="error">
            <MessageBarBody>{problems.form}</MessageBarBody>
          </MessageBar>
        )}
      </Card>
      <Card className={s.card}>
        <Facts
          label="盘点合计"
          facts={[
            ['账面合计', qty(totals.bookQty)],
            ['实盘合计', qty(totals.countQty)],
            ['盘盈', `${totals.gainLines}行，${qty(totals.gainQty)}`],
            ['盘亏', `${totals.lossLines}行，${qty(totals.lossQty)}`, true],
            ['未盘', `${totals.uncounted}行`],
          ]}
        />
        <div className={s.actions}>
          <Button appearance="primary" disabled={busy || !can(editing ? 'edit' : 'add')} onClick={() => void submit(false)}>
            保存
          </Button>
          {can('audit') && (
            <Button appearance="primary" disabled={busy || !can(editing ? 'edit' : 'add')} onClick={() => void submit(true)}>
              保存并审核
            </Button>
          )}
          <Button onClick={() => navigate(INVTAK.paths.list)}>返回列表</Button>
        </div>
      </Card>
      <CountSheetPrint lines={lines} warehouseName={warehouseName} billDate={header.billDate} />
      {dialog?.kind === 'sku' && <SkuPicker priceOf={() => null} onPick={pick} onClose={() => setDialog(undefined)} />}
      {serialLine && (
        <CountSerialsDialog
          title={`第${lines.indexOf(serialLine) + 1}行 ${serialLine.productName}`}
          line={serialLine}
          onDone={(found) => {
            change(serialLine.key, withFound(found));
            setDialog(undefined);
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'confirm'}
        message={dialog?.kind === 'confirm' ? dialog.message : ''}
        onCancel={() => setDialog(undefined)}
        onConfirm={() => {
          if (dialog?.kind === 'confirm') dialog.then();
          setDialog(undefined);
        }}
      />
      {guard.dialog}
    </Stack>
  );
}
