// @ts-check
/**
 * What every k6 script here shares: its options from the environment, the API call with its envelope check, and a
 * company of its own set up through the API as a new customer would.
 */
import http from 'k6/http';
import { check, fail } from 'k6';

/**
 * @typedef {{ invState: number, invMessage: string, returnData: any, errorCode?: string }} Envelope
 * @typedef {{ token: string, loginName: string, password: string, warehouses: string[], supplierId: string, customId: string, skus: string[], names: string[] }} Company
 * @typedef {{ skuId: string, qty: number, price: number }} Line
 */

export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/+$/, '');
/** Products each script's company gets (PRODUCTS, default 100). */
export const PRODUCTS = Number(__ENV.PRODUCTS || 100);
/** Every product is bought in and taken into opening stock at this price, and sold at SALE_PRICE. */
export const COST = 5;
export const SALE_PRICE = 10;

const BRANDS = [
  '可口可乐',
  '百事',
  '农夫山泉',
  '康师傅',
  '统一',
  '娃哈哈',
  '伊利',
  '蒙牛',
  '旺旺',
  '达利园',
  '三只松鼠',
  '良品铺子',
  '金龙鱼',
  '海天',
  '李锦记',
  '雀巢',
];
const ITEMS = [
  '矿泉水',
  '绿茶',
  '冰红茶',
  '牛奶',
  '酸奶',
  '方便面',
  '饼干',
  '薯片',
  '酱油',
  '食用油',
  '咖啡',
  '果汁',
  '面包',
  '坚果',
  '巧克力',
  '蚝油',
];

/**
 * The k6 options: VUS virtual users (default 10) for DURATION (default 30s); thresholds: the 95th percentile of
 * `measured`'s requests under P95_MS milliseconds (default `p95`), under 1% of all requests failed (any HTTP status
 * but 2xx/3xx: the API answers a refusal with 4xx), over 99% of checks passed.
 * @param {string} measured the API path the script is about (its requests carry it as the `name` tag), e.g. 'Sale/Save'
 * @param {number} p95
 * @returns {import('k6/options').Options}
 */
export function options(measured, p95) {
  return {
    vus: Number(__ENV.VUS || 10),
    duration: __ENV.DURATION || '30s',
    setupTimeout: '10m',
    summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
    thresholds: {
      [`http_req_duration{name:${measured}}`]: [`p(95)<${Number(__ENV.P95_MS || p95)}`],
      http_req_failed: ['rate<0.01'],
      checks: ['rate>0.99'],
    },
  };
}

/**
 * POST /api/{path} as `token`. Checks that the envelope says success (`{path}: invState 1`) and each of `expect` on
 * its returnData (`{path}: {name}`); a refusal is logged with the server's message. The returnData, undefined when
 * refused.
 * @param {string} path
 * @param {object} body
 * @param {string} token
 * @param {Record<string, (data: any) => boolean>} [expect]
 */
export function call(path, body, token, expect = {}) {
  const envelope = post(path, body, token);
  /** @type {Record<string, (e: Envelope) => boolean>} */
  const checks = { [`${path}: invState 1`]: (e) => e.invState === 1 };
  for (const [name, holds] of Object.entries(expect)) checks[`${path}: ${name}`] = (e) => e.invState === 1 && holds(e.returnData);
  check(envelope, checks);
  if (envelope.invState !== 1) console.warn(`${path}: ${envelope.invMessage}`);
  return envelope.invState === 1 ? envelope.returnData : undefined;
}

/**
 * A company of its own for one script: registered (多店旗舰版, which has no monthly bill cap), two warehouses, a
 * supplier, a customer and `products` products of one SKU each, named like a grocery's (so that a keyword finds some);
 * with `stock`, that many units of every SKU in each warehouse as opening stock at COST. Any refusal stops the test.
 * @param {string} companyName
 * @param {{ products: number, stock?: number }} what
 * @returns {Company}
 */
export function setUpCompany(companyName, { products, stock = 0 }) {
  const loginName = `k6_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const password = 'k6-secret-123';
  const { token } = must('Register/Register', { companyName, loginName, password, productType: 9 });
  /** @param {string} path @param {object} body */
  const as = (path, body) => must(path, body, token);
  const warehouses = [1, 2].map((i) => as('Warehouse/Save', { warehouseName: `仓库${i}`, warehouseCode: `W${i}` }).warehouseId);
  const supplierId = as('Supplier/Save', { supplierName: '供应商', supplierCode: 'S1' }).supplierId;
  const customId = as('Custom/Save', { customName: '客户', customCode: 'C1' }).customId;
  const names = Array.from(
    { length: products },
    (_, n) => `${BRANDS[n % BRANDS.length]}${ITEMS[Math.floor(n / BRANDS.length) % ITEMS.length]}${n}`,
  );
  const skus = names.map(
    (productName, n) =>
      as('Product/Save', { productName, productCode: `P${n}`, unitName: '个', skus: [{ salePrice: SALE_PRICE, purchasePrice: COST }] })
        .skus[0].skuId,
  );
  if (stock) {
    for (const warehouseId of warehouses) {
      for (let i = 0; i < skus.length; i += 500)
        as('InitStock/Save', { warehouseId, lines: skus.slice(i, i + 500).map((skuId) => ({ skuId, qty: stock, price: COST })) });
    }
  }
  return { token, loginName, password, warehouses, supplierId, customId, skus, names };
}

/**
 * A document's 5 lines: line i is SKU `pick(i)` (modulo the SKUs) at `price`, 1 to 3 units.
 * @param {string[]} skus
 * @param {(i: number) => number} pick
 * @param {number} price
 * @returns {Line[]}
 */
export const lines = (skus, pick, price) =>
  Array.from({ length: 5 }, (_, i) => ({ skuId: skus[pick(i) % skus.length], qty: 1 + (i % 3), price }));

/** The date `days` days before today (UTC), as the API takes dates. @param {number} days */
export const daysAgo = (days) => new Date(Date.now() - days * 86400000).toISOString().slice(0, 10);

/**
 * POST /api/{path} for setup(): its returnData, or k6's fail (which ends the test) when refused, for a load test on a
 * half-made company measures nothing.
 * @param {string} path
 * @param {object} body
 * @param {string} [token]
 */
export function must(path, body, token) {
  const envelope = post(path, body, token);
  if (envelope.invState !== 1) fail(`${path}: ${envelope.invMessage}`);
  return envelope.returnData;
}

/**
 * The request, tagged `name: {path}` so that thresholds and the summary can single it out; its envelope, or a refusal
 * naming the HTTP status when the answer is not one (a proxy's error page, no answer at all).
 * @param {string} path
 * @param {object} body
 * @param {string} [token]
 * @returns {Envelope}
 */
function post(path, body, token) {
  /** @type {Record<string, string>} */
  const headers = { 'content-type': 'application/json' };
  if (token) headers.token = token;
  const res = http.post(`${BASE_URL}/api/${path}`, JSON.stringify(body), { headers, tags: { name: path } });
  try {
    const envelope = /** @type {Envelope} */ (res.json());
    if (envelope && typeof envelope.invState === 'number') return envelope;
  } catch (notJson) {
    // answered below by its status
  }
  return { invState: 0, invMessage: `HTTP ${res.status} ${res.error || ''}`.trim(), returnData: null };
}
