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
/** Edition 8 shows only one module: the ordering module, where its formula (works) management lives. */
export const SINGLE_MODULE_EDITIONS: Record<number, string> = { 8: 'shop' };
export const MONTHLY_BILL_CAP: Record<number, number> = { 1: 80, 20: 150 };
export const TRIAL_DAYS = 15;

export const isMultiStore = (productType: number) => MULTI_STORE_EDITIONS.includes(productType);
/** Staff and warehouses of no branch belong to the main branch, which sees all the company's data. */
export const MAIN_BRANCH_NAME = '总部';
export const isKnownEdition = (productType: number) => productType in EDITIONS;

/** Staff accounts (administrator included) each edition allows. */
export const USER_LIMIT: Record<number, number> = { 1: 2, 20: 3, 2: 5, 3: 8, 6: 5, 7: 5, 8: 5, 5: 10, 4: 50, 9: 100 };
