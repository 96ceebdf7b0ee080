import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Image, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { Facts } from '../../../kit/Facts';
import { HistoryTable } from '../../../kit/HistoryTable';
import { useNumbers } from '../../../kit/numbers';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { productPath, removeStoreProduct, setOnline, storeProductDetail } from './api';
import { ComboBadge, OnlineBadge } from './OnlineBadge';
import { PRODUCT_MENU } from './ProductList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginLeft: 'auto' },
  pictures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  description: { whiteSpace: 'pre-wrap', margin: 0 },
});

/** 商城商品详情: what the storefront shows of it, its stock and its history; 编辑, 上架/下架 and 删除 as the role allows. */
export function StoreProductDetail() {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(PRODUCT_MENU);
  const { money, qty } = useNumbers();
  const storeProductId = useSearchParams()[0].get('storeProductId') ?? '';
  const [version, setVersion] = useState(0);
  const [removing, setRemoving] = useState(false);
  const loaded = useLoad(() => storeProductDetail(storeProductId), `${storeProductId}#${version}`);
  const p = loaded.data;
  if (!p) return loaded.loading ? <PageSpinner /> : null;

  // A refusal is shown by the API client; the screen stays as it is.
  const toggle = () =>
    setOnline([p.storeProductId], !p.online).then(
      () => {
        notifySuccess(p.online ? '下架成功' : '上架成功');
        setVersion((v) => v + 1);
      },
      () => undefined,
    );
  const remove = () => {
    setRemoving(false);
    return removeStoreProduct(p.storeProductId).then(
      () => {
        notifySuccess('删除成功');
        navigate('/shop/product/List');
      },
      () => undefined,
    );
  };

  return (
    <div className={s.root}>
      <Card className={s.card}>
        <div className={s.head}>
          <Subtitle2 as="h1">
            {p.productName} {p.spec}
          </Subtitle2>
          {p.comboId && <ComboBadge />}
          <OnlineBadge product={p} />
          <div className={s.actions}>
            {can('edit') && <Button onClick={() => navigate(productPath('Edit', p.storeProductId))}>编辑</Button>}
            {can('edit') && (
              <Button appearance="primary" onClick={() => void toggle()}>
                {p.online ? '下架' : '上架'}
              </Button>
            )}
            {can('delete') && <Button onClick={() => setRemoving(true)}>删除</Button>}
          </div>
        </div>
        <Facts
          label="商城商品"
          facts={[
            ['商城价', `${money(p.storePrice)} / ${p.unitName}`, true],
            [p.comboId ? '套餐价' : '零售价', money(p.salePrice)],
            [p.comboId ? '套餐编码' : '商品编码', p.productCode],
            ['规格', p.spec || '—'],
            ['条码', p.barCode || '—'],
            ['商城分类', p.className ?? '未分类'],
            ['可用库存', `${qty(p.availableQty)} ${p.unitName}`],
          ]}
        />
        {p.description && <p className={s.description}>{p.description}</p>}
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">商品图片</Subtitle2>
        <div className={s.pictures}>
          {p.pictures.length
            ? p.pictures.map((url) => (
                <Image key={url} src={url} alt={p.productName} width={120} height={120} fit="cover" shape="rounded" />
              ))
            : '暂无图片'}
        </div>
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">操作记录</Subtitle2>
        <HistoryTable entries={p.history} />
      </Card>
      <ConfirmDialog
        open={removing}
        message={`确定从商城删除“${p.productName}”吗？商品资料和库存不受影响。`}
        onCancel={() => setRemoving(false)}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
