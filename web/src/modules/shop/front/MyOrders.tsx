import { useEffect, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Field,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { isPhone } from '@jxc/services/contracts';
import { ApiError, errorMessage } from '../../../api/http';
import { formatDateTime } from '../../../utils/format';
import type { BuyerOrder, PayProviderOption } from '@jxc/services/contracts';
import { myOrders } from './api';
import { codesByPhone, keep, loadKept, type KeptOrder } from './kept-orders';
import type { PayingOrder } from './OnlinePay';
import { yuan } from './ProductCard';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  ask: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  grow: { flex: '1 1 140px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  order: {
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS },
  foot: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Still open and not paid online: it may be paid online now (or on delivery, at the store, as chosen). */
const payable = (o: BuyerOrder) => (o.status === 'new' || o.status === 'accepted') && !o.paidAmount;

/** 已支付 for an order paid online; 未支付 while it is open and not; nothing once it moved on unpaid (paid on delivery or at the store). */
const paidWord = (o: BuyerOrder) => (o.status === 'cancelled' ? undefined : o.paidAmount ? '已支付' : payable(o) ? '未支付' : undefined);

/** The kept orders as the store has them now, newest first: a code the store no longer knows shows nothing. */
async function lookUp(storeCode: string, kept: readonly KeptOrder[]): Promise<BuyerOrder[]> {
  const found = await Promise.all(
    [...codesByPhone(kept)].map(([phone, codes]) =>
      myOrders(storeCode, phone, codes).then(
        (r) => r.data,
        (err: unknown) => {
          if (err instanceof ApiError && err.errorCode === 'NOT_FOUND') return [];
          throw err;
        },
      ),
    ),
  );
  return found.flat().sort((a, b) => b.createTime.localeCompare(a.createTime));
}

export interface MyOrdersProps {
  storeCode: string;
  phone: string;
  /** The store's online payment providers: an open unpaid order offers 去支付 through them. */
  providers: PayProviderOption[];
  onPay: (order: PayingOrder, provider: PayProviderOption) => void;
}

/**
 * 我的订单: the orders placed from this browser (kept with their 查询码), newest first, with their status, whether they
 * are paid (and why one was cancelled); an open unpaid one may be paid online (去支付). Another is found by the phone it
 * was placed with and its 查询码, and kept from then on.
 */
export function MyOrders({ storeCode, phone: initial, providers, onPay }: MyOrdersProps) {
  const s = useStyles();
  const [kept, setKept] = useState(() => loadKept(storeCode));
  const [orders, setOrders] = useState<BuyerOrder[] | null>(null);
  const [failed, setFailed] = useState('');
  const [phone, setPhone] = useState(initial);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});

  useEffect(() => {
    let live = true;
    lookUp(storeCode, kept).then(
      (found) => {
        if (!live) return;
        setOrders(found);
        setFailed('');
      },
      (err: unknown) => live && setFailed(errorMessage(err)),
    );
    return () => {
      live = false;
    };
  }, [storeCode, kept]);

  const look = async (e: FormEvent) => {
    e.preventDefault();
    const asked = { phone: phone.trim(), lookupCode: code.trim().toLowerCase() };
    const found = {
      phone: isPhone(asked.phone) ? undefined : '手机号格式不正确，应为11位手机号',
      code: asked.lookupCode ? undefined : '查询码不能为空',
    };
    setErrors(found);
    if (found.phone || found.code) return;
    try {
      const [order] = (await myOrders(storeCode, asked.phone, [asked.lookupCode])).data;
      setKept(keep(storeCode, { orderNo: order.orderNo, ...asked }));
      setCode('');
    } catch (err) {
      setErrors({ code: errorMessage(err) });
    }
  };

  return (
    <div className={s.root}>
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>{failed}</MessageBarBody>
        </MessageBar>
      )}
      {orders && !orders.length && (
        <MessageBar>
          <MessageBarBody>本机还没有在本店下过单；在其他手机上下的单，请输入下单手机号和查询码查看</MessageBarBody>
        </MessageBar>
      )}
      {orders && orders.length > 0 && (
        <ul className={s.list} aria-label="我的订单">
          {orders.map((o) => (
            <li key={o.orderId} className={s.order}>
              <div className={s.head}>
                <Text weight="semibold">{o.orderNo}</Text>
                <span className={s.badges}>
                  {paidWord(o) && (
                    <Badge appearance="outline" color={o.paidAmount ? 'success' : 'warning'}>
                      {paidWord(o)}
                    </Badge>
                  )}
                  <Badge appearance="tint" color={o.status === 'cancelled' ? 'subtle' : o.status === 'done' ? 'success' : 'brand'}>
                    {o.statusName}
                  </Badge>
                </span>
              </div>
              <Text size={200} className={s.muted}>
                {formatDateTime(o.createTime)} · {o.deliveryType === 'pickup' ? '到店自提' : '送货上门'}
              </Text>
              <Text size={200}>{o.lines.map((l) => `${l.productName}${l.spec ? ` ${l.spec}` : ''}×${l.qty}`).join('，')}</Text>
              <div className={s.foot}>
                <Text weight="semibold">{yuan(o.totalAmount)}</Text>
                {payable(o) && providers.length > 0 && <PayButton order={o} kept={kept} providers={providers} onPay={onPay} />}
              </div>
              {o.cancelReason && (
                <Text size={200} className={s.muted}>
                  取消原因：{o.cancelReason}
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
      {orders && orders.length > 0 && (
        <Text size={200} className={s.muted}>
          查看在其他手机上下的单：输入下单手机号和查询码
        </Text>
      )}
      <form className={s.ask} onSubmit={(e) => void look(e)} aria-label="查询订单" noValidate>
        <Field className={s.grow} label="下单手机号" validationMessage={errors.phone}>
          <Input value={phone} onChange={(_, d) => setPhone(d.value)} type="tel" inputMode="numeric" maxLength={11} />
        </Field>
        <Field className={s.grow} label="查询码" validationMessage={errors.code}>
          <Input value={code} onChange={(_, d) => setCode(d.value)} maxLength={20} autoComplete="off" autoCapitalize="none" />
        </Field>
        <Button type="submit" appearance="primary">
          查询
        </Button>
      </form>
    </div>
  );
}

/** 去支付: straight through the store's one provider, else through the one chosen. */
function PayButton({
  order,
  kept,
  providers,
  onPay,
}: {
  order: BuyerOrder;
  kept: readonly KeptOrder[];
  providers: PayProviderOption[];
  onPay: MyOrdersProps['onPay'];
}) {
  const mine = kept.find((k) => k.orderNo === order.orderNo);
  if (!mine) return null;
  const paying: PayingOrder = { ...order, phone: mine.phone, lookupCode: mine.lookupCode };
  const label = `去支付订单${order.orderNo}`;
  if (providers.length === 1) {
    return (
      <Button appearance="primary" aria-label={label} onClick={() => onPay(paying, providers[0])}>
        去支付
      </Button>
    );
  }
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="primary" aria-label={label}>
          去支付
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {providers.map((p) => (
            <MenuItem key={p.key} onClick={() => onPay(paying, p)}>
              {p.name}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
