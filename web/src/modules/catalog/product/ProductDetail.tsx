import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
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
import { productDetail, type ProductDetail as Detail } from '../api';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { DetailList } from '../../../kit/DetailDrawer';
import { HistoryTable } from '../../../kit/HistoryTable';
import { useCan } from '../../../kit/useCan';
import { formatAmount } from '../../../utils/format';
import { PRODUCT_MENU_ID } from './ProductForm';
import { ProductPictures } from './ProductPictures';
import { priceText } from './ProductList';
import { SideScroll } from '../../../kit/SideScroll';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const yes = (v: unknown) => (v ? '是' : '否');
const unitsText = (p: Detail) =>
  p.units.map((u) => (u.isMain ? `${u.unitName}（主单位）` : `1${u.unitName} = ${u.ratio}${p.unitName}`)).join('；');
const SKU_COLUMNS: [string, (k: Detail['skus'][number]) => string][] = [
  ['规格', (k) => k.spec || '默认'],
  ['条码', (k) => k.barCode ?? ''],
  ['销售价', (k) => priceText(k.salePrice)],
  ['采购价', (k) => priceText(k.purchasePrice)],
  ['批发价', (k) => priceText(k.wholesalePrice)],
  ['最低售价', (k) => priceText(k.lowestPrice)],
  ['最低库存', (k) => formatAmount(k.lowStock)],
  ['最高库存', (k) => formatAmount(k.highStock)],
];

/** 商品详情 (?productId=): header, units, pictures, SKUs with prices (masked as the user's flags say) and history. */
export function ProductDetail() {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(PRODUCT_MENU_ID);
  const productId = useSearchParams()[0].get('productId') ?? '';
  const detail = useLoad(() => productDetail(productId), productId || null);
  const p = detail.data;
  if (!p) return detail.loading ? <PageSpinner /> : null;
  const q = `?productId=${encodeURIComponent(p.productId)}`;
  return (
    <div className={s.root}>
      <Card className={s.card}>
        <div className={s.head}>
          <Subtitle2 as="h1">{p.productName}</Subtitle2>
          <div className={s.actions}>
            {can('edit') && (
              <Button appearance="primary" onClick={() => navigate(`/management/Edit${q}`)}>
                编辑
              </Button>
            )}
            {can('add') && <Button onClick={() => navigate(`/management/CopyAdd${q}`)}>复制新增</Button>}
            <Button onClick={() => navigate('/management/List')}>返回列表</Button>
          </div>
        </div>
        <DetailList
          items={[
            { label: '商品编码', value: p.productCode },
            { label: '商品分类', value: p.className ?? '' },
            { label: '单位', value: unitsText(p) },
            { label: '序列号管理', value: yes(p.serialFlag) },
            { label: '保质期管理', value: p.lifeFlag ? `是（${p.shelfLifeDays ?? '—'}天）` : '否' },
            { label: '状态', value: p.enabled ? '启用' : '停用' },
            { label: '备注', value: p.remark ?? '' },
          ]}
        />
        <ProductPictures productId={p.productId} readOnly />
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">规格（{p.skus.length}）</Subtitle2>
        <SideScroll>
          <Table size="small" aria-label="商品规格" style={{ minWidth: 720 }}>
            <TableHeader>
              <TableRow>
                {SKU_COLUMNS.map(([title]) => (
                  <TableHeaderCell key={title}>{title}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {p.skus.map((k) => (
                <TableRow key={k.skuId}>
                  {SKU_COLUMNS.map(([title, text]) => (
                    <TableCell key={title}>{text(k)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </SideScroll>
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">操作记录</Subtitle2>
        <HistoryTable entries={p.history} />
      </Card>
    </div>
  );
}
