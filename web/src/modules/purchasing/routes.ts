import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

const purchase = () => import('./screens');

/** Purchasing screens (采购订单, 采购单, 采购退货单) by route path. */
export const PURCHASING_SCREENS: Screens = {
  '/preOrder/list': lazyPage(purchase, 'BuyOfferList'),
  '/preOrder/add': lazyPage(purchase, 'BuyOfferForm'),
  '/preOrder/edit': lazyPage(purchase, 'BuyOfferForm'),
  '/preOrder/detail': lazyPage(purchase, 'BuyOfferDetail'),
  '/preOrder/DetailList': lazyPage(purchase, 'BuyOfferLines'),
  '/preOrder/turn': lazyPage(purchase, 'BuyForm'),
  '/purchaseOrder/list': lazyPage(purchase, 'BuyList'),
  '/purchaseOrder/add': lazyPage(purchase, 'BuyForm'),
  '/purchaseOrder/DetailList': lazyPage(purchase, 'BuyLines'),
  '/purchaseOrder/detail': lazyPage(purchase, 'BuyDetail'),
  '/purchaseReturnOrder/list': lazyPage(purchase, 'BuyReturnList'),
  '/purchaseReturnOrder/add': lazyPage(purchase, 'BuyReturnForm'),
  '/purchaseReturnOrder/detail': lazyPage(purchase, 'BuyReturnDetail'),
};
