/**
 * Property-based fuzzing of every POST /api route the running application registers.
 *
 * The routes are read from the Express router of the real app, so a new route is fuzzed without anyone listing it
 * here. Each route gets FUZZ_RUNS generated requests (fast-check): objects built from the field names this API uses
 * with hostile values (wrong types, numbers past what numeric(18, 6) or int4 hold, NUL, lone surrogates, 100k
 * strings, 5,000-deep nesting, prototype keys), near-valid bodies over real ids with one or two fields spoiled,
 * bodies that are not objects, JSON that is not JSON and bytes that are not UTF-8. Every answer must be the
 * envelope and never HTTP 5xx, and a refused call (status ≠ 200) must leave the `events` table as it was.
 *
 * Calls run one at a time so the event counts are attributable. The only background writer, the Excel import, is
 * waited for after every import it starts.
 *
 *   FUZZ_SEED     base seed (default 20261123); each route's seed is derived from it and printed on failure
 *   FUZZ_RUNS     requests per route (default: enough for about 4,000 requests in all, at least 8 per route)
 *   FUZZ_ROUTE    only routes whose path contains this text (discovery is still checked in full)
 *   FUZZ_SHRINK   1 to let fast-check shrink a failing body (slow: each step is an HTTP call)
 *   FUZZ_COLLECT  a file: record every failing call there as a JSON line, with the server's error and the top
 *                 application frame, and keep going instead of stopping a route at its first failure
 *   FUZZ_TRACE    1 to print every call: route, status, errorCode, message and body
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import fc from 'fast-check';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { IMPORTERS, writeSheet } from '../../catalog';
import { createOperator, OperatorGuard } from '../../operator';
import { startTestApp, TestApp } from '../../testing/test-app';
import { wechatPayServer } from '../../testing/wechat-pay-server';
import { alipayServer } from '../../testing/alipay-server';
import { today as TODAY } from '../../testing/stock-shop';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined;
const ONLY = process.env.FUZZ_ROUTE;
const SHRINK = process.env.FUZZ_SHRINK === '1';
const COLLECT = process.env.FUZZ_COLLECT;
const TRACE = process.env.FUZZ_TRACE === '1';
const TOTAL_BUDGET = 4000;
/** A key no provider holds: what a forger signs with. */
const STRANGER_KEY = crypto
  .generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/**
 * Routes not fuzzed, each for a reason:
 * - Login/Logout revokes the very token the fuzzing runs with, whatever the body.
 * - OrderTrade/Notify/:provider/:payOrderId is a provider's door, answered in the provider's own protocol (no
 *   envelope) and authenticated by its signature: the last describe fuzzes it with forged and tampered notifications.
 * The owner's own userId never appears in generated bodies either (it is left out of the id pool), so User/Update
 * cannot change the owner's password; User/Lock and User/Remove refuse the administrator anyway. Should the token
 * still die, the run signs in again and says so in the summary.
 */
const SKIPPED: Record<string, string> = {
  '/api/Login/Logout': 'ends the session the fuzzing runs with',
  '/api/OrderTrade/Notify/:provider/:payOrderId': 'a provider’s notification, fuzzed on its own below',
};

/** Routes that change or remove the fixtures run last, so near-valid bodies reach deep code for as long as possible. */
const DESTRUCTIVE = /\/(Remove|RemoveNode|Disable|BatchOperator|WriteBack|Lock)$/;
/** Routes that start background work writing events (Excel imports): after a 200 the run waits for the job. */
const BACKGROUND = /^\/api\/ImportExcel\/Import/;

// ---------------------------------------------------------------------------------------------------------------
// Field names this API uses (harvested from the schemas in services/src: text(/decimal(/int(/bool(/array( keys, the
// document kinds' id and partner fields, page queries, and the contract's tables in PRODUCT.md §1).
const FIELDS = [
  'templateId',
  'title',
  'paper',
  'copies',
  'printer',
  'header',
  'columns',
  'totals',
  'payment',
  'signatures',
  'notes',
  'fields',
  'barcode',
  'showLogo',
  'amountInWords',
  'deviceNo',
  'deviceKey',
  'provider',
  'template',
  'visitId',
  'visitDate',
  'visitorId',
  'tagId',
  'tagIds',
  'tagName',
  'longitude',
  'latitude',
  'comboId',
  'comboName',
  'comboCode',
  'comboPrice',
  'components',
  'storeName',
  'notice',
  'open',
  'openTime',
  'closeTime',
  'delivery',
  'pickup',
  'minOrderAmount',
  'storePrice',
  'online',
  'description',
  'storeProductIds',
  'storeCode',
  'orderId',
  'buyerName',
  'deliveryType',
  'advId',
  'advTitle',
  'linkType',
  'storeProductId',
  'linkUrl',
  'labelId',
  'labelTitle',
  'icon',
  'storeClassId',
  'formulaId',
  'formulaName',
  'merchantId',
  'appId',
  'secret',
  'payOrderId',
  'accountCode',
  'accountId',
  'accountName',
  'action',
  'actionList',
  'address',
  'adjustId',
  'allowNegativeStock',
  'amount',
  'annexId',
  'areaCode',
  'areaId',
  'assemblyId',
  'assigned',
  'areaName',
  'audit',
  'barCode',
  'batchNo',
  'billDate',
  'billNo',
  'billType',
  'branchAdmin',
  'branchCode',
  'branchId',
  'branchName',
  'buyId',
  'classId',
  'category',
  'changedSince',
  'changeId',
  'className',
  'classType',
  'companyLogo',
  'companyName',
  'confirmText',
  'contact',
  'content',
  'correspondingUnitId',
  'costPrice',
  'countQty',
  'customCode',
  'customId',
  'customIds',
  'customName',
  'czId',
  'czType',
  'dateFormat',
  'days',
  'dictType',
  'direction',
  'discount',
  'discountAmount',
  'docId',
  'effectiveDate',
  'enabled',
  'endDate',
  'expiryDate',
  'expressCode',
  'expressId',
  'expressName',
  'expressNo',
  'fee',
  'fileName',
  'flowId',
  'flowType',
  'giftAmount',
  'gradeId',
  'gradeName',
  'highStock',
  'hxList',
  'ids',
  'importId',
  'inAccountId',
  'industry',
  'initAmount',
  'instorageId',
  'invoiceDate',
  'invoiceId',
  'invoiceNo',
  'invoiceType',
  'invtakId',
  'inWarehouseId',
  'isDefault',
  'itemName',
  'itemValue',
  'keyword',
  'kind',
  'labels',
  'lineNo',
  'levels',
  'licenseCode',
  'lifeFlag',
  'lines',
  'locationCode',
  'locationId',
  'locationName',
  'loginName',
  'lowestPrice',
  'lowestPriceRule',
  'lowStock',
  'moneyDigits',
  'name',
  'offerId',
  'onlyOpen',
  'operate',
  'outAccountId',
  'outstorageId',
  'outWarehouseId',
  'overdueDays',
  'ownerId',
  'ownerType',
  'ownerUserId',
  'page',
  'pageNo',
  'pageSize',
  'parentId',
  'partnerId',
  'parts',
  'password',
  'payAmount',
  'payId',
  'permissionId',
  'permissions',
  'phone',
  'prefix',
  'prepaidAmount',
  'price',
  'prices',
  'pricePerm',
  'priceType',
  'productCode',
  'productId',
  'productIds',
  'productName',
  'products',
  'productType',
  'productionDate',
  'purchasePrice',
  'qty',
  'qtyDigits',
  'ratio',
  'reason',
  'receiveAmount',
  'receiveId',
  'refundFrom',
  'refundId',
  'remark',
  'related',
  'reserveOpenDocuments',
  'returnId',
  'roleId',
  'roleName',
  'saleId',
  'salePrice',
  'separatorWarehouse',
  'seqLength',
  'serialFlag',
  'serialNo',
  'serials',
  'shareFlag',
  'shelfLifeDays',
  'size',
  'skuId',
  'skuIds',
  'skus',
  'sort',
  'sortField',
  'sortOrder',
  'spec',
  'specId',
  'specName',
  'specValues',
  'startDate',
  'state',
  'status',
  'stockState',
  'streamId',
  'supplierCode',
  'supplierId',
  'supplierName',
  'taxAmount',
  'taxNo',
  'taxRate',
  'today',
  'transId',
  'typeId',
  'typeName',
  'unitId',
  'unitName',
  'units',
  'url',
  'userId',
  'userIds',
  'userName',
  'warehouseCode',
  'warehouseId',
  'warehouseName',
  'warehousePerm',
  'wholesalePrice',
];
/** Keys no schema has, and keys that name parts of every JavaScript object. */
const ODD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'toJSON',
  'isAdmin',
  'companyId',
  'createdBy',
  '',
  ' ',
  'a.b',
  '$where',
  '\u0000',
  '\uD800',
  '汉字',
  'zzUnknownField',
];

// ---------------------------------------------------------------------------------------------------------------
// Recipes. Generated values stay small and printable (fast-check prints the counterexample); the big ones are
// described ({$: 'huge'}, {$: 'deep'}, {$: 'many'}) and only expanded when the request is sent.
type Recipe =
  | null
  | boolean
  | number
  | string
  | Recipe[]
  | { $: 'tok'; t: string } // a raw JSON number token, e.g. 1e400 or a 30-digit integer
  | { $: 'huge'; s: string; n: number } // s repeated n times
  | { $: 'deep'; c: '[' | '{'; n: number } // n levels of nesting
  | { $: 'many'; v: Recipe; n: number } // a list of n copies of v
  | { $: 'obj'; e: [string, Recipe][] } // an object with any keys, __proto__ included
  | { $: 'id'; of: string } // a real id of the fixtures
  | { $: 'near'; drop: string[]; docIds: string[]; mut: [string, Recipe][]; n: number }; // a near-valid body

/** What one generated request sends. */
interface FuzzRequest {
  body: Recipe | { $: 'text'; t: string } | { $: 'bytes'; hex: string } | { $: 'xlsx'; rows: [number, Recipe][][]; n: number };
  headers?: Record<string, string>;
}

const tok = (t: string): Recipe => ({ $: 'tok', t });
const huge = (s: string, n: number): Recipe => ({ $: 'huge', s, n });

const NUMBERS: Recipe[] = [
  1e308,
  -1e308,
  5e-324,
  -5e-324,
  1e21,
  -1e21,
  1e16,
  Number.MAX_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  0,
  -1,
  1.5,
  0.1,
  1e-7,
  /* eslint-disable no-loss-of-precision -- the doubles nearest those decimals are what JSON carries; tok() sends the exact texts */
  0.30000000000000004,
  999999999999.999999,
  1e12,
  123456789012.1234567,
  /* eslint-enable no-loss-of-precision */
  3650.5,
  36501,
  10001,
  tok('9007199254740993'),
  tok('1e400'),
  tok('-1e400'),
  tok('1e-400'),
  tok('123456789012345678901234567890'),
  tok('-0'),
  tok('1E308'),
  tok('0.0000000000000000000000000001'),
  tok('1' + '0'.repeat(400)),
];
const NUMERIC_STRINGS: Recipe[] = [
  '1'.repeat(30),
  '1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '5e-324',
  '0x1F',
  ' 7 ',
  '1,000',
  '１２',
  '١٢',
  '+1',
  '.5',
  '5.',
  '-0',
  '1e-7',
  '999999999999.9999995',
  '9'.repeat(13),
  '0.1234567',
  '2147483648',
  '-2147483649',
  '1_000',
  '1e21',
  '9007199254740993',
];
const DATES: Recipe[] = [
  '2026-11-23',
  TODAY,
  '2026-02-29',
  '2024-02-29',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '1969-12-31',
  '2026-13-01',
  '2026-00-10',
  '2026-1-1',
  '2026/11/23',
  '2026-11-23T00:00:00Z',
  '20261123',
  '+275760-09-13',
  '-000001-01-01',
  '２０２６-１１-２３',
];
const STRINGS: Recipe[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDBFFy',
  '\uDC00\uD800',
  '😀',
  '\u200B',
  '\u2028\u2029',
  '\r\n',
  '\t',
  'e\u0301',
  "'",
  '"',
  '\\',
  '%',
  '_',
  "' or '1'='1",
  "'; drop table events; --",
  '$1',
  '${x}',
  '<script>alert(1)</script>',
  'null',
  'undefined',
  'true',
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../../etc/passwd',
  'ascend',
  'descend',
  'DESC',
  'draft',
  'audited',
  'Sale',
  'Custom',
  'Product',
  'enable',
  'remove',
  'in',
  'income',
  '\uFEFF',
  '\u001F',
  '\u007F',
  '13800000000',
  huge('汉', 31),
  huge('a', 61),
  huge('a', 201),
  huge('a', 2001),
  huge('a', 100_000),
  huge('汉', 100_000),
  huge('\u0000', 1000),
  huge('\uD800', 1000),
  huge('9', 100_000),
];
const STRUCTURAL: Recipe[] = [
  null,
  true,
  false,
  [],
  [null],
  [[]],
  [1, 2, 3],
  [''],
  { $: 'obj', e: [] },
  { $: 'obj', e: [['a', 1]] },
  { $: 'obj', e: [['$gt', '']] },
  { $: 'obj', e: [['length', 1e9]] },
  {
    $: 'obj',
    e: [
      ['toString', 'x'],
      ['valueOf', 1],
    ],
  },
  { $: 'obj', e: [['__proto__', { $: 'obj', e: [['isAdmin', true]] }]] },
  { $: 'deep', c: '[', n: 5000 },
  { $: 'deep', c: '{', n: 5000 },
  { $: 'many', v: 0, n: 10_001 },
  { $: 'many', v: { $: 'obj', e: [] }, n: 501 },
  { $: 'many', v: 'a', n: 100_000 },
];

/** Real values for a field, so near-valid bodies pass validation and reach the handlers. */
function validValues(ids: Record<string, string>, n: number): Record<string, unknown> {
  const code = (p: string) => `${p}${n}`;
  const line = { skuId: ids.skuId, qty: 1, price: 2, lineNo: 1, countQty: 1 };
  return {
    warehouseId: ids.warehouseId,
    customId: ids.customId,
    supplierId: ids.supplierId,
    accountId: ids.accountId,
    productId: ids.productId,
    skuId: ids.skuId,
    userId: ids.userId,
    roleId: ids.roleId,
    gradeId: ids.gradeId,
    classId: ids.classId,
    typeId: ids.typeId,
    ownerUserId: ids.userId,
    inWarehouseId: ids.warehouseId,
    outWarehouseId: ids.warehouse2Id,
    inAccountId: ids.accountId,
    outAccountId: ids.account2Id,
    billDate: TODAY,
    today: TODAY,
    startDate: '2026-01-01',
    endDate: TODAY,
    productionDate: '2026-01-01',
    expiryDate: '2027-01-01',
    lines: n % 3 === 0 ? [line, { skuId: ids.skuId, qty: '0.5', price: '3.25' }] : [line],
    parts: [{ skuId: ids.skuId, qty: 1 }],
    products: [{ skuId: ids.boxSkuId, qty: 1 }],
    qty: 1,
    price: 2,
    amount: 5,
    initAmount: 0,
    discount: 10,
    taxRate: 0,
    fee: 0,
    giftAmount: 0,
    payAmount: 0,
    receiveAmount: 0,
    prepaidAmount: n % 2,
    czType: n % 2 ? 'storeValue' : 'deposit',
    refundFrom: n % 3 ? 'overpaid' : 'prepaid',
    countQty: 3,
    salePrice: 3,
    purchasePrice: 2,
    wholesalePrice: 2.5,
    lowestPrice: 1,
    lowStock: 1,
    highStock: 100,
    ratio: 12,
    warehouseName: '分仓',
    warehouseCode: code('W'),
    customName: '李四',
    customCode: code('C'),
    supplierName: '批发部',
    supplierCode: code('S'),
    productName: '雪碧',
    productCode: code('P'),
    unitName: '瓶',
    accountName: '银行',
    accountCode: code('A'),
    roleName: code('角色'),
    userName: '王五',
    loginName: code('fz'),
    password: 'secret123',
    className: code('分类'),
    gradeName: code('等级'),
    typeName: code('类型'),
    expressName: '顺丰',
    expressCode: code('E'),
    specName: code('颜色'),
    specValues: ['红', '蓝'],
    areaName: '一区',
    areaCode: code('Q'),
    locationName: '一号位',
    locationCode: code('L'),
    dictType: 'color',
    itemName: '红色',
    itemValue: 'red',
    companyName: '模糊测试商行',
    keyword: '可乐',
    remark: '备注',
    pageNo: 1,
    pageSize: 10,
    sortOrder: 'descend',
    phone: '13800000000',
    contact: '张三',
    address: '北京',
    skus: [{ skuId: ids.skuId, spec: '330ml', salePrice: 3, purchasePrice: 2 }],
    units: [{ unitName: '箱', ratio: 24 }],
    audit: n % 2 === 0,
    status: 'draft',
    direction: 'in',
    classType: 'income',
    kind: ['Sale', 'Custom', 'Product', 'assemble', 'disassemble'][n % 5],
    operate: 'enable',
    productIds: [ids.productId],
    customIds: [ids.customId],
    userIds: [ids.userId],
    prices: [{ gradeId: ids.gradeId, price: 1 }],
    permissions: [{ permissionId: '2002', actionList: ['query', 'get'] }],
    levels: [{ userIds: [ids.userId] }],
    overdueDays: 30,
    shareFlag: 1,
    labels: 'vip',
    allowNegativeStock: n % 2 === 1,
    qtyDigits: 2,
    moneyDigits: 2,
    lowestPriceRule: 'warn',
    fileName: 'a.png',
    content: 'iVBORw0KGgo=',
    ownerType: 'Product',
    ownerId: ids.productId,
    productType: 9,
    flowType: 105,
    hxList: [{ saleId: ids.saleId, buyId: ids.buyId, amount: 1 }],
    serialFlag: false,
    lifeFlag: false,
    shelfLifeDays: 365,
    isDefault: true,
    billType: 301,
    docId: ids.buyId,
    invoiceNo: code('FP'),
    invoiceDate: TODAY,
    invoiceType: '电子发票',
    taxAmount: 0,
    reason: '开错',
    onlyOpen: n % 2 === 0,
    branchId: ids.branchId,
    branchName: '北城店',
    branchCode: code('B'),
    taxNo: '91310000MA1FL0XX0X',
    industry: '批发零售',
    prefix: 'XSD',
    dateFormat: ['yyyyMMdd', 'yyMMdd', 'none'][n % 3],
    seqLength: 3 + (n % 6),
    enabled: true,
    sort: 1,
    skuIds: [ids.skuId],
    assigned: n % 2 === 0,
    separatorWarehouse: n % 4 === 1,
    stockState: n % 2 ? 'waiting' : 'done',
    priceType: ['salePrice', 'wholesalePrice', 'gradePrice', 'lowestPrice'][n % 4],
    costPrice: 2.5,
    effectiveDate: TODAY,
    changedSince: '2026-01-01',
    templateId: ['201-dot', '100-label', '109-a4'][n % 3],
    title: '送货单',
    paper: ['A4', '241-2', 'R80', '40x30'][n % 4],
    copies: 1 + (n % 3),
    printer: '',
    header: ['billNo', 'partnerName'],
    columns: ['productName', 'qty'],
    totals: ['totalAmount'],
    payment: [],
    signatures: ['制单人', '收货人'],
    notes: '白联存根',
    fields: ['productName', 'barCode'],
    barcode: 'auto',
    showLogo: n % 2 === 0,
    amountInWords: n % 2 === 1,
    deviceNo: '918500001',
    deviceKey: 'abcd1234',
    provider: 'feie',
    template: { title: '送货单', copies: 2 },
    visitDate: TODAY,
    tagIds: [],
    tagName: code('T'),
    longitude: 113.94,
    latitude: 22.54,
    comboName: '杯子套装',
    comboCode: code('TC'),
    comboPrice: 30,
    components: [{ skuId: ids.skuId, qty: 1 }],
    advTitle: '新品上市',
    linkType: ['none', 'url', 'category'][n % 3],
    linkUrl: 'https://example.com/new',
    labelTitle: '热销',
    icon: 'hot',
    formulaName: code('配方'),
    merchantId: '1600000001',
    appId: 'wx01',
    secret: 'merchant-key-01',
    storeName: '模糊测试店',
    notice: '满99包邮',
    open: n % 2 === 0,
    openTime: '08:00',
    closeTime: ['21:30', '02:00'][n % 2],
    delivery: true,
    pickup: n % 2 === 1,
    minOrderAmount: 10,
    storeCode: ids.storeCode,
    orderId: ids.orderId,
    buyerName: '王五',
    deliveryType: ['delivery', 'pickup'][n % 2],
    storePrice: 2.5,
    online: n % 2 === 0,
    description: '冰镇更好喝',
    storeProductId: ids.storeProductId,
    storeProductIds: [ids.storeProductId],
    category: ['login', 'price', 'save'][n % 3],
    action: 'CustomCreated',
    streamId: `Custom-${ids.customId}`,
    related: n % 2 === 0,
  };
}
/** Ids that make Save an update or name a document: each is added to a near-valid body only sometimes. */
const DOC_ID_FIELDS = [
  'buyId',
  'saleId',
  'returnId',
  'offerId',
  'receiveId',
  'payId',
  'annexId',
  'importId',
  'parentId',
  'areaId',
  'expressId',
  'specId',
  'unitId',
  'locationId',
  'dictId',
  'addressId',
  'instorageId',
  'outstorageId',
  'transId',
  'invtakId',
  'assemblyId',
  'czId',
  'refundId',
  'flowId',
  'changeId',
  'adjustId',
  'visitId',
  'tagId',
  'comboId',
  'advId',
  'labelId',
  'formulaId',
  'payOrderId',
  'orderId',
];

/** Where a near-valid body may be spoiled: any top-level field, or a field inside the first item of its lists. */
const NESTED_PATHS = [
  ...[
    'skuId',
    'qty',
    'price',
    'unitName',
    'discount',
    'taxRate',
    'warehouseId',
    'remark',
    'serials',
    'batchNo',
    'productionDate',
    'expiryDate',
  ].map((f) => `lines.0.${f}`),
  ...['skuId', 'spec', 'barCode', 'salePrice', 'purchasePrice', 'wholesalePrice', 'lowestPrice', 'lowStock', 'highStock'].map(
    (f) => `skus.0.${f}`,
  ),
  'units.0.unitName',
  'units.0.ratio',
  'prices.0.gradeId',
  'prices.0.price',
  'hxList.0.amount',
  'hxList.0.saleId',
  'permissions.0.permissionId',
  'permissions.0.actionList',
  'levels.0.userIds',
  'specValues.0',
  'productIds.0',
  'customIds.0',
  'parts.0.qty',
  'products.0.qty',
  'lines.1',
  'lines.0.lineNo',
  'lines.0.countQty',
  'skuIds.0',
  'components.0.skuId',
  'components.0.qty',
  'tagIds.0',
];

/** Raw request texts: JSON that is not JSON, prototype keys (JSON.stringify would drop a __proto__), escapes. */
const RAW_TEXTS = [
  '',
  '{',
  '}',
  '{"a":}',
  "{'pageNo':1}",
  '{"pageNo":1,}',
  'NaN',
  'undefined',
  '{"a":1}x',
  '\u0000',
  '{"keyword":"\u0001"}',
  '[1,2',
  '{"__proto__":{"isAdmin":true,"companyId":"x"},"pageNo":1}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"__proto__":null}',
  '{"__proto__":[]}',
  '{"prototype":{"lines":[]}}',
  '{"pageNo":1,"pageNo":1e308}',
  '\uFEFF{}',
  '{"keyword":"\\ud800"}',
  '{"keyword":"\\udfff\\ud800"}',
  '{"keyword":"\\u0000"}',
  '{"remark":"a\\u0000b","billDate":"{{TODAY}}"}',
  '"just a string"',
  '12345',
  'true',
  'null',
  '[]',
  '[{}]',
  '{"":1}',
  '{"a":1e999999}',
  '{"pageNo":-0}',
  '{"pageSize":1e-400}',
  '{"__proto__":{"customId":"{{customId}}"},"customId":"{{customId}}","billDate":"{{TODAY}}","warehouseId":"{{warehouseId}}","lines":[{"skuId":"{{skuId}}","qty":1,"price":1}]}',
  '{"supplierId":"{{supplierId}}","billDate":"{{TODAY}}","warehouseId":"{{warehouseId}}","lines":[{"skuId":"{{skuId}}","qty":1e400,"price":1}]}',
  '{"customId":"{{customId}}","billDate":"{{TODAY}}","warehouseId":"{{warehouseId}}","lines":[{"__proto__":{"qty":1},"skuId":"{{skuId}}","price":1}]}',
  '{"productName":"a","productCode":"X1","unitName":"个","skus":[{"__proto__":{"salePrice":1},"purchasePrice":1}]}',
];
/** Bytes that are not UTF-8 (an overlong NUL, a lone continuation byte, a UTF-16 surrogate encoded in UTF-8). */
const RAW_BYTES = [
  '7b226b6579776f7264223a22ff227d',
  '7b226b6579776f7264223a22c080227d',
  '7b226b6579776f7264223a2280227d',
  '7b226b6579776f7264223a22eda080227d',
  'fffe7b007d00',
];
const HEADER_VARIANTS: Record<string, string>[] = [
  { 'content-type': 'application/json; charset=koi8-r' },
  { 'content-type': 'application/json; charset=utf-16' },
  { 'content-type': 'text/plain' },
  { 'content-type': 'application/x-www-form-urlencoded' },
  { 'content-encoding': 'gzip' },
  { 'content-encoding': 'br' },
  { 'content-encoding': 'x-unknown' },
  { 'idempotency-key': 'fuzz-shared-key' },
  { 'idempotency-key': 'k'.repeat(201) },
  { 'idempotency-key': ' ' },
];

/** The fields most routes take: a spoiled near-valid body aims at these half of the time. */
const HOT_PATHS = [
  'billDate',
  'warehouseId',
  'customId',
  'supplierId',
  'accountId',
  'skuId',
  'productId',
  'lines.0.qty',
  'lines.0.price',
  'lines.0.skuId',
  'lines.0.warehouseId',
  'lines.0.remark',
  'lines.0.unitName',
  'lines.0.discount',
  'lines.0.taxRate',
  'lines.0.batchNo',
  'lines.0.serials',
  'lines.0.productionDate',
  'lines.0.expiryDate',
  'lines',
  'amount',
  'initAmount',
  'remark',
  'keyword',
  'pageNo',
  'pageSize',
  'sortField',
  'sortOrder',
  'startDate',
  'endDate',
  'status',
  'qty',
  'price',
  'receiveAmount',
  'payAmount',
  'discountAmount',
  'audit',
  'hxList',
  'hxList.0.amount',
  'skus',
  'skus.0.salePrice',
  'skus.0.purchasePrice',
  'skus.0.lowStock',
  'skus.0.barCode',
  'skus.0.spec',
  'productName',
  'productCode',
  'unitName',
  'customName',
  'customCode',
  'warehouseName',
  'phone',
  'address',
  'contact',
  'saleId',
  'buyId',
  'returnId',
  'offerId',
  'userId',
  'roleId',
  'classId',
  'parentId',
  'className',
  'loginName',
  'password',
  'companyName',
  'kind',
  'operate',
  'typeId',
];
const DATE_KEY = /(Date|date)$/;
const NUMBER_KEY = /(qty|Qty|price|Price|amount|Amount|Stock|ratio|discount|taxRate|fee|countQty|salePrice)$/;
const INT_KEY =
  /^(pageNo|pageSize|page|overdueDays|shareFlag|qtyDigits|moneyDigits|sort|shelfLifeDays|size|productType|flowType|seqLength|days|billType)$/;
const ID_KEY = /(Id|Ids|ids)$/;
const ID_RECIPES: Recipe[] = [
  'warehouseId',
  'customId',
  'supplierId',
  'skuId',
  'productId',
  'userId',
  'foreignSkuId',
  'foreignCustomId',
  'saleId',
  'buyId',
  'returnId',
  'accountId',
  'classId',
].map((of) => ({ $: 'id' as const, of }));

function requestArbitrary(): fc.Arbitrary<FuzzRequest> {
  const scalar = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom(...NUMERIC_STRINGS) },
    { weight: 4, arbitrary: fc.constantFrom(...STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(...DATES) },
    { weight: 2, arbitrary: fc.constantFrom(...STRUCTURAL) },
    { weight: 1, arbitrary: fc.constantFrom(...ID_RECIPES) },
    { weight: 1, arbitrary: fc.double().filter((d) => !Number.isNaN(d)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12, unit: 'binary' }) },
  );
  const hostile: fc.Arbitrary<Recipe> = fc.oneof(
    { weight: 8, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.array(fc.tuple(fc.constantFrom(...FIELDS), scalar), { maxLength: 3 }).map((e): Recipe => ({ $: 'obj', e })),
    },
  );
  /** A hostile value that suits the field's kind (dates for dates, numbers for amounts …) most of the time. */
  const hostileFor = (field: string): fc.Arbitrary<Recipe> => {
    const key = field.split('.').pop()!;
    const typed = DATE_KEY.test(key)
      ? fc.constantFrom(...DATES)
      : NUMBER_KEY.test(key)
        ? fc.oneof(
            fc.constantFrom(...NUMBERS),
            fc.constantFrom(...NUMERIC_STRINGS),
            fc.double().filter((d) => !Number.isNaN(d)),
          )
        : INT_KEY.test(key)
          ? fc.oneof(
              fc.constantFrom(...NUMBERS),
              fc.constantFrom(...NUMERIC_STRINGS),
              fc.integer().map((n): Recipe => n),
            )
          : ID_KEY.test(key)
            ? fc.oneof(fc.constantFrom(...ID_RECIPES), fc.constantFrom(...STRINGS))
            : fc.constantFrom(...STRINGS);
    return fc.oneof({ weight: 3, arbitrary: typed }, { weight: 2, arbitrary: hostile });
  };
  const entry = (path: fc.Arbitrary<string>) => path.chain((p) => fc.tuple(fc.constant(p), hostileFor(p)));
  const key = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...FIELDS) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  );
  const malformedObject = fc.array(entry(key), { maxLength: 8 }).map((e): Recipe => ({ $: 'obj', e }));
  const mutationPath = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...HOT_PATHS) },
    { weight: 3, arbitrary: fc.constantFrom(...FIELDS) },
    { weight: 2, arbitrary: fc.constantFrom(...NESTED_PATHS) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_KEYS) },
  );
  const near = fc
    .record({
      drop: fc.subarray(
        ['billDate', 'warehouseId', 'lines', 'customId', 'supplierId', 'skuId', 'productId', 'accountId', 'skus', 'amount'],
        { maxLength: 2 },
      ),
      docIds: fc.subarray(DOC_ID_FIELDS, { maxLength: 2 }),
      mut: fc.array(entry(mutationPath), { maxLength: 2 }),
      n: fc.integer({ min: 1, max: 999_999 }),
    })
    .map((r): Recipe => ({ $: 'near', ...r }));
  const notAnObject = fc.constantFrom<Recipe>(
    [],
    [{ $: 'obj', e: [] }],
    'str',
    0,
    12345,
    -1,
    null,
    true,
    false,
    { $: 'deep', c: '[', n: 5000 },
    { $: 'deep', c: '{', n: 5000 },
    huge('a', 100_000),
    { $: 'many', v: null, n: 100_000 },
  );
  const cell = fc.oneof(fc.constantFrom(...STRINGS), fc.constantFrom(...NUMERIC_STRINGS), fc.constantFrom(...DATES));
  const workbook = fc
    .record({
      rows: fc.array(fc.array(fc.tuple(fc.nat(11), cell), { maxLength: 2 }), { minLength: 1, maxLength: 3 }),
      n: fc.integer({ min: 1, max: 999_999 }),
    })
    .map((r) => ({ $: 'xlsx' as const, ...r }));
  const body = fc.oneof(
    { weight: 1, arbitrary: workbook },
    { weight: 8, arbitrary: malformedObject },
    { weight: 9, arbitrary: near },
    { weight: 1, arbitrary: notAnObject },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_TEXTS).map((t) => ({ $: 'text' as const, t })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BYTES).map((hex) => ({ $: 'bytes' as const, hex })) },
  );
  return fc.record(
    {
      body,
      headers: fc.oneof({ weight: 14, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...HEADER_VARIANTS) }),
    },
    { requiredKeys: ['body'] },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Turning a recipe into the bytes sent.

/** What turning a recipe into a request needs: the fixtures' ids, and the route it goes to. */
interface Ctx {
  ids: Record<string, string>;
  /** Per route group, ids that replace the generic ones (a CustomClass route's classId is a customer class). */
  groupIds: Record<string, Record<string, string>>;
  route: string;
  /** Ids that accepted calls answered with, by route group and field (`Sale.saleId`). */
  learned: Record<string, string[]>;
}
const groupOf = (route: string) => route.split('/')[2] ?? '';

function expandNear(r: Extract<Recipe, { $: 'near' }>, ctx: Ctx): Record<string, unknown> {
  const { ids } = ctx;
  const body: Record<string, unknown> = validValues(ids, r.n);
  for (const k of r.drop) delete body[k];
  for (const k of r.docIds) body[k] = k === 'parentId' ? ids.classId : (ids[k] ?? ids.saleId);
  const isSave = /\/Save(Temporary)?$/.test(ctx.route);
  for (const [k, id] of Object.entries(ctx.groupIds[groupOf(ctx.route)] ?? {})) {
    // A field the body has takes the route group's own kind of id (a CustomClass route's classId is a customer class);
    // the route's own document id is added to most bodies, but to a Save's only sometimes (there it makes an update).
    if (k in body && !DOC_ID_FIELDS.includes(k)) body[k] = id;
    else if (isSave ? r.n % 5 === 0 : r.n % 5 !== 0) {
      // The fixture, or one of the documents earlier calls of the run made (so Audit and Remove meet fresh drafts).
      const made = ctx.learned[`${groupOf(ctx.route)}.${k}`] ?? [];
      body[k] = made.length && r.n % 3 !== 0 ? made[r.n % made.length] : id;
    }
  }
  for (const [p, value] of r.mut) {
    const parts = p.split('.');
    let target: any = body;
    for (const [j, part] of parts.slice(0, -1).entries()) {
      if (typeof target[part] !== 'object' || target[part] === null) target[part] = /^\d+$/.test(parts[j + 1]) ? [] : {};
      target = target[part];
    }
    const last = parts[parts.length - 1];
    if (last === '__proto__') Object.defineProperty(target, last, { value, enumerable: true, configurable: true, writable: true });
    else target[last] = value;
  }
  return body;
}

function serialize(v: unknown, ctx: Ctx): string {
  if (v === undefined) return 'null';
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map((x) => serialize(x, ctx)).join(',')}]`;
  const r = v as Record<string, unknown> & { $?: string };
  switch (r.$) {
    case 'tok':
      return r.t as string;
    case 'huge':
      return JSON.stringify((r.s as string).repeat(r.n as number));
    case 'deep':
      return r.c === '['
        ? '['.repeat(r.n as number) + ']'.repeat(r.n as number)
        : '{"a":'.repeat(r.n as number) + '1' + '}'.repeat(r.n as number);
    case 'many': {
      const one = serialize(r.v, ctx);
      return `[${Array.from({ length: r.n as number }, () => one).join(',')}]`;
    }
    case 'obj':
      return `{${(r.e as [string, unknown][]).map(([k, x]) => `${JSON.stringify(k)}:${serialize(x, ctx)}`).join(',')}}`;
    case 'id':
      return JSON.stringify(ctx.ids[r.of as string] ?? 'missing-id');
    case 'near':
      return serialize(expandNear(r as Extract<Recipe, { $: 'near' }>, ctx), ctx);
    default:
      return `{${Object.entries(r)
        .map(([k, x]) => `${JSON.stringify(k)}:${serialize(x, ctx)}`)
        .join(',')}}`;
  }
}

/** A cell's text: recipes that are not strings are written as their JSON text; an Excel cell holds 32,767 characters at most. */
function cellText(v: Recipe, ctx: Ctx): string {
  const r = v as { $?: string; s?: string; n?: number };
  if (typeof v === 'string') return v;
  if (r && r.$ === 'huge') return r.s!.repeat(Math.min(r.n!, Math.floor(32_767 / r.s!.length)));
  return serialize(v, ctx);
}

/** A plausible value for an import column, by its title, so that a spoiled cell is the only thing wrong with the row. */
function plausibleCell(title: string, n: number, row: number): string {
  if (/编码/.test(title)) return `X${n}r${row}`;
  if (/名称/.test(title)) return `导入${n}`;
  if (/单位/.test(title)) return '个';
  if (/手机/.test(title)) return '13800000000';
  if (/价|应收|应付|库存/.test(title)) return '1';
  if (/天数/.test(title)) return '30';
  return '';
}

async function materialize(req: FuzzRequest, ctx: Ctx): Promise<{ payload: string | Uint8Array<ArrayBuffer>; shown: string }> {
  const b = req.body as { $?: string; t?: string; hex?: string };
  if (b && typeof b === 'object' && b.$ === 'text') {
    const text = b.t!.replace(/\{\{(\w+)\}\}/g, (_, k: string) => (k === 'TODAY' ? TODAY : (ctx.ids[k] ?? 'missing-id')));
    return { payload: text, shown: text };
  }
  if (b && typeof b === 'object' && b.$ === 'bytes')
    return { payload: new Uint8Array(Buffer.from(b.hex!, 'hex')), shown: `<bytes ${b.hex}>` };
  if (b && typeof b === 'object' && b.$ === 'xlsx') {
    // A workbook for the route's importer (the customer importer on other routes), each row plausible but for its spoiled cells.
    const x = req.body as Extract<FuzzRequest['body'], { $: 'xlsx' }>;
    const kind = /\/Import(\w+)$/.exec(ctx.route)?.[1] ?? 'Custom';
    const importer = IMPORTERS.find((i) => i.kind === kind) ?? IMPORTERS[0];
    const rows = x.rows.map((spoiled, row) => {
      const cells = importer.columns.map((title) => plausibleCell(title, x.n, row));
      for (const [col, v] of spoiled) cells[col % cells.length] = cellText(v, ctx);
      return cells;
    });
    const content = await writeSheet(importer.title, importer.columns, rows);
    const body = JSON.stringify({ fileName: 'fuzz.xlsx', content });
    return { payload: body, shown: `<workbook for ${importer.kind}: ${JSON.stringify(rows).slice(0, 1500)}>` };
  }
  const text = serialize(req.body, ctx);
  return { payload: text, shown: text };
}

// ---------------------------------------------------------------------------------------------------------------
// Diagnostics: the server's error for a 500 (by correlation id), and where a failed SQL statement was issued.

Error.stackTraceLimit = 60;
/** Every pg query remembers where it was issued, so a database error names the application frame behind it. */
function traceQueries() {
  for (const proto of [pg.Pool.prototype, pg.Client.prototype] as unknown as Record<string, any>[]) {
    const original = proto.query;
    if (original.fuzzTraced) continue;
    const traced = function (this: unknown, ...args: any[]) {
      const site = new Error('query issued');
      const tag = (e: any) => {
        if (e && typeof e === 'object' && !e.issuedAt) e.issuedAt = site.stack;
        return e;
      };
      const cb = typeof args[args.length - 1] === 'function' ? args.length - 1 : -1;
      if (cb >= 0) {
        const f = args[cb];
        args[cb] = (err: unknown, ...rest: unknown[]) => f(err ? tag(err) : err, ...rest);
      }
      const out = original.apply(this, args);
      return cb < 0 && out && typeof out.then === 'function' && typeof out.catch === 'function'
        ? out.catch((e: unknown) => Promise.reject(tag(e)))
        : out;
    };
    traced.fuzzTraced = true;
    proto.query = traced;
  }
}

/** The first frame of application code (not node_modules, not this file) in a stack. */
function appFrame(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  for (const line of stack.split('\n')) {
    const m = /\(?((?:\/[^():]+)+\.tsx?):(\d+):\d+\)?\s*$/.exec(line);
    if (
      m &&
      /\/(services|infra|projections)\/src\//.test(m[1]) &&
      !m[1].includes('node_modules') &&
      !m[1].endsWith('route-fuzz.e2e-spec.ts')
    ) {
      return `${path.relative(ROOT, m[1])}:${m[2]} (${line
        .trim()
        .replace(/^at /, '')
        .replace(/\s*\(.*$/, '')})`;
    }
  }
  return undefined;
}

interface ServerError {
  message: string;
  code?: string;
  name?: string;
  frame?: string;
  issuedAt?: string;
  detail?: string;
}

function describeServerError(err: any): ServerError {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const pgDetail = ['table', 'column', 'constraint', 'routine', 'where']
    .filter((k) => err[k])
    .map((k) => `${k}=${String(err[k]).split('\n')[0]}`)
    .join(' ');
  return {
    message: String(err.message ?? err).slice(0, 300),
    code: err.code,
    name: err.name ?? err.constructor?.name,
    frame: appFrame(err.stack),
    issuedAt: appFrame(err.issuedAt),
    detail: pgDetail || undefined,
  };
}

const show = (s: string, n = 600) => JSON.stringify(s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);

// ---------------------------------------------------------------------------------------------------------------

interface Failure {
  route: string;
  status: number;
  errorCode?: string;
  invMessage?: string;
  correlationId: string;
  problem: string;
  server?: ServerError;
  newEvents?: string[];
  headers?: Record<string, string>;
  body: string;
  recipe: string;
}

describe('route fuzz: every POST /api route answers generated malformed input with the envelope, never 5xx, and writes nothing when it refuses', () => {
  let app: TestApp;
  let routes: string[] = [];
  const ids: Record<string, string> = {};
  let groupIds: Ctx['groupIds'] = {};
  const learned: Ctx['learned'] = {};
  let token = '';
  const owner = { loginName: `fuzz${Date.now().toString(36)}`, password: 'secret123' };
  const serverErrors = new Map<string, ServerError>();
  const stats = {
    requests: 0,
    byStatus: new Map<number, number>(),
    okRoutes: new Set<string>(),
    relogins: [] as string[],
    failures: 0,
    acceptedEvents: 0,
    perRoute: {} as Record<string, Record<number, number>>,
  };
  let callNo = 0;

  const eventCount = async () => (await app.infra.pool.query('select count(*)::int as n from events')).rows[0].n as number;

  const call = async (route: string, body: unknown, tok = token) => {
    const r = await app.call(route.replace(/^\/api\//, ''), body, { token: tok });
    assert.equal(r.status, 200, `${route}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };

  async function signIn() {
    let r = await app.call('Login/Login', owner);
    if (r.status === 429 || r.body.errorCode === 'CAPTCHA_REQUIRED') {
      // The fuzzing of Login/Login itself may have used up this address's free or allowed failed attempts.
      await app.infra.pool.query('delete from rate_limit_hits');
      r = await app.call('Login/Login', owner);
    }
    assert.equal(r.status, 200, `re-login: ${JSON.stringify(r.body)}`);
    token = r.body.returnData.token;
  }

  async function waitForImports() {
    const until = Date.now() + 30_000;
    while ((await app.infra.pool.query(`select count(*)::int as n from import_jobs where status = 'running'`)).rows[0].n > 0) {
      assert.ok(Date.now() < until, 'an import started by the fuzzing did not finish within 30 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  beforeAll(async () => {
    traceQueries();
    // The payment adapters reach nothing outside: their gateways are a port where nothing listens.
    app = await startTestApp({ env: { WECHATPAY_URL: 'http://127.0.0.1:9', ALIPAY_GATEWAY: 'http://127.0.0.1:9/gateway.do' } });
    // The server's log of a 500 carries the error and the correlation id; keep it to name the cause in the failure.
    const logger = app.infra.logger as unknown as { error: (...args: unknown[]) => void };
    const log = logger.error.bind(logger);
    logger.error = (...args: unknown[]) => {
      const o = args[0] as { err?: unknown; correlationId?: string } | undefined;
      if (o && typeof o === 'object' && o.correlationId && o.err) serverErrors.set(o.correlationId, describeServerError(o.err));
      return log(...args);
    };

    routes = (app.module.getHttpAdapter().getInstance().router.stack as { route?: { path: unknown; methods: Record<string, boolean> } }[])
      .filter((l) => l.route && l.route.methods.post && typeof l.route.path === 'string' && l.route.path.startsWith('/api/'))
      .map((l) => l.route!.path as string);
    routes = [...new Set(routes)];

    // Fixtures: a flagship-edition company (every module), its owner's token, a little real data, and a second
    // company whose ids must stay out of reach.
    const reg = await app.call('Register/Register', { companyName: '模糊测试', ...owner, productType: 9 });
    assert.equal(reg.status, 200, JSON.stringify(reg.body));
    token = reg.body.returnData.token;
    const c = (p: string, body: object) => call(`/api/${p}`, body);
    ids.warehouseId = (await c('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
    ids.warehouse2Id = (await c('Warehouse/Save', { warehouseName: '二仓', warehouseCode: 'W2' })).warehouseId;
    ids.branchId = (await c('Branch/Save', { branchName: '北城店', branchCode: 'BC' })).branchId;
    ids.customId = (await c('Custom/Save', { customName: '张三', customCode: 'C1', initAmount: 10 })).customId;
    ids.supplierId = (await c('Supplier/Save', { supplierName: '批发', supplierCode: 'S1' })).supplierId;
    ids.accountId = (await c('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 100 })).accountId;
    ids.account2Id = (await c('Account/Save', { accountName: '银行', accountCode: 'BANK', initAmount: 100 })).accountId;
    ids.gradeId = (await c('CustomGrade/Save', { gradeName: '金牌', discount: 90 })).gradeId;
    ids.typeId = (await c('StorageType/Save', { typeName: '赠品入库', direction: 'in' })).typeId;
    ids.expressId = (await c('Express/Save', { expressName: '顺丰', expressCode: 'SF' })).expressId;
    ids.classId = (await c('ProductClass/AddNode', { className: '饮料' })).classId;
    const product = await c('Product/Save', {
      productName: '可乐',
      productCode: 'K1',
      unitName: '瓶',
      classId: ids.classId,
      skus: [{ spec: '330ml', salePrice: 3, purchasePrice: 2 }],
    });
    ids.productId = product.productId;
    ids.skuId = product.skus[0].skuId;
    ids.roleId = (
      await c('Role/Save', { roleName: '店员', permissions: [{ permissionId: '2002', actionList: ['query', 'get', 'add'] }] })
    ).roleId;
    ids.userId = (
      await c('User/Save', { loginName: `${owner.loginName}s`, password: 'secret123', userName: '店员甲', roleId: ids.roleId })
    ).userId;
    ids.buyId = (
      await c('Buy/Save', {
        supplierId: ids.supplierId,
        billDate: TODAY,
        warehouseId: ids.warehouseId,
        lines: [{ skuId: ids.skuId, qty: 100, price: 2 }],
        audit: true,
      })
    ).buyId;
    ids.saleId = (
      await c('Sale/Save', {
        customId: ids.customId,
        billDate: TODAY,
        warehouseId: ids.warehouseId,
        lines: [{ skuId: ids.skuId, qty: 1, price: 3 }],
      })
    ).saleId;
    ids.returnId = (
      await c('SaleReturn/Save', {
        customId: ids.customId,
        billDate: TODAY,
        warehouseId: ids.warehouseId,
        lines: [{ skuId: ids.skuId, qty: 1, price: 3 }],
      })
    ).returnId;
    ids.offerId = (
      await c('SaleOffer/Save', {
        customId: ids.customId,
        billDate: TODAY,
        warehouseId: ids.warehouseId,
        lines: [{ skuId: ids.skuId, qty: 1, price: 3 }],
      })
    ).offerId;
    ids.receiveId = (
      await c('CustomReceive/Save', { customId: ids.customId, accountId: ids.accountId, billDate: TODAY, amount: 1 })
    ).receiveId;
    ids.payId = (await c('SupplierPay/Save', { supplierId: ids.supplierId, accountId: ids.accountId, billDate: TODAY, amount: 1 })).payId;
    ids.buyReturnId = (
      await c('BuyReturn/Save', {
        supplierId: ids.supplierId,
        billDate: TODAY,
        warehouseId: ids.warehouseId,
        lines: [{ skuId: ids.skuId, qty: 1, price: 2 }],
      })
    ).returnId;
    ids.buyOfferId = (
      await c('BuyOffer/Save', {
        supplierId: ids.supplierId,
        billDate: TODAY,
        warehouseId: ids.warehouseId,
        lines: [{ skuId: ids.skuId, qty: 1, price: 2 }],
      })
    ).offerId;
    ids.customClassId = (await c('CustomClass/AddNode', { className: '批发客户' })).classId;
    ids.supplierClassId = (await c('SupplierClass/AddNode', { className: '厂家' })).classId;
    ids.financeClassId = (await c('FinanceClass/Save', { className: '房租', classType: 'expense' })).classId;
    ids.unitId = (await c('Unit/Save', { unitName: '箱' })).unitId;
    ids.specId = (await c('SysSpec/Save', { specName: '颜色', specValues: ['红', '蓝'] })).specId;
    ids.outTypeId = (await c('StorageType/Save', { typeName: '报损', direction: 'out' })).typeId;
    ids.instorageId = (
      await c('Instorage/Save', {
        warehouseId: ids.warehouseId,
        billDate: TODAY,
        typeId: ids.typeId,
        lines: [{ skuId: ids.skuId, qty: 1, price: 2 }],
      })
    ).instorageId;
    ids.outstorageId = (
      await c('Outstorage/Save', {
        warehouseId: ids.warehouseId,
        billDate: TODAY,
        typeId: ids.outTypeId,
        lines: [{ skuId: ids.skuId, qty: 1 }],
      })
    ).outstorageId;
    // In the second warehouse, so that stocktakes of the first one are not refused as counting goods already on it.
    ids.invtakId = (
      await c('Invtak/Save', { warehouseId: ids.warehouse2Id, billDate: TODAY, lines: [{ skuId: ids.skuId, countQty: 5 }] })
    ).invtakId;
    ids.transId = (
      await c('Trans/Save', {
        outWarehouseId: ids.warehouseId,
        inWarehouseId: ids.warehouse2Id,
        billDate: TODAY,
        lines: [{ skuId: ids.skuId, qty: 1 }],
      })
    ).transId;
    ids.boxSkuId = (
      await c('Product/Save', { productName: '礼盒', productCode: 'BOX', unitName: '个', skus: [{ salePrice: 9, purchasePrice: 5 }] })
    ).skus[0].skuId;
    ids.assemblyId = (
      await c('Assembly/Save', {
        warehouseId: ids.warehouseId,
        billDate: TODAY,
        parts: [{ skuId: ids.skuId, qty: 2 }],
        products: [{ skuId: ids.boxSkuId, qty: 1 }],
        fee: 1,
      })
    ).assemblyId;
    ids.dictId = (await c('Dictionary/Save', { dictType: 'color', itemName: '红色', itemValue: 'red' })).dictId;
    ids.areaId = (await c('WarehouseArea/Save', { areaName: '一区', areaCode: 'A1', warehouseId: ids.warehouseId })).areaId;
    ids.locationId = (
      await c('WarehouseLocation/Save', { locationName: '一号位', locationCode: 'L1', warehouseId: ids.warehouseId, areaId: ids.areaId })
    ).locationId;
    ids.addressId = (await c('CustomAddress/Save', { customId: ids.customId, address: '北京市朝阳区' })).addressId;
    ids.invoiceId = (
      await c('Invoice/Save', {
        billType: 301,
        docId: ids.buyId,
        invoiceNo: 'FP1',
        invoiceDate: TODAY,
        invoiceType: '增值税专用发票',
        amount: 1,
        taxRate: 13,
      })
    ).invoiceId;
    ids.czId = (
      await c('CustomCz/Save', { customId: ids.customId, accountId: ids.accountId, billDate: TODAY, amount: 5, giftAmount: 1 })
    ).czId;
    ids.changeId = (
      await c('ChangePrice/Save', {
        billDate: TODAY,
        lines: [{ skuId: ids.skuId, priceType: 'gradePrice', gradeId: ids.gradeId, price: 2.8 }],
      })
    ).changeId;
    ids.adjustId = (
      await c('CostPrice/Save', { warehouseId: ids.warehouseId, billDate: TODAY, lines: [{ skuId: ids.skuId, costPrice: 2.1 }] })
    ).adjustId;
    // Something to refund: the customer paid 220 beyond what they owed, the supplier was paid 30 beyond the purchase's 200.
    await c('CustomReceive/Save', { customId: ids.customId, accountId: ids.accountId, billDate: TODAY, amount: 230, audit: true });
    await c('SupplierPay/Save', { supplierId: ids.supplierId, accountId: ids.accountId, billDate: TODAY, amount: 230, audit: true });
    ids.customRefundId = (
      await c('CustomRefund/Save', { customId: ids.customId, accountId: ids.accountId, billDate: TODAY, amount: 1 })
    ).refundId;
    ids.supplierRefundId = (
      await c('SupplierRefund/Save', { supplierId: ids.supplierId, accountId: ids.accountId, billDate: TODAY, amount: 1 })
    ).refundId;
    ids.accountTransId = (
      await c('AccountTrans/Save', { outAccountId: ids.account2Id, inAccountId: ids.accountId, billDate: TODAY, amount: 1 })
    ).transId;
    ids.flowId = (
      await c('FinanceFlow/Save', {
        flowType: 106,
        accountId: ids.accountId,
        billDate: TODAY,
        lines: [{ classId: ids.financeClassId, amount: 1 }],
      })
    ).flowId;
    ids.annexId = (
      await c('Annex/Append', { fileName: 'a.png', content: 'iVBORw0KGgo=', ownerType: 'Product', ownerId: ids.productId })
    ).annexId;
    ids.storeCode = (await c('StoreInfo/Update', { storeName: '模糊测试店', warehouseId: ids.warehouseId, open: true })).storeCode;
    ids.storeClassId = (await c('StoreClass/Save', { className: '饮料' })).classId;
    ids.storeProductId = (await c('StoreProduct/Save', { skuId: ids.skuId, storePrice: 2.5, classId: ids.storeClassId })).storeProductId;
    const order = await app.call('StoreFront/PlaceOrder', {
      storeCode: ids.storeCode,
      buyerName: '王五',
      phone: '13800000000',
      deliveryType: 'pickup',
      lines: [{ skuId: ids.skuId, qty: 1 }],
    });
    ids.orderId = order.body.returnData.orderId;
    const customImporter = IMPORTERS.find((i) => i.kind === 'Custom')!;
    const workbook = await writeSheet(customImporter.title, customImporter.columns, [
      customImporter.columns.map((title) => plausibleCell(title, 0, 0)),
    ]);
    ids.importId = (await c('ImportExcel/ImportCustom', { fileName: 'custom.xlsx', content: workbook })).importId;
    await waitForImports();
    // Each route group's own ids: its document, and the kind of class or record its fields name.
    groupIds = {
      Buy: { buyId: ids.buyId },
      BuyReturn: { returnId: ids.buyReturnId },
      BuyOffer: { offerId: ids.buyOfferId },
      Sale: { saleId: ids.saleId },
      SaleReturn: { returnId: ids.returnId },
      SaleOffer: { offerId: ids.offerId },
      CustomReceive: { receiveId: ids.receiveId },
      SupplierPay: { payId: ids.payId },
      Instorage: { instorageId: ids.instorageId },
      Outstorage: { outstorageId: ids.outstorageId, typeId: ids.outTypeId },
      Trans: { transId: ids.transId },
      Invtak: { invtakId: ids.invtakId },
      Assembly: { assemblyId: ids.assemblyId },
      Invoice: { invoiceId: ids.invoiceId, direction: 'buy' },
      CustomCz: { czId: ids.czId },
      CustomRefund: { refundId: ids.customRefundId },
      SupplierRefund: { refundId: ids.supplierRefundId },
      AccountTrans: { transId: ids.accountTransId },
      FinanceFlow: { flowId: ids.flowId },
      CustomClass: { classId: ids.customClassId },
      SupplierClass: { classId: ids.supplierClassId },
      ProductClass: { classId: ids.classId },
      FinanceClass: { classId: ids.financeClassId },
      Custom: { classId: ids.customClassId },
      Supplier: { classId: ids.supplierClassId },
      Unit: { unitId: ids.unitId },
      SysSpec: { specId: ids.specId },
      Dictionary: { dictId: ids.dictId },
      WarehouseArea: { areaId: ids.areaId },
      WarehouseLocation: { locationId: ids.locationId },
      CustomAddress: { addressId: ids.addressId },
      Express: { expressId: ids.expressId },
      StoreOrder: { orderId: ids.orderId },
      StoreUser: { phone: '13800000000' },
      Annex: { annexId: ids.annexId },
      ImportExcel: { importId: ids.importId },
      ProductSkuLocation: { locationId: ids.locationId },
      ChangePrice: { changeId: ids.changeId },
      CostPrice: { adjustId: ids.adjustId },
      StoreClass: { classId: ids.storeClassId },
      StoreProduct: { classId: ids.storeClassId, storeProductId: ids.storeProductId },
    };
    const foreign = await app.call('Register/Register', {
      companyName: '别家',
      loginName: `${owner.loginName}x`,
      password: 'secret123',
      productType: 9,
    });
    const ft = foreign.body.returnData.token;
    ids.foreignCustomId = (await call('/api/Custom/Save', { customName: '别家客户', customCode: 'C1' }, ft)).customId;
    ids.foreignSkuId = (
      await call(
        '/api/Product/Save',
        { productName: '别家商品', productCode: 'K1', unitName: '个', skus: [{ salePrice: 1, purchasePrice: 1 }] },
        ft,
      )
    ).skus[0].skuId;
    for (const [k, v] of Object.entries(ids)) assert.ok(typeof v === 'string' && v, `fixture ${k}`);
  });

  afterAll(async () => {
    await app?.close();
  });

  test('route discovery finds every POST /api route of the running app', () => {
    assert.ok(routes.length > 150, `only ${routes.length} POST /api routes discovered: ${routes.join(' ')}`);
    for (const known of [
      '/api/Login/Login',
      '/api/Sale/Save',
      '/api/Buy/Audit',
      '/api/Stock/PageQuery',
      '/api/Custom/PageQuery',
      '/api/Product/Save',
    ])
      assert.ok(routes.includes(known), `${known} was not discovered`);
    for (const skipped of Object.keys(SKIPPED))
      assert.ok(routes.includes(skipped), `the skip list names ${skipped}, which no longer exists`);
  });

  test('no call but an operator’s reaches the console: every OperatorRoute answers 401 or 403 to anyone else and writes nothing', async () => {
    const consoleRoutes = operatorRoutes(app);
    for (const known of ['/api/Company/PageQuery', '/api/Console/ExtendTrial', '/api/Console/Lock', '/api/Console/Log'])
      assert.ok(consoleRoutes.includes(known), `${known} is no OperatorRoute`);
    assert.deepEqual(
      consoleRoutes.filter((r) => !routes.includes(r)),
      [],
      'every console route is fuzzed with the company’s token above as well',
    );
    const op = await createOperator(app.infra, { loginName: `fuzzop${Date.now().toString(36)}`, password: 'fuzz-op-pass1' });
    const signIn = await app.call('Console/Login', {
      loginName: op.loginName,
      password: 'fuzz-op-pass1',
      totpCode: new TOTP({ secret: Secret.fromBase32(op.totpSecret) }).generate(),
    });
    const opToken = signIn.body.returnData.token as string;
    const headers = fc.oneof(
      fc.constant({}),
      fc.constant({ token }),
      fc.constant({ token, 'op-token': opToken }),
      fc.constant({ token: 'forged', 'op-token': opToken }),
      fc.record({ 'op-token': fc.string({ maxLength: 60 }).map((t) => t.replace(/[^\x21-\x7e]/g, 'x')) }),
    );
    for (const route of consoleRoutes) {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 })), headers, async (body, h) => {
          const before = await eventCount();
          const res = await fetch(`${app.url}${route}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...h },
            body: JSON.stringify(body),
          });
          const env = await res.json();
          assert.ok(
            res.status === 401 || res.status === 403,
            `${route} with ${JSON.stringify(h)} answered ${res.status} ${JSON.stringify(env)}`,
          );
          assert.equal(env.errorCode, res.status === 401 ? 'TOKEN_INVALID' : 'FORBIDDEN');
          assert.equal(await eventCount(), before, `${route} wrote events for a caller who is no operator`);
        }),
        { numRuns: 20, seed: (SEED ^ hash(route)) | 0 },
      );
    }
  });

  test('every route: generated malformed bodies never get a 5xx or a non-envelope, and a refused call writes no event', async () => {
    const started = Date.now();
    const fuzzed = routes
      .filter((r) => !(r in SKIPPED) && (!ONLY || r.includes(ONLY)))
      .sort((a, b) => Number(DESTRUCTIVE.test(a)) - Number(DESTRUCTIVE.test(b)) || a.localeCompare(b));
    const runs = RUNS ?? Math.max(8, Math.ceil(TOTAL_BUDGET / Math.max(1, routes.length - Object.keys(SKIPPED).length)));
    const collected = COLLECT ? fs.openSync(COLLECT, 'w') : undefined;
    const arbitrary = requestArbitrary();

    /** Sends one request and returns what is wrong with the answer, if anything. */
    async function check(route: string, req: FuzzRequest): Promise<Failure | undefined> {
      const { payload, shown } = await materialize(req, { ids, groupIds, route, learned });
      const correlationId = `fuzz-${++callNo}`;
      const before = await eventCount();
      const res = await fetch(`${app.url}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token, 'x-correlation-id': correlationId, ...req.headers },
        body: payload,
      });
      const text = await res.text();
      stats.requests++;
      stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);
      let env: any;
      try {
        env = JSON.parse(text);
      } catch {
        env = undefined;
      }
      const problems: string[] = [];
      if (res.status >= 500) problems.push(`HTTP ${res.status}`);
      const isEnvelope =
        env && typeof env === 'object' && typeof env.invState === 'number' && typeof env.invMessage === 'string' && 'returnData' in env;
      if (!isEnvelope) problems.push(`not an envelope: ${show(text, 200)}`);
      else if (res.status === 200 && env.invState !== 1) problems.push(`HTTP 200 with invState ${env.invState}`);
      else if (res.status !== 200 && (env.invState === 1 || typeof env.errorCode !== 'string' || !env.errorCode))
        problems.push('a refusal without invState 0/3 and an errorCode');
      let newEvents: string[] | undefined;
      const rs = (stats.perRoute[route] ??= {});
      rs[res.status] = (rs[res.status] ?? 0) + 1;
      if (res.status === 200) {
        stats.okRoutes.add(route);
        stats.acceptedEvents += (await eventCount()) - before;
        for (const [k, v] of Object.entries(env?.returnData && typeof env.returnData === 'object' ? env.returnData : {})) {
          const pool = (learned[`${groupOf(route)}.${k}`] ??= []);
          if (/Id$/.test(k) && typeof v === 'string' && pool.length < 50 && !pool.includes(v)) pool.push(v);
        }
        if (BACKGROUND.test(route)) {
          // The import goes on in the background: wait for it, then it must have ended normally, and a row it
          // refused must name the app's own (Chinese) reason, not a database or runtime error.
          await waitForImports();
          const job = (
            await app.infra.pool.query('select status, errors from import_jobs where import_id = $1', [env?.returnData?.importId])
          ).rows[0];
          if (!job) problems.push('the import it started is unknown');
          else {
            if (job.status !== 'done') problems.push(`the import it started ended ${job.status}`);
            const internal = (job.errors as { rowNo: number; message: string }[]).filter((e) => !/[\u4e00-\u9fa5]/.test(e.message));
            if (internal.length)
              problems.push(
                `import rows failed with internal errors: ${internal
                  .map((e) => `row ${e.rowNo}: ${e.message}`)
                  .join('; ')
                  .slice(0, 500)}`,
              );
          }
        }
      } else {
        const afterCount = await eventCount();
        if (afterCount !== before) {
          const { rows } = await app.infra.pool.query('select event_type, stream_id from events order by global_position desc limit $1', [
            Math.max(1, afterCount - before),
          ]);
          newEvents = rows.map((r: { event_type: string; stream_id: string }) => `${r.event_type} on ${r.stream_id}`).reverse();
          problems.push(`refused with ${res.status} but wrote ${afterCount - before} event(s): ${newEvents.join(', ')}`);
        }
      }
      if (res.status === 401 && route !== '/api/Login/Login') {
        // The token died: someone's call revoked it. Sign in again so the run goes on, and report it.
        stats.relogins.push(route);
        await signIn();
      }
      if (TRACE) console.log(`${route} ${res.status} ${env?.errorCode ?? ''} ${env?.invMessage ?? ''} ← ${show(shown, 300)}`);
      if (!problems.length) return undefined;
      return {
        route,
        status: res.status,
        errorCode: env?.errorCode,
        invMessage: env?.invMessage,
        correlationId,
        problem: problems.join('; '),
        server: serverErrors.get(correlationId),
        newEvents,
        headers: req.headers,
        body: shown.length > 2000 ? `${shown.slice(0, 2000)}…(${shown.length} chars)` : shown,
        recipe: fc.stringify(req.body).slice(0, 1000),
      };
    }

    const describeFailure = (f: Failure) =>
      [
        `${f.route} answered HTTP ${f.status} ${f.errorCode ?? '-'} ${show(f.invMessage ?? '', 200)}: ${f.problem}`,
        f.server
          ? `  server error: ${f.server.name ?? ''} ${f.server.code ?? ''} ${show(f.server.message, 300)}${f.server.detail ? ` [${f.server.detail}]` : ''}`
          : '  (no server error logged)',
        f.server?.frame ? `  thrown at ${f.server.frame}` : '',
        f.server?.issuedAt ? `  query issued at ${f.server.issuedAt}` : '',
        f.headers ? `  headers: ${JSON.stringify(f.headers)}` : '',
        `  body: ${show(f.body, 600)}`,
        `  correlationId: ${f.correlationId}`,
      ]
        .filter(Boolean)
        .join('\n');

    const failedRoutes: string[] = [];
    for (const [i, route] of fuzzed.entries()) {
      const seed = (SEED ^ hash(route)) | 0;
      // Every route is tried whatever an earlier one did; the failures are reported together at the end.
      await fc
        .assert(
          fc.asyncProperty(arbitrary, async (req) => {
            const failure = await check(route, req);
            if (!failure) return;
            stats.failures++;
            if (collected !== undefined) {
              fs.writeSync(collected, `${JSON.stringify(failure)}\n`);
              return;
            }
            assert.fail(
              `${describeFailure(failure)}\n  route seed: ${seed} (FUZZ_SEED=${SEED} FUZZ_ROUTE=${route}), route ${i + 1} of ${fuzzed.length}`,
            );
          }),
          { numRuns: runs, seed, endOnFailure: !SHRINK, includeErrorInReport: true },
        )
        .catch((e: Error) => failedRoutes.push(`${route}: ${e.message}`));
    }
    if (collected !== undefined) fs.closeSync(collected);

    const byStatus = [...stats.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    const summary = `route fuzz: ${stats.requests} requests over ${fuzzed.length} routes (of ${routes.length} discovered, skipped ${Object.keys(SKIPPED).join(', ')}), ${runs} runs per route, seed ${SEED}, in ${((Date.now() - started) / 1000).toFixed(1)} s; by status { ${byStatus} }; ${stats.okRoutes.size} routes answered 200 at least once (writing ${stats.acceptedEvents} events); failing calls: ${stats.failures}${stats.relogins.length ? `; token died and was renewed after: ${stats.relogins.join(', ')}` : ''}`;
    console.log(summary);
    assert.equal(failedRoutes.length, 0, failedRoutes.join('\n\n'));
    if (COLLECT) fs.writeFileSync(`${COLLECT}.routes.json`, JSON.stringify(stats.perRoute, null, 1));
    if (COLLECT) assert.equal(stats.failures, 0, `${stats.failures} failing calls, recorded in ${COLLECT}`);
  });
});

/** The routes of the console: handlers (or controllers) guarded by OperatorRoute's guard, read from the running app's controllers. */
function operatorRoutes(app: TestApp): string[] {
  const found: string[] = [];
  for (const mod of app.module.get(ModulesContainer).values())
    for (const { metatype } of mod.controllers.values()) {
      if (!metatype) continue;
      const base = String(Reflect.getMetadata('path', metatype) ?? '');
      for (const name of Object.getOwnPropertyNames(metatype.prototype).filter((n) => n !== 'constructor')) {
        const handler = metatype.prototype[name];
        const path = typeof handler === 'function' ? Reflect.getMetadata('path', handler) : undefined;
        const guards = [
          ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? []),
          ...(Reflect.getMetadata(GUARDS_METADATA, metatype) ?? []),
        ];
        if (path === undefined || !guards.includes(OperatorGuard)) continue;
        found.push(`/${base}/${path}`.replace(/\/+/g, '/'));
      }
    }
  return found.sort();
}

/** How a generated notification is made: from the provider's genuine one for a real payment, spoiled, or from nothing. */
type NotifyRecipe = {
  provider: string;
  payment: number | string;
  body:
    | { $: 'forged' }
    | { $: 'tampered'; at: number; byte: number }
    | { $: 'paidClaim' }
    | { $: 'text'; t: string }
    | { $: 'json'; v: unknown }
    | { $: 'form'; v: Record<string, string> };
  headers: 'genuine' | 'none' | { spoil: number; value: string };
};

const notifyRecipe = (): fc.Arbitrary<NotifyRecipe> =>
  fc.record({
    provider: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom('wechat', 'alipay') },
      { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    ),
    payment: fc.oneof({ weight: 8, arbitrary: fc.nat(1) }, { weight: 1, arbitrary: fc.string({ maxLength: 80 }) }),
    body: fc.oneof(
      fc.constant({ $: 'forged' as const }),
      fc.record({ $: fc.constant('tampered' as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
      fc.constant({ $: 'paidClaim' as const }),
      fc.record({ $: fc.constant('text' as const), t: fc.string({ maxLength: 300 }) }),
      fc.record({ $: fc.constant('json' as const), v: fc.jsonValue({ maxDepth: 4 }) }),
      fc.record({ $: fc.constant('form' as const), v: fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 40 })) }),
    ),
    headers: fc.oneof(
      fc.constant('genuine' as const),
      fc.constant('none' as const),
      fc.record({ spoil: fc.nat(), value: fc.string({ maxLength: 60 }) }),
    ),
  });

describe('route fuzz: a provider’s notification that is not genuine is refused, never a 5xx, and never marks anything paid', () => {
  let app: TestApp;
  let ws: Awaited<ReturnType<typeof wechatPayServer>>;
  let ali: Awaited<ReturnType<typeof alipayServer>>;
  let token = '';
  const payments: Record<'wechat' | 'alipay', string> = { wechat: '', alipay: '' };
  const eventCount = async () => (await app.infra.pool.query('select count(*)::int as n from events')).rows[0].n as number;
  const call = async (p: string, body: object) => {
    const r = await app.call(p, body, { token });
    assert.equal(r.status, 200, `${p}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };

  beforeAll(async () => {
    [ws, ali] = await Promise.all([wechatPayServer(), alipayServer()]);
    app = await startTestApp({ env: { WECHATPAY_URL: ws.url, ALIPAY_GATEWAY: ali.url } });
    const reg = await app.call('Register/Register', {
      companyName: '通知模糊',
      loginName: `notify${Date.now().toString(36)}`,
      password: 'secret123',
      productType: 6,
    });
    token = reg.body.returnData.token;
    const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
    const supplierId = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId;
    const accountId = (await call('Account/Save', { accountName: '收款', accountCode: 'PAY', initAmount: 0 })).accountId;
    const skuId = (
      await call('Product/Save', { productName: '水', productCode: 'W', unitName: '箱', skus: [{ salePrice: 3, purchasePrice: 2 }] })
    ).skus[0].skuId;
    await call('Buy/Save', { supplierId, billDate: TODAY, warehouseId, lines: [{ skuId, qty: 10, price: 2 }], audit: true });
    const { storeCode } = await call('StoreInfo/Update', { storeName: '水站', open: true, warehouseId, delivery: true, pickup: true });
    await call('StoreProduct/Save', { skuId, storePrice: '3', online: true });
    for (const [provider, account] of [
      ['wechat', ws.account],
      ['alipay', ali.account],
    ] as const) {
      await call('PaySetting/Save', {
        provider,
        merchantId: account.merchantId,
        appId: account.appId,
        accountId,
        enabled: true,
        values: account.values,
      });
      const order = await app.call('StoreFront/PlaceOrder', {
        storeCode,
        buyerName: '李雷',
        phone: '13800001111',
        deliveryType: 'pickup',
        lines: [{ skuId, qty: 1 }],
      });
      const paying = await app.call('OrderTrade/Pay', {
        storeCode,
        orderId: order.body.returnData.orderId,
        phone: '13800001111',
        provider,
        channel: 'qr',
      });
      assert.equal(paying.status, 200, JSON.stringify(paying.body));
      payments[provider] = paying.body.returnData.payOrderId;
    }
    ali.controls.buyerScans(payments.alipay);
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([ws?.close(), ali?.close()]);
  });

  /** The provider's own notification of the payment as it stands (unpaid), or one claiming it paid, signed by a stranger. */
  function notification(provider: 'wechat' | 'alipay', payOrderId: string, claim: 'genuine' | 'forgedPaid') {
    if (provider === 'wechat') {
      const paid = { trade_state: 'SUCCESS', transaction_id: '4200000000000000001', success_time: new Date().toISOString() };
      const n = ws.notificationFor(payOrderId, claim === 'genuine' ? {} : { resource: paid, signingKey: STRANGER_KEY });
      return { headers: n.headers as Record<string, string>, body: n.body };
    }
    const paid = { trade_status: 'TRADE_SUCCESS', trade_no: '2026112822001400000000000001', gmt_payment: '2026-11-28 10:00:00' };
    const n = ali.controls.notificationFor(payOrderId, claim === 'genuine' ? {} : paid, { forged: claim !== 'genuine' });
    return { headers: n.headers as Record<string, string>, body: n.body };
  }

  test('generated notifications to the notify endpoints', async () => {
    const made = (r: NotifyRecipe) => {
      const provider = r.provider === 'alipay' ? 'alipay' : 'wechat';
      const payOrderId = typeof r.payment === 'number' ? payments[provider] : r.payment;
      const genuine = notification(provider, payments[provider], 'genuine');
      let body: Buffer;
      switch (r.body.$) {
        case 'forged':
          body = notification(provider, payments[provider], 'forgedPaid').body;
          break;
        case 'tampered': {
          body = Buffer.from(genuine.body);
          body[r.body.at % body.length] = r.body.byte === body[r.body.at % body.length] ? (r.body.byte + 1) % 256 : r.body.byte;
          break;
        }
        case 'paidClaim':
          body = Buffer.from(
            provider === 'wechat'
              ? genuine.body.toString().replace(/"event_type":"[^"]*"/, '"event_type":"TRANSACTION.SUCCESS"')
              : genuine.body.toString().replace(/trade_status=[^&]*/, 'trade_status=TRADE_SUCCESS'),
          );
          break;
        case 'text':
          body = Buffer.from(r.body.t);
          break;
        case 'json':
          body = Buffer.from(JSON.stringify(r.body.v) ?? 'null');
          break;
        case 'form':
          body = Buffer.from(new URLSearchParams(r.body.v).toString());
          break;
      }
      const headers =
        r.headers === 'none'
          ? {}
          : r.headers === 'genuine'
            ? genuine.headers
            : Object.fromEntries(
                Object.entries(genuine.headers).map(([k, v], i, all) => [
                  k,
                  i === (r.headers as { spoil: number }).spoil % all.length
                    ? (r.headers as { value: string }).value.replace(/[^\x20-\x7e]/g, '')
                    : v,
                ]),
              );
      return { path: `/api/OrderTrade/Notify/${encodeURIComponent(r.provider)}/${encodeURIComponent(payOrderId)}`, headers, body };
    };
    await fc.assert(
      fc.asyncProperty(notifyRecipe(), async (r) => {
        const { path: to, headers, body } = made(r);
        const before = await eventCount();
        const res = await fetch(`${app.url}${to}`, { method: 'POST', headers, body: new Uint8Array(body) });
        await res.arrayBuffer();
        assert.ok(res.status < 500, `${to} answered ${res.status}`);
        assert.equal(await eventCount(), before, `${to} wrote events from a notification that was not genuine`);
      }),
      { numRuns: RUNS ?? 300, seed: SEED, endOnFailure: true },
    );
    const flow = await call('PayOrder/PageQuery', { status: 'paid' });
    assert.equal(flow.totalCount, 0, 'nothing marked paid');
    // The doors do open: WeChat's genuine notification of a payment made records it.
    // (The stand-in's own post goes to PUBLIC_URL, which is not this app: the test posts the notification itself.)
    await ws.buyerPays(payments.wechat).catch(() => undefined);
    const genuinePaid = ws.notificationFor(payments.wechat);
    const res = await fetch(`${app.url}/api/OrderTrade/Notify/wechat/${payments.wechat}`, {
      method: 'POST',
      headers: genuinePaid.headers as Record<string, string>,
      body: new Uint8Array(genuinePaid.body),
    });
    assert.ok(res.ok, `a genuine notification answered ${res.status}`);
    assert.equal((await call('PayOrder/PageQuery', { status: 'paid' })).totalCount, 1);
  });
});

/** A stable 32-bit hash of a route, to give each route its own seed. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
