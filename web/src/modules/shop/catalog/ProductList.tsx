import { useNavigate } from 'react-router-dom';
import { Image } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { AppLink } from '../../../components/AppLink';
import { useLoad } from '../../../hooks/useLoad';
import { FilterSelect } from '../../../kit/FilterSelect';
import { ListPage, type BatchAction, type Column, type RowAction } from '../../../kit/ListPage';
import { booleanFilter } from '../../../kit/listState';
import { useNumbers } from '../../../kit/numbers';
import { useList } from '../../../kit/useList';
import {
  productPath,
  removeStoreProduct,
  setOnline,
  storeClassOptions,
  storeProductPage,
  type StoreProductQuery,
  type StoreProductRow,
} from './api';
import { ComboBadge, OnlineBadge, onlineText } from './OnlineBadge';

export const PRODUCT_MENU = '1102';
const ONLINE_OPTIONS = [
  { value: 'true', label: '已上架' },
  { value: 'false', label: '已下架' },
];

/** 商城商品: the SKUs and combos (套餐) published to the store with store price, category and the stock its warehouse can still sell; 上架/下架 one by one or in batch. */
export function ProductList() {
  const navigate = useNavigate();
  const { money, qty } = useNumbers();
  const classes = useLoad(storeClassOptions, 'storeClasses').data ?? [];
  const list = useList<StoreProductRow, StoreProductQuery>((q) => storeProductPage({ ...q, online: booleanFilter(q.online) }), {
    filters: { classId: '', online: '' },
  });

  const columns: Column<StoreProductRow>[] = [
    {
      key: 'productName',
      title: '商品',
      width: 150,
      required: true,
      render: (r) => (
        <>
          <AppLink to={productPath('Detail', r.storeProductId)}>{r.productName}</AppLink>
          {r.comboId && <ComboBadge />}
        </>
      ),
    },
    {
      key: 'picture',
      title: '图片',
      width: 64,
      text: () => '',
      render: (r) =>
        r.pictures[0] ? <Image src={r.pictures[0]} alt={r.productName} width={40} height={40} fit="cover" shape="rounded" /> : null,
    },
    { key: 'productCode', title: '编码', hidden: true },
    { key: 'spec', title: '规格', width: 100 },
    { key: 'unitName', title: '单位', width: 60 },
    { key: 'storePrice', title: '商城价', width: 90, sortable: true, figure: 'money', text: (r) => money(r.storePrice) },
    { key: 'salePrice', title: '零售价', width: 90, figure: 'money', text: (r) => money(r.salePrice) },
    { key: 'className', title: '商城分类', width: 100, text: (r) => r.className ?? '' },
    { key: 'availableQty', title: '可用库存', width: 90, figure: 'qty', text: (r) => qty(r.availableQty) },
    { key: 'online', title: '状态', width: 100, text: (r) => onlineText(r), render: (r) => <OnlineBadge product={r} /> },
  ];
  const actions: RowAction<StoreProductRow>[] = [
    { label: '上架', action: 'edit', visible: (r) => !r.online, request: (r) => setOnline([r.storeProductId], true) },
    { label: '下架', action: 'edit', visible: (r) => r.online, request: (r) => setOnline([r.storeProductId], false) },
    { label: '编辑', action: 'edit', onClick: (r) => navigate(productPath('Edit', r.storeProductId)) },
    { label: '查看', action: 'get', onClick: (r) => navigate(productPath('Detail', r.storeProductId)) },
    {
      label: '删除',
      action: 'delete',
      danger: true,
      confirm: (r) => `确定从商城删除“${r.productName}”吗？商品资料和库存不受影响。`,
      request: (r) => removeStoreProduct(r.storeProductId),
    },
  ];
  const batch: BatchAction<StoreProductRow>[] = [
    {
      label: '批量上架',
      action: 'edit',
      run: (rows) =>
        setOnline(
          rows.map((r) => r.storeProductId),
          true,
        ),
    },
    {
      label: '批量下架',
      action: 'edit',
      confirm: (rows) => `确定下架选中的${rows.length}个商品吗？顾客将看不到它们。`,
      run: (rows) =>
        setOnline(
          rows.map((r) => r.storeProductId),
          false,
        ),
    },
  ];

  return (
    <ListPage
      label="商城商品"
      permissionId={PRODUCT_MENU}
      list={list}
      rowKey={(r) => r.storeProductId}
      rowLabel={(r) => `${r.productName} ${r.spec}`}
      columns={columns}
      rowActions={actions}
      batchActions={batch}
      searchPlaceholder="名称、编码、规格或条码"
      filters={
        <>
          <FilterSelect label="分类" options={classes} value={list.filters.classId} onChange={(v) => list.filter('classId', v)} />
          <FilterSelect label="状态" options={ONLINE_OPTIONS} value={list.filters.online} onChange={(v) => list.filter('online', v)} />
        </>
      }
      toolbar={[{ label: '发布商品', action: 'add', icon: <AddRegular />, onClick: () => navigate('/shop/product/Add') }]}
    />
  );
}
