import type { AnnexOwner } from '../catalog';
import { ADV_PICTURES } from './adv/adv.kind';
import { storeProductLive } from './catalog/store-catalog.queries';
import { FORMULA_UPLOADS } from './formula/formula.kind';
import { storeOpened } from './store/store.queries';

/** The store's logo: an attachment the store owns, its owner id the company's. */
const STORE_LOGO: AnnexOwner = {
  menuId: '1109',
  title: '店铺',
  exists: async (ds, companyId, ownerId) => ownerId === companyId && (await storeOpened(ds, companyId)),
};

const STORE_PRODUCT_PICTURES: AnnexOwner = {
  menuId: '1102',
  title: '商城商品',
  exists: storeProductLive,
};

/** The store's records that own attachments, by owner type: the app plugs them into catalog's attachments. */
export const SHOP_ANNEX_OWNERS: Record<string, AnnexOwner> = {
  Store: STORE_LOGO,
  StoreProduct: STORE_PRODUCT_PICTURES,
  StoreAdv: ADV_PICTURES,
  StoreFormula: FORMULA_UPLOADS,
};
