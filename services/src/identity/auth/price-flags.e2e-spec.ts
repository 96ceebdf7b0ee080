import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ACTION_KEYS, ALL_ENTRIES } from '../../contracts';
import { startTestApp, TestApp } from '../../testing/test-app';
import { today as TODAY } from '../../testing/stock-shop';
import { ADMIN_ONLY, PUBLIC, WRITE } from './decorators';

/**
 * Price flags and rights on every read, walked over HTTP: every POST /api route the running app registers that reads
 * (neither administrator-only, public nor a write) is called with a few realistic bodies by three employees:
 * - `bare`: no rights and no price flags: must get no price, amount, balance or phone at all;
 * - `blind`: every screen's every right and others' documents, but no price flag: no price or amount of goods;
 * - `seller`: the same, seeing sale prices but neither costs nor purchases: no cost and no purchase figure.
 * A figure is a number (or numeric text) under a key that names one; ALLOWED says why each exception is fine.
 */

type Who = 'bare' | 'blind' | 'seller';

/** Keys that name a figure of goods or money, a cost, a purchase figure, a phone. */
const MONEY = /price|amount|balance|total(?!Count)|cost|profit|paid|payable|receivable|sales|money|arrears|fee|initAmt|owed|remain/i;
const COST = /cost|stockAmount|profit|margin/i;
const PURCHASE = /purchase|buyAmount|buyPrice/i;
/** Reads of the purchase side: every figure there is a purchase's. */
const PURCHASE_SIDE = (route: string, body: Record<string, unknown>) =>
  /^\/api\/(Buy\w*|SupplierPay\/PageQuerForHx|SupplierHandle\/\w+)\//.test(route) ||
  (/^\/api\/Invoice\//.test(route) && body.direction === 'buy');
const PHONE = /phone|mobile|tel$/i;

const isFigure = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v));

/** Every key path holding a non-null value, with the value. */
function leaves(v: unknown, path = ''): [string, string, unknown][] {
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, `${path}[${i}]`));
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) =>
      x !== null && typeof x === 'object'
        ? leaves(x, `${path}.${k}`)
        : x === null || x === undefined
          ? []
          : [[`${path}.${k}`, k, x] as [string, string, unknown]],
    );
  return [];
}

/** What a caller must not get: by key and value. */
const FORBIDDEN: Record<Who, (key: string, value: unknown, route: string, body: Record<string, unknown>) => boolean> = {
  bare: (k, v) => (MONEY.test(k) && isFigure(v)) || (PHONE.test(k) && v !== ''),
  blind: (k, v) => MONEY.test(k) && isFigure(v),
  seller: (k, v, route, body) => isFigure(v) && (COST.test(k) || PURCHASE.test(k) || (MONEY.test(k) && PURCHASE_SIDE(route, body))),
};

/** Figures a caller may get all the same, each with its reason: route (regex), key (regex), who. */
const ALLOWED: { route: RegExp; key: RegExp; who: Who[]; why: string }[] = [
  {
    route: /^\/api\/Setting\/Detail$/,
    key: /^moneyDigits$/,
    who: ['bare', 'blind', 'seller'],
    why: 'how many decimals money shows, not a figure',
  },
  { route: /^\/api\/Stock\/FlowPageQuery$/, key: /^balanceQty$/, who: ['blind', 'seller'], why: 'a quantity' },
  {
    route: /^\/api\/(Account\/(Detail|Options|PageQuery)|CapitalFlow\/PageQuery)$/,
    key: /^(balance|initAmount|inAmount|outAmount)$/,
    who: ['blind', 'seller'],
    why: "money in the accounts: the account screens' figures, not prices of goods",
  },
  {
    route: /^\/api\/(Custom|Supplier)\/(Detail|Options|PageQuery)$/,
    key: /^initAmount$/,
    who: ['blind', 'seller'],
    why: "an opening receivable or payable: the partner's own screen",
  },
  {
    route: /^\/api\/(CustomReceivable|SupplierHandle)\/(PageQuery|FlowPageQuery|Reconciliation)$/,
    key: /^(balance|initAmount|receivedAmount|paidAmount|settledAmount|beginAmount|saleHxAmount|payArrearsAmt)$/,
    who: ['blind', 'seller'],
    why: 'what is owed and what was paid: the receivable and payable screens (what documents added is masked)',
  },
  {
    route: /^\/api\/Statement\/PageQuery$/,
    key: /^(openingBalance|closingBalance|paidAmount)$/,
    who: ['blind', 'seller'],
    why: "what a 对账单 says is owed at its period's start and end, and what was paid from its link: the receivable and payable screens' figures",
  },
  {
    route: /^\/api\/(CustomCz\/(FlowPageQuery|RemainAmt)|(CustomRefund|SupplierRefund)\/Refundable|PayOrder\/PageQuery)$/,
    key: /^(balance|inAmount|outAmount|remainAmt|overpaid|prepaid|amount)$/,
    who: ['blind', 'seller'],
    why: "money paid in or prepaid, and online payments: the finance screens' figures, not prices of goods",
  },
  {
    route: /^\/api\/(CustomReceive|SupplierPay|CustomRefund|SupplierRefund|CustomCz|AccountTrans|FinanceFlow)\/(Detail|PageQuery)$/,
    key: /^(amount|total|fee|giftAmount|returnedAmount|heldAmount)$/,
    who: ['blind', 'seller'],
    why: 'money received, paid, prepaid, moved between accounts: the finance documents are money, not prices of goods',
  },
  {
    route: /^\/api\/ReportBIForManage\/Overview$/,
    key: /^(receiveAmount|payAmount|receivable|payable)$/,
    who: ['blind', 'seller'],
    why: 'money received and paid, what is owed: the overview shows finance figures with the finance rights',
  },
  {
    route: /^\/api\/(Voucher|Ledger)\/\w+$/,
    key: /^(total|debitTotal|creditTotal|openingBalance|closingBalance|openingDebit|openingCredit|closingDebit|closingCredit|balance)$/,
    who: ['blind', 'seller'],
    why: 'the books (凭证, 账簿): money by account, shown with the 会计 rights as the account screens show theirs; no price of goods',
  },
  {
    route: /^\/api\/(Store\w+)\/(Detail|PageQuery)$/,
    key: /^(minOrderAmount|storePrice|price|amount|totalAmount|orderAmount)$/,
    who: ['blind', 'seller'],
    why: "the online shop's prices and its orders at them: public on the storefront",
  },
];

/**
 * What a caller with no rights may still read: the shell (company, menus, notices, settings, print templates, the
 * closed months the reports offer), the look-ups of names any form uses, and goods without their prices; nothing about
 * customers, suppliers, accounts or stock.
 */
const BARE_READS = [
  'Branch/Options',
  'CloudPrint/List',
  'Company/Detail',
  'CustomGrade/Options',
  'CustomVisitTag/Options',
  'Data/StockWarningCount',
  'Data/TodoCount',
  'Dictionary/Options',
  'Edition/Offers',
  'Examine/Detail',
  'Express/Options',
  'FinanceClass/Options',
  'GettingStarted/Detail',
  'Menu/List',
  'Menu/RoleMenuList',
  'MobileUpgrade/PageQuery',
  'Notice/PageQuery',
  'Notify/PageQuery',
  'Period/List',
  'Product/ListSKU',
  'Product/SkuDetail',
  'Product/SmartMatchSku',
  'ReportBIForManage/Overview',
  'Setting/Detail',
  'SkuDegreePrice/List',
  'StorageType/Options',
  'StoreAdv/Options',
  'StoreFormula/Options',
  'StoreLabel/Options',
  'SysSpec/Options',
  'Unit/Options',
  'Upgrade/PageQuery',
  'User/MyPhone',
  'User/Options',
  'UserPrinttemplate/List',
  'Warehouse/Options',
  'WarehouseArea/Options',
  'WarehouseLocation/Options',
].map((r) => `/api/${r}`);

describe('price flags and rights on every read route', () => {
  let app: TestApp;
  const ids: Record<string, string> = {};
  const tokens = {} as Record<Who, string>;
  let reads: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    const routes = (
      app.module.getHttpAdapter().getInstance().router.stack as { route?: { path: unknown; methods: Record<string, boolean> } }[]
    )
      .filter((l) => l.route?.methods.post && typeof l.route.path === 'string' && l.route.path.startsWith('/api/'))
      .map((l) => l.route!.path as string);
    // Each route's handler, for its decorators: writes and administrator-only routes are not walked.
    const meta = new Map<string, (key: string) => unknown>();
    for (const mod of app.module.get(ModulesContainer).values()) {
      for (const { metatype } of mod.controllers.values()) {
        const cls = metatype as unknown as { prototype: object } | null;
        if (!cls) continue;
        // A kind's controller may extend the generic one: its inherited handlers sit on the prototypes above.
        for (let proto = cls.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
          for (const name of Object.getOwnPropertyNames(proto)) {
            const fn = (proto as Record<string, unknown>)[name] as object;
            const path = typeof fn === 'function' ? Reflect.getMetadata(PATH_METADATA, fn) : undefined;
            const route = `/${Reflect.getMetadata(PATH_METADATA, cls)}/${path}`;
            if (path !== undefined && !meta.has(route))
              meta.set(route, (key) => Reflect.getMetadata(key, fn) ?? Reflect.getMetadata(key, cls));
          }
        }
      }
    }
    assert.deepEqual(
      routes.filter((r) => !meta.has(r)),
      [],
      'routes whose handler was not found',
    );
    reads = [...new Set(routes)]
      .filter((r) => r !== '/api/Login/Logout' && ![ADMIN_ONLY, PUBLIC, WRITE].some((k) => meta.get(r)!(k)))
      .sort();

    const reg = await app.call('Register/Register', {
      companyName: '价格权限',
      loginName: `pf${Date.now().toString(36)}`,
      password: 'secret123',
      productType: 9,
    });
    const token = reg.body.returnData.token as string;
    const c = async (route: string, body: object) => {
      const r = await app.call(route, body, { token });
      assert.equal(r.status, 200, `${route}: ${JSON.stringify(r.body)}`);
      return r.body.returnData;
    };
    const lines = (price: number, qty = 1) => [{ skuId: ids.skuId, qty, price }];
    ids.warehouseId = (await c('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1', phone: '13700000000' })).warehouseId;
    ids.warehouse2Id = (await c('Warehouse/Save', { warehouseName: '二仓', warehouseCode: 'W2' })).warehouseId;
    ids.branchId = (await c('Branch/Save', { branchName: '北城店', branchCode: 'BC', phone: '13600000000' })).branchId;
    ids.gradeId = (await c('CustomGrade/Save', { gradeName: '金牌', discount: 90 })).gradeId;
    ids.customId = (
      await c('Custom/Save', { customName: '张三', customCode: 'C1', phone: '13800000000', initAmount: 10, gradeId: ids.gradeId })
    ).customId;
    ids.addressId = (await c('CustomAddress/Save', { customId: ids.customId, address: '北京市朝阳区', phone: '13800000001' })).addressId;
    ids.supplierId = (
      await c('Supplier/Save', { supplierName: '批发部', supplierCode: 'S1', phone: '13900000000', initAmount: 20 })
    ).supplierId;
    ids.accountId = (await c('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 100 })).accountId;
    ids.account2Id = (await c('Account/Save', { accountName: '银行', accountCode: 'BANK', initAmount: 100 })).accountId;
    ids.financeClassId = (await c('FinanceClass/Save', { className: '房租', classType: 'expense' })).classId;
    ids.typeId = (await c('StorageType/Save', { typeName: '赠品入库', direction: 'in' })).typeId;
    ids.outTypeId = (await c('StorageType/Save', { typeName: '报损', direction: 'out' })).typeId;
    ids.classId = (await c('ProductClass/AddNode', { className: '饮料' })).classId;
    const product = await c('Product/Save', {
      productName: '可乐',
      productCode: 'K1',
      unitName: '瓶',
      classId: ids.classId,
      skus: [
        { spec: '330ml', barCode: '6900000000001', salePrice: 3, purchasePrice: 2, wholesalePrice: 2.5, lowestPrice: 2.2, lowStock: 500 },
      ],
    });
    ids.productId = product.productId;
    ids.skuId = product.skus[0].skuId;
    ids.boxSkuId = (
      await c('Product/Save', { productName: '礼盒', productCode: 'BOX', unitName: '个', skus: [{ salePrice: 9, purchasePrice: 5 }] })
    ).skus[0].skuId;
    ids.phoneSkuId = (
      await c('Product/Save', {
        productName: '手机',
        productCode: 'PHONE',
        unitName: '台',
        serialFlag: true,
        skus: [{ salePrice: 900, purchasePrice: 700 }],
      })
    ).skus[0].skuId;
    ids.milkSkuId = (
      await c('Product/Save', {
        productName: '牛奶',
        productCode: 'MILK',
        unitName: '盒',
        lifeFlag: true,
        shelfLifeDays: 180,
        skus: [{ salePrice: 5, purchasePrice: 4 }],
      })
    ).skus[0].skuId;
    await c('SkuDegreePrice/Save', { skuId: ids.skuId, prices: [{ gradeId: ids.gradeId, price: 2.8 }] });
    await c('InitStock/Save', { warehouseId: ids.warehouse2Id, lines: [{ skuId: ids.skuId, qty: 10, price: 2 }] });
    ids.buyId = (
      await c('Buy/Save', {
        supplierId: ids.supplierId,
        billDate: TODAY,
        warehouseId: ids.warehouseId,
        audit: true,
        lines: [
          ...lines(2, 100),
          { skuId: ids.phoneSkuId, qty: 1, price: 700, serials: ['SN0001'] },
          { skuId: ids.milkSkuId, qty: 5, price: 4, batchNo: 'B1', productionDate: TODAY },
        ],
      })
    ).buyId;
    ids.buyOfferId = (
      await c('BuyOffer/Save', { supplierId: ids.supplierId, billDate: TODAY, warehouseId: ids.warehouseId, lines: lines(2) })
    ).offerId;
    ids.buyReturnId = (
      await c('BuyReturn/Save', { supplierId: ids.supplierId, billDate: TODAY, warehouseId: ids.warehouseId, lines: lines(2), audit: true })
    ).returnId;
    ids.comboId = (
      await c('ProductCombo/Save', { comboName: '两瓶装', comboCode: 'TC1', comboPrice: 5, components: [{ skuId: ids.skuId, qty: 2 }] })
    ).comboId;
    ids.saleId = (
      await c('Sale/Save', { customId: ids.customId, billDate: TODAY, warehouseId: ids.warehouseId, lines: lines(3, 2), audit: true })
    ).saleId;
    ids.openSaleId = (
      await c('Sale/Save', { customId: ids.customId, billDate: TODAY, warehouseId: ids.warehouseId, lines: lines(3), audit: true })
    ).saleId;
    ids.offerId = (
      await c('SaleOffer/Save', { customId: ids.customId, billDate: TODAY, warehouseId: ids.warehouseId, lines: lines(3) })
    ).offerId;
    ids.returnId = (
      await c('SaleReturn/Save', { customId: ids.customId, billDate: TODAY, warehouseId: ids.warehouseId, lines: lines(3), audit: true })
    ).returnId;
    ids.receiveId = (
      await c('CustomReceive/Save', {
        customId: ids.customId,
        accountId: ids.accountId,
        billDate: TODAY,
        amount: 4,
        hxList: [{ saleId: ids.saleId, amount: 4 }],
        audit: true,
      })
    ).receiveId;
    ids.payId = (
      await c('SupplierPay/Save', {
        supplierId: ids.supplierId,
        accountId: ids.accountId,
        billDate: TODAY,
        amount: 50,
        hxList: [{ buyId: ids.buyId, amount: 50 }],
        audit: true,
      })
    ).payId;
    ids.invoiceId = (
      await c('Invoice/Save', {
        billType: 201,
        docId: ids.saleId,
        invoiceNo: 'FP1',
        invoiceDate: TODAY,
        invoiceType: '增值税专用发票',
        amount: 1,
        taxRate: 13,
      })
    ).invoiceId;
    await c('Invoice/Save', {
      billType: 301,
      docId: ids.buyId,
      invoiceNo: 'FP2',
      invoiceDate: TODAY,
      invoiceType: '增值税专用发票',
      amount: 1,
      taxRate: 13,
    });
    ids.czId = (
      await c('CustomCz/Save', { customId: ids.customId, accountId: ids.accountId, billDate: TODAY, amount: 5, giftAmount: 1, audit: true })
    ).czId;
    ids.instorageId = (
      await c('Instorage/Save', { warehouseId: ids.warehouseId, billDate: TODAY, typeId: ids.typeId, lines: lines(2), audit: true })
    ).instorageId;
    ids.outstorageId = (
      await c('Outstorage/Save', {
        warehouseId: ids.warehouseId,
        billDate: TODAY,
        typeId: ids.outTypeId,
        lines: [{ skuId: ids.skuId, qty: 1 }],
        audit: true,
      })
    ).outstorageId;
    ids.transId = (
      await c('Trans/Save', {
        outWarehouseId: ids.warehouseId,
        inWarehouseId: ids.warehouse2Id,
        billDate: TODAY,
        lines: [{ skuId: ids.skuId, qty: 1 }],
        audit: true,
      })
    ).transId;
    ids.assemblyId = (
      await c('Assembly/Save', {
        warehouseId: ids.warehouseId,
        billDate: TODAY,
        parts: [{ skuId: ids.skuId, qty: 2 }],
        products: [{ skuId: ids.boxSkuId, qty: 1 }],
        fee: 1,
        audit: true,
      })
    ).assemblyId;
    ids.invtakId = (
      await c('Invtak/Save', { warehouseId: ids.warehouse2Id, billDate: TODAY, lines: [{ skuId: ids.skuId, countQty: 5 }] })
    ).invtakId;
    ids.changeId = (
      await c('ChangePrice/Save', { billDate: TODAY, lines: [{ skuId: ids.skuId, priceType: 'salePrice', price: 3.5 }] })
    ).changeId;
    ids.adjustId = (
      await c('CostPrice/Save', { warehouseId: ids.warehouseId, billDate: TODAY, lines: [{ skuId: ids.boxSkuId, costPrice: 6 }] })
    ).adjustId;
    ids.flowId = (
      await c('FinanceFlow/Save', {
        flowType: 106,
        accountId: ids.accountId,
        billDate: TODAY,
        lines: [{ classId: ids.financeClassId, amount: 1 }],
        audit: true,
      })
    ).flowId;
    ids.accountTransId = (
      await c('AccountTrans/Save', { outAccountId: ids.account2Id, inAccountId: ids.accountId, billDate: TODAY, amount: 1, audit: true })
    ).transId;
    ids.storeCode = (await c('StoreInfo/Update', { storeName: '小店', warehouseId: ids.warehouseId, open: true, pickup: true })).storeCode;
    ids.storeClassId = (await c('StoreClass/Save', { className: '饮料' })).classId;
    ids.storeProductId = (
      await c('StoreProduct/Save', { skuId: ids.skuId, storePrice: 2.5, classId: ids.storeClassId, online: true })
    ).storeProductId;
    await c('StoreFormula/Save', { formulaName: '可乐套餐', lines: [{ skuId: ids.skuId, qty: 2 }] });
    ids.orderId = (
      await app.call('StoreFront/PlaceOrder', {
        storeCode: ids.storeCode,
        buyerName: '王五',
        phone: '13500000000',
        deliveryType: 'pickup',
        lines: [{ skuId: ids.skuId, qty: 1 }],
      })
    ).body.returnData.orderId;

    const allRights = ALL_ENTRIES.filter((e) => !e.adminOnly).map((e) => ({ permissionId: e.id, actionList: ACTION_KEYS }));
    const roles = {
      none: (await c('Role/Save', { roleName: '无权限', permissions: [] })).roleId,
      all: (await c('Role/Save', { roleName: '全部权限', permissions: allRights })).roleId,
    };
    const staff: Record<Who, [string, string]> = {
      bare: [roles.none, '000000000'],
      blind: [roles.all, '000001000'],
      seller: [roles.all, '100001000'],
    };
    for (const [who, [roleId, pricePerm]] of Object.entries(staff) as [Who, [string, string]][]) {
      const loginName = `${who}${Date.now().toString(36)}`;
      await c('User/Save', { loginName, password: 'secret123', userName: who, roleId, pricePerm });
      const login = await app.call('Login/Login', { loginName, password: 'secret123' });
      assert.equal(login.status, 200, JSON.stringify(login.body));
      tokens[who] = login.body.returnData.token;
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  /** A route group's own ids, where the generic names mean another record. */
  const groupIds = (group: string): Record<string, string> =>
    ({
      BuyReturn: { returnId: ids.buyReturnId },
      BuyOffer: { offerId: ids.buyOfferId },
      AccountTrans: { transId: ids.accountTransId },
      Outstorage: { typeId: ids.outTypeId },
      StoreClass: { classId: ids.storeClassId },
      FinanceClass: { classId: ids.financeClassId },
      SupplierPay: { partnerId: ids.supplierId },
      SupplierBalance: { partnerId: ids.supplierId },
      Invoice: { direction: 'sale' },
    })[group] ?? {};

  /** A few realistic bodies: a page; the goods, partners and places picked on a form; every id, a keyword and dates; a purchase-side view. */
  const bodies = (route: string): Record<string, unknown>[] => {
    const month = TODAY.slice(0, 7);
    const base = {
      ...ids,
      ...groupIds(route.split('/')[2]),
      docId: ids.saleId,
      billType: 201,
      pageNo: 1,
      pageSize: 50,
      partnerId: ids.customId,
      correspondingUnitId: ids.customId,
      startMonth: month,
      endMonth: month,
    };
    return [
      { pageNo: 1, pageSize: 50, ...groupIds(route.split('/')[2]) },
      {
        pageNo: 1,
        pageSize: 50,
        skuId: ids.skuId,
        skuIds: [ids.skuId],
        keyword: '可乐',
        customId: ids.customId,
        supplierId: ids.supplierId,
        warehouseId: ids.warehouseId,
        accountId: ids.accountId,
      },
      base,
      {
        ...base,
        keyword: '可乐',
        startDate: '2020-01-01',
        endDate: TODAY,
        flowType: 106,
        kind: 'Sale',
        storeCode: ids.storeCode,
        phone: '13500000000',
      },
      { ...base, docId: ids.buyId, billType: 301, direction: 'buy', partnerId: ids.supplierId, kind: 'Buy', czType: 'deposit' },
    ];
  };

  test('no read answers a figure, a cost or a phone the caller may not see', async () => {
    assert.ok(reads.length > 150, `only ${reads.length} read routes`);
    const found: string[] = [];
    const answered = new Map<Who, number>();
    const bareReads = new Set<string>();
    for (const route of reads) {
      for (const who of Object.keys(tokens) as Who[]) {
        for (const body of bodies(route)) {
          const r = await app.call(route.slice('/api/'.length), body, { token: tokens[who] });
          if (r.status >= 500) found.push(`${who} ${route} answered ${r.status}: ${JSON.stringify(r.body)}`);
          if (r.status !== 200) continue;
          answered.set(who, (answered.get(who) ?? 0) + 1);
          if (who === 'bare') bareReads.add(route);
          for (const [path, key, value] of leaves(r.body.returnData)) {
            if (!FORBIDDEN[who](key, value, route, body)) continue;
            if (ALLOWED.some((a) => a.who.includes(who) && a.route.test(route) && a.key.test(key))) continue;
            found.push(`${who} ${route} ${path} = ${JSON.stringify(value)}`);
          }
        }
      }
    }
    const unique = [...new Set(found.map((f) => f.replace(/\[\d+\]/g, '[]')))];
    console.log(`${reads.length} read routes; answered 200: ${JSON.stringify(Object.fromEntries(answered))}`);
    assert.deepEqual(unique, []);
    assert.deepEqual([...bareReads].sort(), BARE_READS.sort(), 'what an employee with no rights reads');
  });
});
