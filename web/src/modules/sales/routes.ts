import { DOCUMENTS } from '@jxc/services/contracts';
import { documentScreens } from '../../router/documentScreens';
import type { Screens } from '../../router/handle';

const sales = () => import('./screens');

/** Sales screens (销售报价单, 销售单, 销售退货单) by route path. */
export const SALES_SCREENS: Screens = {
  ...documentScreens(sales, DOCUMENTS.SaleOffer, {
    list: 'SaleOfferList',
    add: 'SaleOfferForm',
    edit: 'SaleOfferForm',
    detail: 'SaleOfferDetail',
    lines: 'SaleOfferLines',
    turn: 'SaleForm',
  }),
  ...documentScreens(sales, DOCUMENTS.Sale, {
    list: 'SaleList',
    add: 'SaleForm',
    copy: 'SaleCopyForm',
    lines: 'SaleLines',
    detail: 'SaleDetail',
  }),
  ...documentScreens(sales, DOCUMENTS.SaleReturn, {
    list: 'SaleReturnList',
    add: 'SaleReturnForm',
    copy: 'SaleReturnCopyForm',
    lines: 'SaleReturnLines',
    detail: 'SaleReturnDetail',
  }),
};
