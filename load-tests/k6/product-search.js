// @ts-check
/**
 * Product search: every VU pages through the product list with a keyword a shop assistant types (a brand or an item),
 * as on the product screen and the document lines (Product/PageQuery, pages of 20), over PRODUCTS products.
 */
import { call, options as optionsFor, PRODUCTS, setUpCompany } from './lib/api.js';

const KEYWORDS = ['可乐', '农夫山泉', '康师傅', '牛奶', '矿泉水', '雀巢', '绿茶', '三只松鼠'];

export const options = optionsFor('Product/PageQuery', 500);

export function setup() {
  const company = setUpCompany('k6 商品搜索压测', { products: PRODUCTS });
  return {
    token: company.token,
    keywords: KEYWORDS.map((keyword) => ({ keyword, found: company.names.filter((n) => n.includes(keyword)).length })),
  };
}

/** @param {ReturnType<typeof setup>} searches */
export default function ({ token, keywords }) {
  const { keyword, found } = keywords[(__VU + __ITER) % keywords.length];
  call('Product/PageQuery', { keyword, pageNo: 1, pageSize: 20 }, token, {
    'every product with the keyword': (d) => d.totalCount === found && d.data.length === Math.min(found, 20),
  });
}
