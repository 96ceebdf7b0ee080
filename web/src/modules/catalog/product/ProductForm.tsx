import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { barCodeRepeat, productDetail, saveProduct, updateProduct } from '../api';
import { ApiError, errorMessage } from '../../../api/http';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { FieldInput } from '../../../kit/FieldInput';
import { useFieldOptions } from '../../../kit/useFieldOptions';
import { useUnsavedGuard } from '../../../kit/useUnsavedGuard';
import { notifySuccess } from '../../../notify/bus';
import { ProductPictures, uploadPictures } from './ProductPictures';
import {
  HEADER_FIELDS,
  emptyProduct,
  generateSkus,
  placeServerError,
  productErrorCount,
  productForm,
  productPayload,
  validateProduct,
  type ProductErrors,
  type ProductForm as Form,
} from './productDraft';
import { SkuGrid } from './SkuGrid';
import { SpecGenerator } from './SpecGenerator';
import { UnitsEditor } from './UnitsEditor';

export const PRODUCT_MENU_ID = '3001';
export const detailPath = (productId: string) => `/management/Detail?productId=${encodeURIComponent(productId)}`;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: '72px' },
  card: { gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1' },
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** 新增商品 (?barCode= for its first SKU), 编辑商品 (?productId=) and 复制新增 (?productId=, saved as a new product). */
export function ProductForm() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? '';
  // 新增商品 from a code the camera read that the shop does not know: the new SKU carries it.
  const barCode = params.get('barCode') ?? '';
  const copy = pathname.endsWith('/CopyAdd');
  const loaded = useLoad(() => productDetail(productId), productId || null);
  if (productId && !loaded.data) return loaded.loading ? <PageSpinner /> : null;
  const blank = emptyProduct();
  const initial = loaded.data ? productForm(loaded.data, copy) : { ...blank, skus: [{ ...blank.skus[0], barCode }] };
  return <ProductEditor key={`${pathname}?${productId}`} initial={initial} productId={copy ? undefined : productId || undefined} />;
}

const noErrors = (f: Form): ProductErrors => ({ header: {}, units: f.units.map(() => ({})), skus: f.skus.map(() => ({})) });

function ProductEditor({ initial, productId }: { initial: Form; productId?: string }) {
  const s = useStyles();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ProductErrors>(noErrors(initial));
  const [pending, setPending] = useState<File[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const options = useFieldOptions(HEADER_FIELDS);
  const guard = useUnsavedGuard(pending.length > 0 || JSON.stringify(form) !== JSON.stringify(initial));

  const change = (next: Partial<Form>) => {
    setMessage('');
    setForm((f) => ({ ...f, ...next }));
    if (next.skus || next.units)
      setErrors((e) => ({
        ...e,
        ...(next.skus && { skus: next.skus.map(() => ({})) }),
        ...(next.units && { units: next.units.map(() => ({})) }),
      }));
  };
  const setHeader = (key: string, value: string) => {
    setMessage('');
    setForm((f) => ({ ...f, header: { ...f.header, [key]: value } }));
    setErrors((e) => ({ ...e, header: { ...e.header, [key]: undefined } }));
  };

  const checkBarCode = async (i: number) => {
    const row = form.skus[i];
    const code = row.barCode.trim();
    if (!code) return;
    const { repeat } = await barCodeRepeat(code, row.skuId).catch(() => ({ repeat: false }));
    if (repeat) setErrors((e) => ({ ...e, skus: e.skus.map((x, j) => (j === i ? { ...x, barCode: `条码${code}已存在` } : x)) }));
  };

  const save = async () => {
    setMessage('');
    const found = validateProduct(form);
    setErrors(found);
    if (productErrorCount(found)) return setMessage(found.grid ?? '请按提示修改标红的内容');
    setBusy(true);
    try {
      const payload = productPayload(form, !!productId);
      const id = productId ? (await updateProduct({ ...payload, productId })).productId : (await saveProduct(payload)).productId;
      await uploadPictures(id, pending).catch(() => setMessage('商品已保存，但有图片上传失败'));
      notifySuccess('保存成功');
      guard.allowLeave();
      navigate(detailPath(id));
    } catch (e) {
      const placed = e instanceof ApiError && e.kind === 'validation' ? placeServerError(form, e.message) : undefined;
      if (placed) setErrors(placed);
      setMessage(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const headerField = (key: string) => {
    const f = HEADER_FIELDS.find((x) => x.key === key)!;
    return (
      <FieldInput
        key={key}
        field={f}
        className={f.kind === 'textarea' ? s.wide : undefined}
        value={form.header[key]}
        error={errors.header[key]}
        options={options[key]}
        onChange={(v) => setHeader(key, v)}
      />
    );
  };

  return (
    <div className={s.root}>
      <Card className={s.card}>
        <Subtitle2 as="h1">{productId ? '编辑商品' : '新增商品'}</Subtitle2>
        <div className={s.grid}>
          {HEADER_FIELDS.filter((f) => f.key !== 'shelfLifeDays' || form.header.lifeFlag === '1').map((f) => headerField(f.key))}
        </div>
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">辅助单位</Subtitle2>
        <UnitsEditor units={form.units} errors={errors.units} mainUnit={form.header.unitName} onChange={(units) => change({ units })} />
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">商品图片</Subtitle2>
        <ProductPictures productId={productId} pending={pending} onPending={setPending} />
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">规格与价格</Subtitle2>
        <SpecGenerator onGenerate={(specs) => change({ skus: generateSkus(form.skus, specs) })} />
        <SkuGrid rows={form.skus} errors={errors.skus} onChange={(skus) => change({ skus })} onBarCodeBlur={(i) => void checkBarCode(i)} />
      </Card>
      {message && (
        <MessageBar intent="error">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.bar}>
        <Button appearance="primary" disabled={busy} onClick={() => void save()}>
          {busy ? '保存中…' : '保存'}
        </Button>
        <Button onClick={() => navigate(productId ? detailPath(productId) : '/management/List')}>取消</Button>
      </div>
      {guard.dialog}
    </div>
  );
}
