// @ts-check
/** Purchases: every VU saves and audits 5-line purchases (Buy/Save with audit), each of its own spread of PRODUCTS SKUs. */
import { call, COST, daysAgo, lines, options as optionsFor, PRODUCTS, setUpCompany } from './lib/api.js';

export const options = optionsFor('Buy/Save', 1000);

export function setup() {
  return setUpCompany('k6 采购压测', { products: PRODUCTS });
}

/** @param {import('./lib/api.js').Company} c */
export default function (c) {
  const body = {
    supplierId: c.supplierId,
    billDate: daysAgo(0),
    warehouseId: c.warehouses[__ITER % 2],
    lines: lines(c.skus, (i) => __VU * 13 + __ITER * 5 + i * 7, COST),
    audit: true,
  };
  call('Buy/Save', body, c.token, { audited: (d) => d.status === 'audited' && /^CG/.test(d.billNo) });
}
