import { useState } from 'react';
import {
  Badge,
  Button,
  Caption1,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { isDecimal } from '@jxc/services/contracts';
import { openingStockPage, saveOpeningStock, type OpeningEntry } from './api';
import { type Sku } from '../catalog';
import { errorMessage } from '../../api/http';
import { FieldInput } from '../../kit/FieldInput';
import { FilterSelect } from '../../kit/FilterSelect';
import type { FieldDesc } from '../../kit/fields';
import { ListPage, type Column } from '../../kit/ListPage';
import { SkuSearch, skuTitle } from '../catalog';
import { useCan } from '../../kit/useCan';
import { useFieldOptions } from '../../kit/useFieldOptions';
import { useList } from '../../kit/useList';
import { notifySuccess } from '../../notify/bus';
import { formatAmount, formatDateTime, round } from '../../utils/format';
import { warehouseOptions } from '../catalog';
import { SideScroll } from '../../kit/SideScroll';

const OPENING_MENU_ID = '3002';
const WAREHOUSE: FieldDesc = { key: 'warehouseId', label: '仓库', kind: 'select', required: true, options: warehouseOptions };

interface Line {
  sku: Sku;
  qty: string;
  price: string;
}

const columns: Column<OpeningEntry>[] = [
  { key: 'billNo', title: '单号', width: 150 },
  { key: 'billDate', title: '日期' },
  { key: 'warehouseName', title: '仓库' },
  { key: 'productName', title: '商品' },
  { key: 'spec', title: '规格' },
  { key: 'qty', title: '数量', figure: 'qty', text: (r) => formatAmount(r.qty) },
  { key: 'costPrice', title: '成本价', figure: 'money', text: (r) => formatAmount(r.costPrice) },
  { key: 'amount', title: '金额', figure: 'money', text: (r) => formatAmount(r.amount) },
  {
    key: 'undone',
    title: '状态',
    width: 180,
    text: (r) => (r.undone ? `已撤销（${r.undoneBy} ${formatDateTime(r.undoneAt).slice(0, 16)}）` : '有效'),
    render: (r) =>
      r.undone ? (
        <span>
          <Badge appearance="tint" color="subtle">
            已撤销
          </Badge>{' '}
          <Caption1>
            {r.undoneBy} {formatDateTime(r.undoneAt).slice(5, 16)}
          </Caption1>
        </span>
      ) : (
        <Badge appearance="tint" color="success">
          有效
        </Badge>
      ),
  },
];

/** The page, its totals row saying what it leaves out. */
const listed = async (q: Parameters<typeof openingStockPage>[0]) => {
  const page = await openingStockPage(q);
  return { ...page, totals: { ...page.totals, billNo: '合计（不含已撤销）' } };
};

const STATUS_OPTIONS = [
  { value: 'valid', label: '有效' },
  { value: 'undone', label: '已撤销' },
];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  grow: { flex: '1 1 240px', maxWidth: '360px' },
  input: { width: '110px' },
});

/** What is wrong with the lines, if anything: each needs a positive quantity and a cost of 0 or more. */
function lineProblem(lines: Line[]): string | undefined {
  if (!lines.length) return '请添加商品';
  const i = lines.findIndex((l) => !isDecimal(l.qty) || Number(l.qty) <= 0 || !isDecimal(l.price) || Number(l.price) < 0);
  return i < 0 ? undefined : `第${i + 1}行的数量须大于0，成本价须为0或以上的数字`;
}

/** 期初库存 / 商品期初: quantities and costs a warehouse starts with, entered once per SKU, and the entries so far. */
export function OpeningStock() {
  const s = useStyles();
  const can = useCan(OPENING_MENU_ID);
  const options = useFieldOptions([WAREHOUSE]);
  const list = useList(listed, { filters: { warehouseId: '', status: '' } });
  const [warehouseId, setWarehouseId] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (i: number, patch: Partial<Line>) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const add = (sku: Sku) =>
    setLines((ls) => (ls.some((l) => l.sku.skuId === sku.skuId) ? ls : [...ls, { sku, qty: '', price: String(sku.purchasePrice ?? '') }]));

  const save = async () => {
    setError('');
    if (!warehouseId) return setError('请选择仓库');
    const problem = lineProblem(lines);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const saved = await saveOpeningStock(
        warehouseId,
        lines.map((l) => ({ skuId: l.sku.skuId, qty: l.qty, price: l.price })),
      );
      notifySuccess(`期初已保存，单号 ${saved.billNo}`);
      setLines([]);
      list.reload();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={s.root}>
      {can('add') && (
        <Card className={s.card}>
          <Subtitle2 as="h1">录入期初</Subtitle2>
          <div className={s.row}>
            <FieldInput className={s.grow} field={WAREHOUSE} value={warehouseId} options={options.warehouseId} onChange={setWarehouseId} />
            <Field label="商品" className={s.grow}>
              <SkuSearch onPick={add} />
            </Field>
          </div>
          <SideScroll>
            <Table size="small" aria-label="期初明细" style={{ minWidth: 640 }}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>商品</TableHeaderCell>
                  <TableHeaderCell>单位</TableHeaderCell>
                  <TableHeaderCell>数量</TableHeaderCell>
                  <TableHeaderCell>成本价</TableHeaderCell>
                  <TableHeaderCell>金额</TableHeaderCell>
                  <TableHeaderCell style={{ width: 48 }}>操作</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {lines.map((l, i) => (
                  <TableRow key={l.sku.skuId}>
                    <TableCell>{skuTitle(l.sku)}</TableCell>
                    <TableCell>{l.sku.unitName}</TableCell>
                    <TableCell>
                      <Input
                        className={s.input}
                        size="small"
                        inputMode="decimal"
                        aria-label={`第${i + 1}行数量`}
                        value={l.qty}
                        onChange={(_, d) => set(i, { qty: d.value })}
                      />
                    </TableCell>
                    <TableCell>
                      <Input
                        className={s.input}
                        size="small"
                        inputMode="decimal"
                        aria-label={`第${i + 1}行成本价`}
                        value={l.price}
                        onChange={(_, d) => set(i, { price: d.value })}
                      />
                    </TableCell>
                    <TableCell>
                      {isDecimal(l.qty) && isDecimal(l.price) ? formatAmount(round(Number(l.qty) * Number(l.price), 2)) : ''}
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<DeleteRegular />}
                        aria-label={`删除第${i + 1}行`}
                        onClick={() => setLines(lines.filter((_, j) => j !== i))}
                      />
                    </TableCell>
                  </TableRow>
                ))}
                {!lines.length && (
                  <TableRow>
                    <TableCell colSpan={6}>在上方搜索并添加商品</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </SideScroll>
          {error && (
            <MessageBar intent="error">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          )}
          <div>
            <Button appearance="primary" disabled={busy} onClick={() => void save()}>
              {busy ? '保存中…' : '保存期初'}
            </Button>
          </div>
        </Card>
      )}
      <ListPage
        label="期初记录"
        permissionId={OPENING_MENU_ID}
        list={list}
        rowKey={(r) => r.flowId}
        columns={columns}
        searchPlaceholder="商品名称、编码、规格或条码"
        filters={
          <>
            <FilterSelect
              label="仓库"
              options={options.warehouseId ?? []}
              value={list.filters.warehouseId}
              onChange={(v) => list.filter('warehouseId', v)}
            />
            <FilterSelect label="状态" options={STATUS_OPTIONS} value={list.filters.status} onChange={(v) => list.filter('status', v)} />
          </>
        }
        exportName="期初库存"
      />
    </div>
  );
}
