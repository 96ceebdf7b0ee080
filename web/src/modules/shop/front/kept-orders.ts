/** An order placed from this browser: the phone and 查询码 that show it in 我的订单. */
export interface KeptOrder {
  orderNo: string;
  phone: string;
  lookupCode: string;
}

/** As many as one look-up takes. */
const MOST = 50;
const key = (storeCode: string) => `jxc.store.${storeCode}.orders`;

const isKept = (o: unknown): o is KeptOrder =>
  !!o && typeof o === 'object' && ['orderNo', 'phone', 'lookupCode'].every((k) => typeof (o as Record<string, unknown>)[k] === 'string');

/** The orders this browser keeps for a store (localStorage), newest first. */
export function loadKept(storeCode: string): KeptOrder[] {
  try {
    const saved = JSON.parse(localStorage.getItem(key(storeCode)) ?? '[]') as unknown;
    return Array.isArray(saved) ? saved.filter(isKept) : [];
  } catch {
    return [];
  }
}

/** Keeps an order (placed here, or found by its phone and code), first; the oldest beyond MOST are let go. */
export function keep(storeCode: string, order: KeptOrder): KeptOrder[] {
  const kept = [order, ...loadKept(storeCode).filter((o) => o.lookupCode !== order.lookupCode)].slice(0, MOST);
  localStorage.setItem(key(storeCode), JSON.stringify(kept));
  return kept;
}

/** The kept codes by phone: one look-up each. */
export function codesByPhone(kept: readonly KeptOrder[]): Map<string, string[]> {
  const byPhone = new Map<string, string[]>();
  for (const o of kept) byPhone.set(o.phone, [...(byPhone.get(o.phone) ?? []), o.lookupCode]);
  return byPhone;
}
