import type { AnnexOwner } from '../catalog';
import { ADV_PICTURES } from './adv/adv.kind';
import { FORMULA_UPLOADS } from './formula/formula.kind';
import { STORE_LOGO, STORE_PRODUCT_PICTURES } from './pictures';

/** The store's records that own attachments, by owner type: the app plugs them into catalog's attachments. */
export const SHOP_ANNEX_OWNERS: Record<string, AnnexOwner> = {
  Store: STORE_LOGO,
  StoreProduct: STORE_PRODUCT_PICTURES,
  StoreAdv: ADV_PICTURES,
  StoreFormula: FORMULA_UPLOADS,
};
