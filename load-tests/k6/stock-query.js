// @ts-check
/**
 * Stock query: every VU reads the stock list (Stock/PageQuery, pages of 20) as the stock screen does: the first page
 * of every warehouse, then one warehouse with a keyword, over PRODUCTS SKUs in stock in two warehouses.
 */
import { call, options as optionsFor, PRODUCTS, setUpCompany } from './lib/api.js';

const KEYWORDS = ['可乐', '康师傅', '牛奶', '矿泉水', '雀巢'];

export const options = optionsFor('Stock/PageQuery', 500);

export function setup() {
  const company = setUpCompany('k6 库存查询压测', { products: PRODUCTS, stock: 100 });
  return {
    token: company.token,
    warehouses: company.warehouses,
    skus: company.skus.length,
    keywords: KEYWORDS.map((keyword) => ({ keyword, found: company.names.filter((n) => n.includes(keyword)).length })),
  };
}

/** @param {ReturnType<typeof setup>} stock */
export default function ({ token, warehouses, skus, keywords }) {
  call('Stock/PageQuery', { pageNo: 1, pageSize: 20 }, token, {
    'every SKU in every warehouse': (d) => d.totalCount === skus * warehouses.length,
  });
  const warehouseId = warehouses[__ITER % warehouses.length];
  const { keyword, found } = keywords[(__VU + __ITER) % keywords.length];
  call('Stock/PageQuery', { warehouseId, keyword, pageNo: 1, pageSize: 20 }, token, {
    'that warehouse, that keyword': (d) =>
      d.totalCount === found &&
      d.data.every((/** @type {any} */ row) => row.warehouseId === warehouseId && row.productName.includes(keyword)),
  });
}
