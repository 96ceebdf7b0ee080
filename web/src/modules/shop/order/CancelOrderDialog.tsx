import { FormDialog } from '../../../kit/FormDialog';
import type { FieldDesc } from '../../../kit/fields';
import { cancelOrder, type StoreOrderRow } from './api';

const FIELDS: FieldDesc[] = [
  { key: 'reason', label: '取消原因', kind: 'textarea', required: true, maxWidth: 200, wide: true, placeholder: '如：缺货、顾客不要了' },
];

/** 取消订单 with the reason the buyer will see under 我的订单; its goods are free again. */
export function CancelOrderDialog({
  order,
  onClose,
  onCancelled,
}: {
  order: Pick<StoreOrderRow, 'orderId' | 'orderNo'>;
  onClose: () => void;
  onCancelled: () => void;
}) {
  return (
    <FormDialog
      title={`取消订单 ${order.orderNo}`}
      fields={FIELDS}
      submit={(p) => cancelOrder(order.orderId, String(p.reason))}
      done="订单已取消"
      onClose={onClose}
      onSaved={onCancelled}
    />
  );
}
