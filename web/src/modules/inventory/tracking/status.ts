/** What the serial and batch screens say about a row: pure, so the spec beside it can pin the wording. */

/** The near-expiry window when none is given (the server's default too). */
export const DEFAULT_NEAR_DAYS = 30;

/** expired (red): past its expiry date; near (orange): expiring within the next nearDays days, today included; fresh: neither. */
export type ExpiryTone = 'expired' | 'near' | 'fresh';

/** The tone of a batch; one used up is no concern whatever its date. */
export function expiryTone(daysLeft: number, nearDays: number, qty = 1): ExpiryTone {
  if (qty <= 0) return 'fresh';
  if (daysLeft < 0) return 'expired';
  return daysLeft < nearDays ? 'near' : 'fresh';
}

/** 剩余天数 as a shop user reads it: '已过期3天', '今天到期', '12天'. */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft < 0) return `已过期${-daysLeft}天`;
  return daysLeft === 0 ? '今天到期' : `${daysLeft}天`;
}

export const MAX_NEAR_DAYS = 3650;

/** The 临期天数 filter's text as days: a whole number from 1 to 3650 (what the server takes), else the default. */
export function nearDaysOf(text: string): number {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= MAX_NEAR_DAYS ? n : DEFAULT_NEAR_DAYS;
}

/** On hand against the serials in stock: '差2个序列号' (stock came in without them), '多1个序列号', or '' when they agree. */
export function serialGap(qty: number, serialCount: number): string {
  const gap = Math.round(qty - serialCount);
  if (gap === 0) return '';
  return gap > 0 ? `差${gap}个序列号` : `多${-gap}个序列号`;
}
