import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Caption1, Card, Field, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { BoxMultipleRegular } from '@fluentui/react-icons';
import { ApiError, errorMessage } from '../../../api/http';
import { PageSpinner } from '../../../components/PageSpinner';
import { useForm } from '../../../hooks/useForm';
import { useLoad } from '../../../hooks/useLoad';
import { fieldOfLabel, fieldPayload, fieldValues, validateFields, type FieldDesc, type FormValues } from '../../../kit/fields';
import { useNumbers } from '../../../kit/numbers';
import { useFieldOptions } from '../../../kit/useFieldOptions';
import { useUnsavedGuard } from '../../../kit/useUnsavedGuard';
import { notifySuccess } from '../../../notify/bus';
import { ProductPictures, SkuSearch, skuTitle, uploadPictures, type Sku } from '../../catalog';
import { ComboPicker, type ComboChoice } from '../../document-engine';
import { FieldGrid } from '../store/FieldGrid';
import { productPath, saveStoreProduct, storeClassOptions, storeProductDetail, updateStoreProduct, type StoreProductDetail } from './api';

const PICTURE_OWNER = 'StoreProduct';
const FIELDS: FieldDesc[] = [
  { key: 'storePrice', label: '商城价格', kind: 'decimal', required: true, places: 2, min: 0.01, max: 99999999 },
  { key: 'classId', label: '商城分类', kind: 'select', options: storeClassOptions },
  { key: 'online', label: '上架', kind: 'switch', initial: '1' },
  {
    key: 'description',
    label: '商品描述',
    kind: 'textarea',
    maxWidth: 2000,
    placeholder: '卖点、规格说明、保存方法等，顾客在商品详情中看到',
  },
];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: '72px' },
  card: { gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  pick: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    '& > :first-child': { flex: '1 1 220px' },
  },
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

/** 发布商品 (/shop/product/Add): a SKU, or a 商品套餐 (选择套餐) sold by the set and 编辑商城商品 (/shop/product/Edit?storeProductId=). */
export function StoreProductForm() {
  const storeProductId = useSearchParams()[0].get('storeProductId') ?? '';
  const loaded = useLoad(() => storeProductDetail(storeProductId), storeProductId || null);
  if (storeProductId && !loaded.data) return loaded.loading ? <PageSpinner /> : null;
  return <Editor key={storeProductId} saved={loaded.data} />;
}

type Picked = Pick<Sku, 'productName' | 'spec' | 'barCode' | 'unitName' | 'salePrice'> &
  ({ skuId: string; comboId?: undefined } | { skuId?: null; comboId: string });

const comboPicked = (c: ComboChoice): Picked => ({
  comboId: c.comboId,
  productName: c.comboName,
  spec: '',
  barCode: null,
  unitName: '套',
  salePrice: c.comboPrice,
});
const pickedTitle = (p: Picked) => (p.comboId ? `${p.productName}（套餐）` : skuTitle(p));

function Editor({ saved }: { saved?: StoreProductDetail }) {
  const s = useStyles();
  const navigate = useNavigate();
  const { money } = useNumbers();
  const initial = fieldValues(FIELDS, saved);
  const form = useForm<FormValues>(initial);
  const options = useFieldOptions(FIELDS);
  const [sku, setSku] = useState<Picked | undefined>(saved as Picked | undefined);
  const [pickingCombo, setPickingCombo] = useState(false);
  const [skuError, setSkuError] = useState('');
  const [pending, setPending] = useState<File[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const guard = useUnsavedGuard(pending.length > 0 || (!saved && !!sku) || JSON.stringify(form.values) !== JSON.stringify(initial));

  const pick = (k: Picked) => {
    setSku(k);
    setPickingCombo(false);
    setSkuError('');
    if (!form.values.storePrice && k.salePrice !== null) form.set('storePrice', String(k.salePrice));
  };

  const save = async () => {
    setMessage('');
    const clean = form.check(validateFields(FIELDS, form.values));
    if (!sku) setSkuError('商品不能为空');
    if (!clean || !sku) return;
    setBusy(true);
    try {
      const payload = fieldPayload(FIELDS, form.values, !!saved);
      const id = saved
        ? (await updateStoreProduct({ ...payload, storeProductId: saved.storeProductId })).storeProductId
        : (await saveStoreProduct({ ...payload, ...(sku.comboId ? { comboId: sku.comboId } : { skuId: sku.skuId }) })).storeProductId;
      await uploadPictures(id, pending, PICTURE_OWNER).catch(() => setMessage('商品已保存，但有图片上传失败'));
      notifySuccess(saved ? '保存成功' : '发布成功');
      guard.allowLeave();
      navigate(productPath('Detail', id));
    } catch (e) {
      const msg = errorMessage(e);
      const invalid = e instanceof ApiError && e.kind === 'validation';
      const key = invalid ? fieldOfLabel(FIELDS, msg) : undefined;
      if (key) form.check({ [key]: msg });
      else if (invalid && (msg.includes('商品') || msg.includes('套餐'))) setSkuError(msg);
      else setMessage(msg);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={s.root}>
      <Card className={s.card}>
        <Subtitle2 as="h1">{saved ? '编辑商城商品' : '发布商品到商城'}</Subtitle2>
        <Field
          label="商品"
          required
          validationMessage={skuError}
          hint={
            sku && sku.salePrice !== null ? `${sku.comboId ? '套餐价' : '零售价'} ${money(sku.salePrice)} / ${sku.unitName}` : undefined
          }
        >
          {saved ? (
            <span>{pickedTitle(saved as Picked)}</span>
          ) : (
            <div className={s.pick}>
              <SkuSearch label="选择商品" onPick={(k: Sku) => pick(k)} />
              <Button icon={<BoxMultipleRegular />} onClick={() => setPickingCombo(true)}>
                选择套餐
              </Button>
            </div>
          )}
        </Field>
        {!saved && sku && <Caption1>已选：{pickedTitle(sku)}</Caption1>}
        {pickingCombo && <ComboPicker onPick={(c) => pick(comboPicked(c))} onClose={() => setPickingCombo(false)} />}
        <FieldGrid fields={FIELDS} values={form.values} errors={form.errors} options={options} onChange={(k, v) => form.set(k, v)} />
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">商品图片</Subtitle2>
        <Caption1 className={s.muted}>不上传时，商城显示商品资料中的图片。</Caption1>
        <ProductPictures ownerType={PICTURE_OWNER} productId={saved?.storeProductId} pending={pending} onPending={setPending} />
      </Card>
      {message && (
        <MessageBar intent="error">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.bar}>
        <Button appearance="primary" disabled={busy} onClick={() => void save()}>
          {busy ? '保存中…' : saved ? '保存' : '发布'}
        </Button>
        <Button onClick={() => navigate(saved ? productPath('Detail', saved.storeProductId) : '/shop/product/List')}>取消</Button>
      </div>
      {guard.dialog}
    </div>
  );
}
