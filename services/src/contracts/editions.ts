export const EDITIONS: Record<number, string> = {
  1: '免费单店版',
  2: '专业单店版',
  3: '增强单店版',
  4: '多店协同版',
  5: '客户关系/订货版',
  6: '单店订货版',
  7: '单店收银版',
  8: '单店配方版',
  9: '多店旗舰版',
  20: '单店创业版',
};

export const MULTI_STORE_EDITIONS = [4, 9];
export const ORDERING_EDITIONS = [5, 6, 8, 9];
/**
 * Editions that keep only some screens: their menu entries, a module's id keeping the whole module. Edition 8, the
 * formula shop, is the ordering module, where its formulas (作品管理) live, and what formulas and the storefront need:
 * products with their categories, units and properties (规格) to put in a formula and sell, a warehouse and its opening stock to sell
 * from, the 销售单 a storefront order turns into (and a sale taken from a formula) whose audit moves the stock, and
 * the settings of its staff, roles, payments, deliveries and reset. No purchases, stock documents, finance or reports.
 */
export const EDITION_SCREENS: Record<number, readonly string[]> = {
  8: ['11', '2002', '3001', '3002', '3003', '3004', '3005', '4012', '7002', '7003', '7006', '7010', '7012', '7013', '7014', '7015'],
};
export const MONTHLY_BILL_CAP: Record<number, number> = { 1: 80, 20: 150 };
export const TRIAL_DAYS = 15;

export const isMultiStore = (productType: number) => MULTI_STORE_EDITIONS.includes(productType);
/** Staff and warehouses of no branch belong to the main branch, which sees all the company's data. */
export const MAIN_BRANCH_NAME = '总部';
export const isKnownEdition = (productType: number) => productType in EDITIONS;

/** Staff accounts (administrator included) each edition allows. */
export const USER_LIMIT: Record<number, number> = { 1: 2, 20: 3, 2: 5, 3: 8, 6: 5, 7: 5, 8: 5, 5: 10, 4: 50, 9: 100 };

/** What each edition is for, one short line under the choice at registration (its limits follow, see editionDescription). */
export const EDITION_NOTES: Record<number, string> = {
  1: '进货、销售、库存和财务的基础功能，适合刚开张的小店',
  20: '单店进销存和财务，适合起步阶段的小店',
  2: '单店进销存、财务和报表的全部功能',
  3: '专业版的全部功能，账号更多，适合员工较多的门店',
  7: '单店进销存，适合门店前台开单收银',
  6: '单店进销存加订货商城，顾客可在手机上下单',
  5: '进销存加订货商城，适合客户多、常接订单的批发商',
  8: '只含订货商城，带配方（作品）管理',
  4: '多门店协同，各门店的仓库、员工和单据分开管理',
  9: '多门店协同加订货商城，账号最多',
};

/** An edition's line and its limits: '单店进销存和财务，适合起步阶段的小店；3个账号，每月150张单据'. */
export function editionDescription(productType: number): string {
  const cap = MONTHLY_BILL_CAP[productType];
  const limits = [`${USER_LIMIT[productType]}个账号`, cap ? `每月${cap}张单据` : '单据不限量'];
  if (isMultiStore(productType)) limits.unshift('多个门店');
  return `${EDITION_NOTES[productType]}；${limits.join('，')}`;
}
