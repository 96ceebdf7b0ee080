import { eventNames } from '../../shared/es/event-names';

/** What 店铺设置 holds; `open` is 营业中 or 休息中 (the storefront takes no orders while closed). */
export interface StoreSettings {
  storeName: string;
  notice: string;
  open: boolean;
  openTime: string | null;
  closeTime: string | null;
  delivery: boolean;
  pickup: boolean;
  /** 起送金额: an order below it is refused (0: none). */
  minOrderAmount: string;
  /** 发货仓库: the warehouse whose stock the store shows and sells. */
  warehouseId: string | null;
  phone: string;
  address: string;
}

/** A company's store is one stream, `Store-{companyId}`; its public code is reserved once, `StoreCode-{code}`. */
export type StoreEvent =
  | { type: 'Created'; data: StoreSettings & { storeCode: string } }
  | { type: 'Updated'; data: Partial<Omit<StoreSettings, 'open'>> }
  | { type: 'Opened' | 'Closed'; data: Record<string, never> };

export const STORE_EVENTS = eventNames('Store', [
  'Created',
  'Updated',
  'Opened',
  'Closed',
] as const satisfies readonly StoreEvent['type'][]);
export const STORE_CODE_RESERVED = 'StoreCodeReserved';

/** 系统重置 keeps the store and its code: the storefront's address stays what customers know. */
export const STORE_KEPT_ON_RESET = ['Store', 'StoreCode'];
