import { call } from '../../../api/http';
import type { HistoryEntry } from '../../../api/types';

/** 店铺设置 as StoreInfo/Detail answers it; storeCode is null until the store is first saved (开通). */
export interface StoreInfo {
  storeCode: string | null;
  storeName: string;
  notice: string;
  open: boolean;
  openTime: string | null;
  closeTime: string | null;
  delivery: boolean;
  pickup: boolean;
  minOrderAmount: number;
  warehouseId: string | null;
  warehouseName: string | null;
  phone: string;
  address: string;
  logo: string | null;
  history: HistoryEntry[];
}

export const storeInfo = () => call<StoreInfo>('StoreInfo/Detail');
export const updateStore = (changes: Record<string, unknown>) => call<{ storeCode: string }>('StoreInfo/Update', changes);

/** Where customers order: the storefront at /m/{storeCode} on this site. */
export const storefrontUrl = (storeCode: string) => `${location.origin}/m/${storeCode}`;
