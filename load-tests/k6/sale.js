// @ts-check
/**
 * Sales: every VU saves and audits 5-line sales (Sale/Save with audit), each of its own spread of PRODUCTS SKUs, out of
 * opening stock in two warehouses. sale-contention.js sells the same SKUs from every VU.
 */
import { call, daysAgo, lines, options as optionsFor, PRODUCTS, SALE_PRICE, setUpCompany } from './lib/api.js';

export const options = optionsFor('Sale/Save', 1000);

export function setup() {
  return setUpCompany('k6 销售压测', { products: PRODUCTS, stock: 1000000 });
}

/**
 * One audited sale whose line i is SKU `pick(i)`.
 * @param {import('./lib/api.js').Company} c
 * @param {(i: number) => number} pick
 */
export function sell(c, pick) {
  const body = {
    customId: c.customId,
    billDate: daysAgo(0),
    warehouseId: c.warehouses[__ITER % 2],
    lines: lines(c.skus, pick, SALE_PRICE),
    audit: true,
  };
  call('Sale/Save', body, c.token, { audited: (d) => d.status === 'audited' && /^XS/.test(d.billNo) });
}

/** @param {import('./lib/api.js').Company} c */
export default function (c) {
  sell(c, (i) => __VU * 13 + __ITER * 5 + i * 7);
}
