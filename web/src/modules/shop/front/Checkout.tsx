import { useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { isPhone, type PayProviderOption } from '@jxc/services/contracts';
import { errorMessage } from '../../../api/http';
import { placeOrder, type FrontProduct, type FrontStore, type OrderForm } from './api';
import { loadBuyer, saveBuyer } from './cart';
import { keep } from './kept-orders';
import type { PayingOrder } from './OnlinePay';
import { yuan } from './ProductCard';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  lines: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  line: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  total: {
    display: 'flex',
    justifyContent: 'space-between',
    fontWeight: tokens.fontWeightSemibold,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalS,
  },
  pay: { color: tokens.colorNeutralForeground3 },
});

type Errors = Partial<Record<keyof OrderForm, string>>;

/** The checkout's own checks, worded as the server words them. */
function check(f: OrderForm): Errors {
  const e: Errors = {};
  if (!f.buyerName.trim()) e.buyerName = '收货人不能为空';
  if (!f.phone.trim()) e.phone = '手机号不能为空';
  else if (!isPhone(f.phone.trim())) e.phone = '手机号格式不正确，应为11位手机号';
  if (f.deliveryType === 'delivery' && !f.address.trim()) e.address = '请填写收货地址';
  return e;
}

export interface CheckoutProps {
  store: FrontStore;
  lines: { product: FrontProduct; qty: number }[];
  total: number;
  /** The providers the store takes online payments through: with any, 在线支付 is offered (and chosen first). */
  providers: PayProviderOption[];
  /** The order placed, and the provider it is to be paid through now (none: on delivery or at the store). */
  onPlaced: (order: PayingOrder, provider?: PayProviderOption) => void;
  onBack: () => void;
}

/** 填写订单: who receives it, delivered or picked up, how it is paid (online, on delivery or at the store), then 提交订单. */
export function Checkout({ store, lines, total, providers, onPlaced, onBack }: CheckoutProps) {
  const s = useStyles();
  const [form, setForm] = useState<OrderForm>(() => ({ ...loadBuyer(), deliveryType: store.delivery ? 'delivery' : 'pickup', remark: '' }));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (k: keyof OrderForm) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  // '' pays on delivery or at the store; until the buyer chooses, the first online provider.
  const [chosen, setChosen] = useState<string>();
  const payWith = chosen ?? providers[0]?.key ?? '';
  const provider = providers.find((p) => p.key === payWith);
  const offline = form.deliveryType === 'delivery' ? '货到付款' : '到店自提付款';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(form);
    setErrors(found);
    setRefusal('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const placed = await placeOrder(
        store.storeCode,
        { ...form, address: form.deliveryType === 'delivery' ? form.address : '' },
        lines.map((l) => ({ ...(l.product.comboId ? { comboId: l.product.comboId } : { skuId: l.product.skuId! }), qty: l.qty })),
      );
      saveBuyer({ buyerName: form.buyerName, phone: form.phone, address: form.address });
      keep(store.storeCode, { orderNo: placed.orderNo, phone: form.phone.trim(), lookupCode: placed.lookupCode });
      onPlaced({ ...placed, phone: form.phone.trim() }, provider);
    } catch (err) {
      setRefusal(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-label="填写订单">
      <ul className={s.lines} aria-label="订单商品">
        {lines.map((l) => (
          <li key={l.product.storeProductId} className={s.line}>
            <Text>
              {l.product.productName}
              {l.product.spec && ` ${l.product.spec}`} × {l.qty}
            </Text>
            <Text>{yuan(l.product.storePrice * l.qty)}</Text>
          </li>
        ))}
        <li className={s.total}>
          <span>合计</span>
          <span>{yuan(total)}</span>
        </li>
      </ul>
      <Field label="收货人" required validationMessage={errors.buyerName}>
        <Input value={form.buyerName} onChange={(_, d) => set('buyerName')(d.value)} autoComplete="name" />
      </Field>
      <Field label="手机号" required validationMessage={errors.phone}>
        <Input
          value={form.phone}
          onChange={(_, d) => set('phone')(d.value)}
          type="tel"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
        />
      </Field>
      <Field label="配送方式">
        <RadioGroup layout="horizontal" value={form.deliveryType} onChange={(_, d) => set('deliveryType')(d.value)}>
          {store.delivery && <Radio value="delivery" label="送货上门" />}
          {store.pickup && <Radio value="pickup" label="到店自提" />}
        </RadioGroup>
      </Field>
      {form.deliveryType === 'delivery' ? (
        <Field label="收货地址" required validationMessage={errors.address}>
          <Textarea value={form.address} onChange={(_, d) => set('address')(d.value)} autoComplete="street-address" resize="vertical" />
        </Field>
      ) : (
        <Text>
          自提地址：{store.address || store.storeName}
          {store.phone && `（电话 ${store.phone}）`}
        </Text>
      )}
      <Field label="备注">
        <Input value={form.remark} onChange={(_, d) => set('remark')(d.value)} placeholder="口味、送达时间等" />
      </Field>
      {providers.length ? (
        <Field label="付款方式">
          <RadioGroup value={payWith} onChange={(_, d) => setChosen(d.value)}>
            {providers.map((p) => (
              <Radio key={p.key} value={p.key} label={`${p.name}（在线支付）`} />
            ))}
            <Radio value="" label={offline} />
          </RadioGroup>
        </Field>
      ) : (
        <Text className={s.pay}>付款方式：{offline}</Text>
      )}
      {refusal && (
        <MessageBar intent="error">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      <Button type="submit" appearance="primary" size="large" disabled={busy}>
        {busy ? '正在提交…' : `${provider ? '提交订单并支付' : '提交订单'} ${yuan(total)}`}
      </Button>
      <Button type="button" appearance="subtle" onClick={onBack}>
        返回继续购物
      </Button>
    </form>
  );
}
