import { call } from '../../../api/http';
import type { Page, PageQuery } from '../../../api/types';

export interface StoreUserRow extends Record<string, unknown> {
  phone: string;
  buyerName: string;
  addresses: string[];
  orderCount: number;
  orderAmount: number;
  customId: string | null;
  customName: string | null;
  firstTime: string;
  lastTime: string;
}

export const storeUserPage = (q: PageQuery) => call<Page<StoreUserRow>>('StoreUser/PageQuery', q);
/** Links the buyer to a 客户 (or unlinks them with ''). */
export const linkStoreUser = (phone: string, customId: string) => call<unknown>('StoreUser/Link', { phone, customId });
