import type { StoreAdvRow, StorefrontHome } from '@jxc/services/contracts';
import { call } from '../../../api/http';
import type { HistoryEntry, Page, PageQuery } from '../../../api/types';
import { storeProductPage } from '../catalog/api';

/** A banner ad (the contracts' row, indexable for the list kit). */
export type AdvRow = StoreAdvRow & Record<string, unknown>;

export const advPage = (q: PageQuery) => call<Page<AdvRow>>('StoreAdv/PageQuery', q);
export const advDetail = (advId: string) => call<AdvRow & { history: HistoryEntry[] }>('StoreAdv/Detail', { advId });
export const saveAdv = (p: Record<string, unknown>) => call<{ advId: string }>('StoreAdv/Save', p);
export const updateAdv = (p: Record<string, unknown>) => call<{ advId: string }>('StoreAdv/Update', p);
export const removeAdv = (advId: string) => call<unknown>('StoreAdv/Remove', { advId });

export const advPath = (screen: 'Detail' | 'Edit', advId: string) => `/shop/adv/${screen}?advId=${encodeURIComponent(advId)}`;

export type { BannerAd, QuickMenuEntry } from '@jxc/services/contracts';

/** The storefront home's banner and quick menu (no login); quiet: the store shows without them. */
export const storefrontHome = (storeCode: string) => call<StorefrontHome>('StoreFront/Home', { storeCode }, { quiet: true });

/** The store's products as a select field's options (an ad's or a quick-menu entry's link). */
export const storeProductOptions = async () =>
  (await storeProductPage({ pageNo: 1, pageSize: 200 })).data.map((p) => ({
    value: p.storeProductId,
    label: p.spec ? `${p.productName} ${p.spec}` : p.productName,
  }));
