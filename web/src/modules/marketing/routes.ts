import type { Screens } from '../../router/handle';
import { lazyPage } from '../../router/lazyPage';

const visit = () => import('./visit/screens');
const combo = () => import('./combo/screens');

/** 营销's screens by route path: 客户拜访 and 商品套餐. */
export const MARKETING_SCREENS: Screens = {
  '/customVisit/List': lazyPage(visit, 'VisitList'),
  '/customVisit/Detail': lazyPage(visit, 'VisitDetail'),
  '/customVisit/Tag': lazyPage(visit, 'VisitTagList'),
  '/combo/List': lazyPage(combo, 'ComboList'),
  '/combo/Add': lazyPage(combo, 'ComboForm'),
  '/combo/Edit': lazyPage(combo, 'ComboForm'),
  '/combo/Detail': lazyPage(combo, 'ComboDetail'),
};
