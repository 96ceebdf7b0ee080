import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Checkbox, Field, Input, Label, TableCell, makeStyles, tokens } from '@fluentui/react-components';
import { PageSpinner } from '../../components/PageSpinner';
import { useLoad } from '../../hooks/useLoad';
import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { useNumbers } from '../../kit/numbers';
import { formatDate } from '../../utils/format';
import { isOpen, Refused, type Sku } from '../document-engine';
import { CHANGE_PRICE_API, currentPrices, type ChangeDetailLine, type Grade } from './api';
import { CHANGE_PRICE } from './kinds';
import { PriceDocForm, PriceLinesTable, usePriceFormStyles } from './PriceDocForm';
import {
  addLines,
  byPercent,
  isClean,
  linesOfDetail,
  priceColumns,
  toSaveInput,
  validatePrices,
  type PriceHeader,
  type PriceLine,
  type PriceProblems,
} from './priceForm';
import { DateInput } from '../../kit/DateInput';

const today = () => formatDate(new Date());
const NO_PROBLEMS: PriceProblems = { header: {}, lines: {} };

interface Loaded {
  grades: Grade[];
  header: PriceHeader;
  lines: PriceLine[];
  columns: string[];
  status?: string;
}

/** The grades, and a saved 调价单 as a form: its draft to edit, or (copy) its prices on a new one; or a SKU to start with. */
async function load(id: string | null, copy: boolean, skuId: string | null): Promise<Loaded> {
  const { grades, data } = await currentPrices(skuId ? [skuId] : []);
  const fresh = { changeId: '', billNo: '', billDate: today(), effectiveDate: today(), remark: '' };
  if (!id) return { grades, header: fresh, lines: addLines([], data), columns: ['salePrice'] };
  const d = await CHANGE_PRICE_API.detail(id);
  const { lines, columns } = linesOfDetail(d.lines as ChangeDetailLine[]);
  const header = copy
    ? fresh
    : { changeId: id, billNo: d.billNo, billDate: d.billDate, effectiveDate: String(d.effectiveDate ?? d.billDate), remark: d.remark };
  return { grades, header, lines, columns, status: d.status };
}

/** /price/ChangePriceAdd (?changeId= edits a draft, ?copy= copies one, ?skuId= starts with a SKU: 价格表's 调价). */
export function ChangePriceForm() {
  const [params] = useSearchParams();
  const editId = params.get('changeId');
  const id = editId ?? params.get('copy');
  const skuId = params.get('skuId');
  const key = id ? `${editId ? 'edit' : 'copy'}:${id}` : `new:${skuId ?? ''}`;
  const loaded = useLoad(() => load(id, !editId, skuId), key);
  if (loaded.loading) return <PageSpinner />;
  if (!loaded.data) return <Refused text="调价单加载失败" to={CHANGE_PRICE.paths.list} />;
  if (editId && loaded.data.status && !isOpen(loaded.data.status as never))
    return <Refused text="只有草稿可以修改，该调价单已审核" to={`${CHANGE_PRICE.paths.detail}?changeId=${editId}`} />;
  return <PriceEditor key={key} initial={loaded.data} />;
}

const useStyles = makeStyles({
  columns: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
  input: { width: '96px' },
  percent: { width: '88px' },
});

function PriceEditor({ initial }: { initial: Loaded }) {
  const s = useStyles();
  const f = usePriceFormStyles();
  const { money } = useNumbers();
  const all = priceColumns(initial.grades);
  const labels = new Map(all.map((c) => [c.type, c.label]));
  const [header, setHeader] = useState(initial.header);
  const [lines, setLines] = useState(initial.lines);
  const [columns, setColumns] = useState(initial.columns);
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [bulk, setBulk] = useState({ type: initial.columns[0] ?? 'salePrice', percent: '' });
  const shown = all.filter((c) => columns.includes(c.type));

  const setField = (field: keyof PriceHeader, value: string) => {
    setHeader((h) => ({ ...h, [field]: value }));
    setProblems((p) => ({ ...p, header: { ...p.header, [field]: undefined } }));
  };
  const toggle = (type: string, on: boolean) =>
    setColumns((cs) => (on ? all.map((c) => c.type).filter((t) => t === type || cs.includes(t)) : cs.filter((t) => t !== type)));
  const type = (key: string, priceType: string, value: string) => {
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, next: { ...l.next, [priceType]: value } } : l)));
    setProblems((p) => ({ ...p, lines: { ...p.lines, [key]: '' }, form: undefined }));
  };
  const pick = async (skus: Sku[]) => {
    if (!skus.length) return;
    const { data } = await currentPrices(skus.map((k) => k.skuId));
    setLines((ls) => addLines(ls, data));
    setProblems((p) => ({ ...p, form: undefined }));
  };
  const prepare = (audit: boolean) => {
    const found = validatePrices(header, lines, columns, labels);
    setProblems(found);
    return isClean(found) ? toSaveInput(header, lines, columns, audit) : undefined;
  };
  // The server numbers the lines it was sent: one per SKU and price typed, in this order.
  const sentKeys = lines.flatMap((l) => columns.filter((t) => (l.next[t] ?? '').trim()).map(() => l.key));

  return (
    <PriceDocForm
      kind={CHANGE_PRICE}
      group="ChangePrice"
      billNo={header.billNo}
      editing={!!header.changeId}
      initial={initial}
      current={{ ...initial, header, lines, columns }}
      onPick={(skus) => void pick(skus)}
      prepare={prepare}
      onLineRefused={(n, message) => sentKeys[n - 1] && setProblems((p) => ({ ...p, lines: { ...p.lines, [sentKeys[n - 1]]: message } }))}
      message={problems.form}
      header={
        <>
          <Field label="单据日期" required validationMessage={problems.header.billDate}>
            <DateInput value={header.billDate} onChange={(v) => setField('billDate', v)} />
          </Field>
          <Field label="生效日期" hint="今天及以前：审核即生效；以后：到当天自动生效" validationMessage={problems.header.effectiveDate}>
            <DateInput value={header.effectiveDate} min={header.billDate} onChange={(v) => setField('effectiveDate', v)} />
          </Field>
          <Field label="备注">
            <Input value={header.remark} maxLength={200} onChange={(_, d) => setField('remark', d.value)} />
          </Field>
        </>
      }
      tools={
        <>
          <div className={s.columns} role="group" aria-label="调整的价格">
            <Label>调整的价格</Label>
            {all.map((c) => (
              <Checkbox
                key={c.type}
                label={c.label}
                checked={columns.includes(c.type)}
                onChange={(_, d) => toggle(c.type, d.checked === true)}
              />
            ))}
          </div>
          <div className={f.actions}>
            <Field label="按比例调整">
              <ChoiceSelect
                choices={shown.map((c) => ({ id: c.type, name: c.label }))}
                value={columns.includes(bulk.type) ? bulk.type : ''}
                placeholder="选择价格"
                onChange={(v) => setBulk((b) => ({ ...b, type: v }))}
              />
            </Field>
            <Field label="涨跌幅(%)">
              <Input
                className={s.percent}
                inputMode="decimal"
                value={bulk.percent}
                placeholder="如 5 或 -10"
                onChange={(_, d) => setBulk((b) => ({ ...b, percent: d.value }))}
              />
            </Field>
            <Button
              disabled={
                !columns.includes(bulk.type) || !Number.isFinite(Number(bulk.percent)) || bulk.percent.trim() === '' || !lines.length
              }
              onClick={() => setLines((ls) => byPercent(ls, bulk.type, Number(bulk.percent)))}
            >
              按原价计算新价
            </Button>
          </div>
        </>
      }
      lines={
        <PriceLinesTable
          label="调价明细"
          lines={lines}
          problems={problems.lines}
          heads={[{ title: '单位' }, ...shown.flatMap((c) => [{ title: `原${c.label}`, numeric: true }, { title: `新${c.label}` }])]}
          onRemove={(key) => setLines((ls) => ls.filter((x) => x.key !== key))}
          cells={(l, i) => (
            <>
              <TableCell>{l.unitName}</TableCell>
              {shown.map((c) => [
                <TableCell key={`${c.type}-now`} className={f.num}>
                  {l.current[c.type] === undefined || l.current[c.type] === null ? '—' : money(l.current[c.type])}
                </TableCell>,
                <TableCell key={`${c.type}-new`}>
                  <Input
                    className={s.input}
                    size="small"
                    inputMode="decimal"
                    aria-label={`第${i + 1}行新${c.label}`}
                    value={l.next[c.type] ?? ''}
                    placeholder="不调整"
                    onChange={(_, d) => type(l.key, c.type, d.value)}
                  />
                </TableCell>,
              ])}
            </>
          )}
        />
      }
    />
  );
}
