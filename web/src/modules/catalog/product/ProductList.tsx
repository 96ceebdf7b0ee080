import { useNavigate } from 'react-router-dom';
import { AddRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import {
  PRODUCT_CLASSES,
  batchProductClass,
  batchProducts,
  productPage,
  removeProduct,
  type ProductBatch,
  type ProductQuery,
  type Sku,
} from '../api';
import type { BatchAction } from '../../../kit/batch';
import { ClassTreePanel } from '../../../kit/ClassTreePanel';
import { ENABLED_OPTIONS, FilterSelect } from '../../../kit/FilterSelect';
import { ListPage, type Column, type RowAction } from '../../../kit/ListPage';
import { statusColumn } from '../masterColumns';
import { booleanFilter } from '../../../kit/listState';
import { useList } from '../../../kit/useList';
import { formatAmount } from '../../../utils/format';
import { PRODUCT_MENU_ID, detailPath } from './ProductForm';

/** A price the user may not see comes back null: shown as a dash. */
export const priceText = (v: number | null) => (v === null ? '—' : formatAmount(v));
const withId = (path: string, r: Sku) => `${path}?productId=${encodeURIComponent(r.productId)}`;
const productIds = (rows: Sku[]) => [...new Set(rows.map((r) => r.productId))];
const skuName = (r: Sku) => (r.spec ? `${r.productName}（${r.spec}）` : r.productName);

const columns: Column<Sku>[] = [
  { key: 'productName', title: '商品名称', sortable: true, width: 140 },
  { key: 'productCode', title: '商品编码', sortable: true, width: 100 },
  { key: 'spec', title: '规格', width: 90 },
  { key: 'barCode', title: '条码', width: 110 },
  {
    key: 'unitName',
    title: '单位',
    width: 100,
    text: (r) =>
      [r.unitName, ...r.units.filter((u) => Number(u.ratio) !== 1).map((u) => `${u.unitName}=${Number(u.ratio)}${r.unitName}`)].join('，'),
  },
  { key: 'className', title: '分类', width: 100, hidden: true },
  { key: 'salePrice', title: '销售价', sortable: true, width: 90, figure: 'money', text: (r) => priceText(r.salePrice) },
  { key: 'purchasePrice', title: '采购价', width: 90, hidden: true, figure: 'money', text: (r) => priceText(r.purchasePrice) },
  statusColumn<Sku>(),
];

const batch = (label: string, operate: ProductBatch, action: 'enable' | 'disable' | 'delete'): BatchAction<Sku> => ({
  label,
  action,
  confirm: operate === 'remove' ? (rows) => `确定删除所选的${productIds(rows).length}个商品（含全部规格）吗？` : undefined,
  run: (rows) => batchProducts(productIds(rows), operate),
});

const BATCH: BatchAction<Sku>[] = [
  batch('批量启用', 'enable', 'enable'),
  batch('批量停用', 'disable', 'disable'),
  batch('批量删除', 'remove', 'delete'),
  {
    label: '修改分类',
    action: 'edit',
    field: { key: 'classId', label: '商品分类', kind: 'tree', tree: PRODUCT_CLASSES, required: true },
    run: (rows, classId) => batchProductClass(productIds(rows), String(classId)),
  },
];

/** 商品管理: one row per SKU; search by name, code, spec or barcode; class tree and status filters; batch; export. */
export function ProductList() {
  const navigate = useNavigate();
  const list = useList((q: ProductQuery & { enabled?: unknown }) => productPage({ ...q, enabled: booleanFilter(q.enabled) }), {
    filters: { classId: '', enabled: '' },
  });
  const actions: RowAction<Sku>[] = [
    { label: '详情', action: 'get', onClick: (r) => navigate(detailPath(r.productId)) },
    { label: '编辑', action: 'edit', onClick: (r) => navigate(withId('/management/Edit', r)) },
    { label: '复制', action: 'add', onClick: (r) => navigate(withId('/management/CopyAdd', r)) },
    {
      label: '删除',
      action: 'delete',
      danger: true,
      confirm: (r) => `确定删除商品“${r.productName}”（含全部规格）吗？`,
      request: (r) => removeProduct(r.productId),
    },
  ];
  const enabled = list.filters.enabled;
  return (
    <ListPage
      label="商品列表"
      permissionId={PRODUCT_MENU_ID}
      list={list}
      rowKey={(r) => r.skuId}
      rowLabel={skuName}
      columns={columns}
      rowActions={actions}
      batchActions={BATCH}
      exportName="商品"
      searchPlaceholder="名称、编码、规格或条码"
      toolbar={[
        { label: '新增商品', action: 'add', icon: <AddRegular />, onClick: () => navigate('/management/Add') },
        { label: '导入', action: 'import', icon: <ArrowUploadRegular />, onClick: () => navigate('/management/Import') },
      ]}
      filters={<FilterSelect label="状态" options={ENABLED_OPTIONS} value={enabled} onChange={(v) => list.filter('enabled', v)} />}
      aside={
        <ClassTreePanel
          api={PRODUCT_CLASSES}
          title="商品分类"
          mode="filter"
          selected={list.filters.classId || undefined}
          onSelect={(id) => list.filter('classId', id)}
        />
      }
    />
  );
}
