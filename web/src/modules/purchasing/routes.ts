import { DOCUMENTS } from '@jxc/services/contracts';
import { documentScreens } from '../../router/documentScreens';
import type { Screens } from '../../router/handle';
import { lazyPage } from '../../router/lazyPage';

const purchase = () => import('./screens');

/** Purchasing screens (采购订单, 采购单, 采购退货单, 智能补货) by route path. */
export const PURCHASING_SCREENS: Screens = {
  ...documentScreens(purchase, DOCUMENTS.BuyOffer, {
    list: 'BuyOfferList',
    add: 'BuyOfferForm',
    edit: 'BuyOfferForm',
    detail: 'BuyOfferDetail',
    lines: 'BuyOfferLines',
    turn: 'BuyForm',
  }),
  ...documentScreens(purchase, DOCUMENTS.Buy, { list: 'BuyList', add: 'BuyForm', lines: 'BuyLines', detail: 'BuyDetail' }),
  ...documentScreens(purchase, DOCUMENTS.BuyReturn, { list: 'BuyReturnList', add: 'BuyReturnForm', detail: 'BuyReturnDetail' }),
  '/replenish/list': lazyPage(() => import('./replenish/Replenish'), 'Replenish'),
};
