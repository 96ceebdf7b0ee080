import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Field, Input, TableCell, makeStyles, tokens } from '@fluentui/react-components';
import { PageSpinner } from '../../components/PageSpinner';
import { useLoad } from '../../hooks/useLoad';
import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { useNumbers } from '../../kit/numbers';
import { formatDate } from '../../utils/format';
import { isOpen, Refused, useWarehouses, type Sku } from '../document-engine';
import { costBooks, COST_PRICE_API, type CostDetailLine } from './api';
import {
  costLinesOfDetail,
  isCostClean,
  toCostInput,
  validateCost,
  valueMoved,
  type CostHeader,
  type CostLine,
  type CostProblems,
} from './costForm';
import { COST_PRICE } from './kinds';
import { PriceDocForm, PriceLinesTable, usePriceFormStyles } from './PriceDocForm';
import { DateInput } from '../../kit/DateInput';

const today = () => formatDate(new Date());
const NO_PROBLEMS: CostProblems = { header: {}, lines: {} };

async function load(id: string | null, copy: boolean) {
  const fresh: CostHeader = { adjustId: '', billNo: '', warehouseId: '', billDate: today(), remark: '' };
  if (!id) return { header: fresh, lines: [] as CostLine[] };
  const d = await COST_PRICE_API.detail(id);
  const header = copy
    ? { ...fresh, warehouseId: d.warehouseId }
    : { adjustId: id, billNo: d.billNo, warehouseId: d.warehouseId, billDate: d.billDate, remark: d.remark };
  return { header, lines: costLinesOfDetail(d.lines as CostDetailLine[]), status: d.status };
}

/** /price/CostPriceAdd (?adjustId= edits a draft, ?copy= copies one). */
export function CostPriceForm() {
  const [params] = useSearchParams();
  const editId = params.get('adjustId');
  const id = editId ?? params.get('copy');
  const key = id ? `${editId ? 'edit' : 'copy'}:${id}` : 'new';
  const loaded = useLoad(() => load(id, !editId), key);
  if (loaded.loading) return <PageSpinner />;
  if (!loaded.data) return <Refused text="成本调价单加载失败" to={COST_PRICE.paths.list} />;
  if (editId && loaded.data.status && !isOpen(loaded.data.status))
    return <Refused text="只有草稿可以修改，该成本调价单已审核" to={`${COST_PRICE.paths.detail}?adjustId=${editId}`} />;
  return <CostEditor key={key} initial={loaded.data} />;
}

const useStyles = makeStyles({
  input: { width: '104px' },
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
});

function CostEditor({ initial }: { initial: { header: CostHeader; lines: CostLine[] } }) {
  const s = useStyles();
  const f = usePriceFormStyles();
  const { qty, money } = useNumbers();
  const warehouses = useWarehouses();
  const [header, setHeader] = useState(initial.header);
  const [lines, setLines] = useState(initial.lines);
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [asking, setAsking] = useState<string>();

  const setField = (field: keyof CostHeader, value: string) => {
    setHeader((h) => ({ ...h, [field]: value }));
    setProblems((p) => ({ ...p, header: { ...p.header, [field]: undefined } }));
  };
  /** The stock is the warehouse's: another warehouse starts the lines over. */
  const setWarehouse = (id: string) => {
    if (id === header.warehouseId) return;
    if (lines.length) return setAsking(id);
    setField('warehouseId', id);
  };
  const change = (key: string, patch: Partial<CostLine>) => {
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
    setProblems((p) => ({ ...p, lines: { ...p.lines, [key]: '' } }));
  };
  const pick = async (skus: Sku[]) => {
    if (!header.warehouseId) return setProblems((p) => ({ ...p, header: { ...p.header, warehouseId: '请先选择仓库' } }));
    const fresh = skus.filter((k) => !lines.some((l) => l.skuId === k.skuId));
    if (!fresh.length) return;
    const books = new Map(
      (
        await costBooks(
          header.warehouseId,
          fresh.map((k) => k.skuId),
        )
      ).data.map((b) => [b.skuId, b]),
    );
    const added = fresh.map((k): CostLine => ({
      key: k.skuId,
      skuId: k.skuId,
      productName: k.productName,
      spec: k.spec,
      unitName: k.unitName,
      qty: books.get(k.skuId)?.qty ?? 0,
      costPrice: books.get(k.skuId)?.costPrice ?? null,
      next: '',
      remark: '',
    }));
    setLines((ls) => [...ls, ...added]);
    setProblems((p) => ({ ...p, form: undefined }));
  };
  const prepare = (audit: boolean) => {
    const found = validateCost(header, lines);
    setProblems(found);
    return isCostClean(found) ? toCostInput(header, lines, audit) : undefined;
  };

  return (
    <>
      <PriceDocForm
        kind={COST_PRICE}
        group="CostPrice"
        billNo={header.billNo}
        editing={!!header.adjustId}
        initial={initial}
        current={{ header, lines }}
        onPick={(skus) => void pick(skus)}
        prepare={prepare}
        onLineRefused={(n, message) => lines[n - 1] && setProblems((p) => ({ ...p, lines: { ...p.lines, [lines[n - 1].key]: message } }))}
        message={problems.form}
        header={
          <>
            <Field label="仓库" required validationMessage={problems.header.warehouseId}>
              <ChoiceSelect choices={warehouses} value={header.warehouseId} placeholder="请选择仓库" onChange={setWarehouse} />
            </Field>
            <Field label="单据日期" required validationMessage={problems.header.billDate}>
              <DateInput value={header.billDate} onChange={(v) => setField('billDate', v)} />
            </Field>
            <Field label="备注">
              <Input value={header.remark} maxLength={200} onChange={(_, d) => setField('remark', d.value)} />
            </Field>
          </>
        }
        lines={
          <PriceLinesTable
            label="成本调价明细"
            lines={lines}
            problems={problems.lines}
            heads={[
              { title: '单位' },
              { title: '库存数量', numeric: true },
              { title: '当前成本价', numeric: true },
              { title: '调整后成本价' },
              { title: '调整金额', numeric: true },
              { title: '备注' },
            ]}
            onRemove={(key) => setLines((ls) => ls.filter((x) => x.key !== key))}
            cells={(l, i) => {
              const moved = valueMoved(l);
              return (
                <>
                  <TableCell>{l.unitName}</TableCell>
                  <TableCell className={f.num}>{qty(l.qty)}</TableCell>
                  <TableCell className={f.num}>{l.qty > 0 ? money(l.costPrice) : '—'}</TableCell>
                  <TableCell>
                    <Input
                      className={s.input}
                      size="small"
                      inputMode="decimal"
                      aria-label={`第${i + 1}行调整后成本价`}
                      value={l.next}
                      onChange={(_, d) => change(l.key, { next: d.value })}
                    />
                  </TableCell>
                  <TableCell className={`${f.num} ${moved && moved > 0 ? s.up : moved && moved < 0 ? s.down : ''}`}>
                    {moved === null ? '—' : money(moved)}
                  </TableCell>
                  <TableCell>
                    <Input
                      size="small"
                      aria-label={`第${i + 1}行备注`}
                      value={l.remark}
                      maxLength={100}
                      onChange={(_, d) => change(l.key, { remark: d.value })}
                    />
                  </TableCell>
                </>
              );
            }}
          />
        }
      />
      <ConfirmDialog
        open={!!asking}
        message="更换仓库将清空已录入的商品（库存和成本按仓库计算），确定吗？"
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          setLines([]);
          if (asking) setField('warehouseId', asking);
          setAsking(undefined);
        }}
      />
    </>
  );
}
