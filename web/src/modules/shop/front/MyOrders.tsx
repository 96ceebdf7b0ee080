import { useState, type FormEvent } from 'react';
import { Badge, Button, Field, Input, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { isPhone } from '@jxc/services/contracts';
import { errorMessage } from '../../../api/http';
import { formatDateTime } from '../../../utils/format';
import { myOrders, type MyOrder } from './api';
import { yuan } from './ProductCard';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  ask: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  grow: { flex: 1 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  order: { padding: tokens.spacingVerticalS, borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow2, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** 我的订单: the orders placed here with a phone number, newest first, with their status (and why one was cancelled). */
export function MyOrders({ storeCode, phone: initial }: { storeCode: string; phone: string }) {
  const s = useStyles();
  const [phone, setPhone] = useState(initial);
  const [orders, setOrders] = useState<MyOrder[] | null>(null);
  const [error, setError] = useState('');

  const look = async (e?: FormEvent) => {
    e?.preventDefault();
    setError('');
    if (!isPhone(phone.trim())) return setError('手机号格式不正确，应为11位手机号');
    try {
      setOrders((await myOrders(storeCode, phone.trim())).data);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <div className={s.root}>
      <form className={s.ask} onSubmit={(e) => void look(e)} aria-label="查询订单">
        <Field className={s.grow} label="下单手机号" validationMessage={error}>
          <Input value={phone} onChange={(_, d) => setPhone(d.value)} type="tel" inputMode="numeric" maxLength={11} />
        </Field>
        <Button type="submit" appearance="primary">查询</Button>
      </form>
      {orders && !orders.length && <MessageBar><MessageBarBody>这个手机号在本店还没有订单</MessageBarBody></MessageBar>}
      {orders && orders.length > 0 && (
        <ul className={s.list} aria-label="我的订单">
          {orders.map((o) => (
            <li key={o.orderId} className={s.order}>
              <div className={s.head}>
                <Text weight="semibold">{o.orderNo}</Text>
                <Badge appearance="tint" color={o.status === 'cancelled' ? 'subtle' : o.status === 'done' ? 'success' : 'brand'}>{o.statusName}</Badge>
              </div>
              <Text size={200} className={s.muted}>{formatDateTime(o.createTime)} · {o.deliveryType === 'pickup' ? '到店自提' : '送货上门'}</Text>
              <Text size={200}>{o.lines.map((l) => `${l.productName}${l.spec ? ` ${l.spec}` : ''}×${l.qty}`).join('，')}</Text>
              <Text weight="semibold">{yuan(o.totalAmount)}</Text>
              {o.cancelReason && <Text size={200} className={s.muted}>取消原因：{o.cancelReason}</Text>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
