import type { StoreDetail } from '@jxc/services/contracts';
import { call } from '../../../api/http';

export const storeInfo = () => call<StoreDetail>('StoreInfo/Detail');
export const updateStore = (changes: Record<string, unknown>) => call<{ storeCode: string }>('StoreInfo/Update', changes);

/** Where customers order: the storefront at /m/{storeCode} on this site. */
export const storefrontUrl = (storeCode: string) => `${location.origin}/m/${storeCode}`;
