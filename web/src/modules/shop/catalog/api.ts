import type {
  StoreClassRow as ContractClassRow,
  StoreProductDetail as ContractDetail,
  StoreProductRow as ContractRow,
} from '@jxc/services/contracts';
import { call } from '../../../api/http';
import type { Page, PageQuery } from '../../../api/types';

/** A store category (the contracts' row, indexable for the list kit). */
export type StoreClassRow = ContractClassRow & Record<string, unknown>;

export const storeClassPage = (q: PageQuery) => call<Page<StoreClassRow>>('StoreClass/PageQuery', q);
export const saveStoreClass = (p: Record<string, unknown>) => call<{ classId: string }>('StoreClass/Save', p);
export const updateStoreClass = (p: Record<string, unknown>) => call<{ classId: string }>('StoreClass/Update', p);
export const removeStoreClass = (classId: string) => call<unknown>('StoreClass/Remove', { classId });
/** The categories as a select field's options. */
export const storeClassOptions = async () =>
  (await storeClassPage({ pageNo: 1, pageSize: 200 })).data.map((c) => ({ value: c.classId, label: c.className }));

/** A store product as StoreProduct/PageQuery lists it (the contracts' row, indexable for the list kit). */
export type StoreProductRow = ContractRow & Record<string, unknown>;

/** A store product with its history (the contracts' detail, as the form kit takes records). */
export type StoreProductDetail = ContractDetail & Record<string, unknown>;

export type StoreProductQuery = PageQuery & { classId?: string; online?: boolean };

export const storeProductPage = (q: StoreProductQuery) => call<Page<StoreProductRow>>('StoreProduct/PageQuery', q);
export const storeProductDetail = (storeProductId: string) => call<StoreProductDetail>('StoreProduct/Detail', { storeProductId });
export const saveStoreProduct = (p: Record<string, unknown>) => call<{ storeProductId: string }>('StoreProduct/Save', p);
export const updateStoreProduct = (p: Record<string, unknown>) => call<{ storeProductId: string }>('StoreProduct/Update', p);
export const setOnline = (storeProductIds: string[], online: boolean) =>
  call<unknown>('StoreProduct/BatchOnline', { storeProductIds, online });
export const removeStoreProduct = (storeProductId: string) => call<unknown>('StoreProduct/Remove', { storeProductId });

export const productPath = (screen: 'Detail' | 'Edit', storeProductId: string) =>
  `/shop/product/${screen}?storeProductId=${encodeURIComponent(storeProductId)}`;
