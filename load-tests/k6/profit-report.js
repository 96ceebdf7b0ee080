// @ts-check
/**
 * The profit report: every VU asks for the profit of the last DAYS days (default 30; ReportForProfit/PageQuery), after
 * setup() has sold 5 lines a day on each of them out of opening stock (bought at COST, sold at SALE_PRICE).
 */
import { call, COST, daysAgo, lines, options as optionsFor, must, PRODUCTS, SALE_PRICE, setUpCompany } from './lib/api.js';

const DAYS = Number(__ENV.DAYS || 30);

export const options = optionsFor('ReportForProfit/PageQuery', 1000);

export function setup() {
  const c = setUpCompany('k6 利润报表压测', { products: PRODUCTS, stock: 1000000 });
  let units = 0;
  for (let d = 0; d < DAYS; d++) {
    const sold = lines(c.skus, (i) => d * 5 + i, SALE_PRICE);
    must('Sale/Save', { customId: c.customId, billDate: daysAgo(d), warehouseId: c.warehouses[d % 2], lines: sold, audit: true }, c.token);
    units += sold.reduce((sum, line) => sum + line.qty, 0);
  }
  return { token: c.token, saleAmount: units * SALE_PRICE, costAmount: units * COST };
}

/** @param {ReturnType<typeof setup>} sold */
export default function ({ token, saleAmount, costAmount }) {
  call('ReportForProfit/PageQuery', { startDate: daysAgo(DAYS - 1), endDate: daysAgo(0), pageNo: 1, pageSize: 100 }, token, {
    'every day sold': (d) => d.totalCount === DAYS,
    'sales and cost of goods sold': (d) => d.totals.saleAmount === saleAmount && d.totals.costAmount === costAmount,
  });
}
