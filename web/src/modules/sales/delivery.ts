import { isPhone } from '@jxc/services/contracts';
import type { SaleExtend } from './api';

export type DeliveryForm = Required<SaleExtend>;

export const EMPTY_DELIVERY: DeliveryForm = { contact: '', phone: '', address: '', expressId: '', expressNo: '', remark: '' };

/** The fields filled in (trimmed): Sale/UpdateExtend keeps what it is not sent. */
export const deliveryPayload = (f: DeliveryForm): SaleExtend =>
  Object.fromEntries(
    Object.entries(f)
      .map(([k, v]) => [k, v.trim()])
      .filter(([, v]) => v !== ''),
  );

/** The server's rules with its wording: nothing to send, or a phone that is not a mobile number. */
export function deliveryProblem(f: DeliveryForm): { field?: keyof DeliveryForm; message: string } | undefined {
  const sent = deliveryPayload(f);
  if (!Object.keys(sent).length) return { message: '请至少填写一项配送信息' };
  if (sent.phone && !isPhone(sent.phone)) return { field: 'phone', message: '联系电话格式不正确，应为11位手机号' };
  return undefined;
}
