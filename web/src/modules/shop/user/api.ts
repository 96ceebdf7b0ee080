import type { StoreUserRow as UserRow } from '@jxc/services/contracts';
import { call } from '../../../api/http';
import type { Page, PageQuery } from '../../../api/types';

/** A buyer of the store (the contracts' StoreUserRow, as the list kit takes rows). */
export type StoreUserRow = UserRow & Record<string, unknown>;

export const storeUserPage = (q: PageQuery) => call<Page<StoreUserRow>>('StoreUser/PageQuery', q);
/** Links the buyer to a 客户 (or unlinks them with ''). */
export const linkStoreUser = (phone: string, customId: string) => call<unknown>('StoreUser/Link', { phone, customId });
