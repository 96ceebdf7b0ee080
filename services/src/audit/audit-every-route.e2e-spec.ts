import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { IMPORTERS, writeSheet } from '../catalog';
import { PaymentProviders } from '../shop';
import { feieServer } from '../testing/feie-server';
import { aliyunSmsServer, SmsStandIn } from '../testing/sms-server';
import { fakePay } from '../testing/pay-provider';
import { startTestApp, TestApp } from '../testing/test-app';
import { Secret, TOTP } from 'otpauth';
import { createOperator } from '../operator';
import { eventTitle } from './event-catalog';
import { today as TODAY } from '../testing/stock-shop';

let app: TestApp;
let feie: Awaited<ReturnType<typeof feieServer>>;
let sms: SmsStandIn;
// Online payments reach an outside provider too: a stand-in adapter signs its notifications.
const pay = fakePay();
const PAY_KEY = 'merchant-key-0001';
const OWNER_PHONE = '13700137000';
beforeAll(async () => {
  // 云打印 reaches an outside provider: a local server speaking 飞鹅云's API stands in for it.
  feie = await feieServer();
  // So do text messages (registration by phone, 找回密码): a stand-in for Aliyun's.
  sms = await aliyunSmsServer();
  app = await startTestApp({ env: { ...feie.env, ...sms.env } });
  app.module.get(PaymentProviders).add(pay.provider);
  // An edition can be bought: an operator prices it and enters the platform's merchant account (with the stand-in adapter).
  const { totpSecret } = await createOperator(app.infra, { loginName: 'auditop', password: 'console-pass-9' });
  const totpCode = new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate();
  const { token } = (await app.call('Console/Login', { loginName: 'auditop', password: 'console-pass-9', totpCode })).body.returnData;
  const op = (path: string, body: object) => app.call(path, body, { headers: { 'op-token': token } });
  assert.equal((await op('Console/EditionPriceSave', { productType: 9, prices: { 1: '998' } })).status, 200);
  const account = { provider: 'wechat', merchantId: '1600000001', appId: 'wx8888', enabled: true, values: { apiKey: PAY_KEY } };
  assert.equal((await op('Console/MerchantAccountSave', account)).status, 200);
});
afterAll(async () => {
  await app.close();
  await feie.close();
  await sms.close();
});

/**
 * Actions that only read: every other action of a route group changes something, which the 操作日志 must show. A
 * verification code sent (Sms/Send) is kept minutes and changes no record, as a captcha asked for.
 */
const READS = new RegExp(
  '^(PageQuery|Detail|Options|List|DetailPageQuery|FlowPageQuery|StockPageQuery|CostPageQuery|PageQuerForHx|TreeQuery|RootQuery|SubNodeQuery|Documents|' +
    'For[A-Z]\\w*|Available|Refundable|RemainAmt|OpenDocs|CountSheet|ImportCount|SpuDetail|SkuDetail|ListSKU|SmartMatchSku|Check\\w*|UserCountRemainder|' +
    'Permission|RoleMenuList|StockWarningCount|TodoCount|Low|High|TotalSum|StockTotal|Distributed|Reconciliation|Reconcile|QueryProcess|ErrorList|Template|History|' +
    'Overview|InvoicingSummary|Daily|GetLicenseCode|GetImageCheckCode|Send|Offers|Status|Purchases|Receipt)$',
);

type Ids = Record<string, string>;
/** One change through a route: its body from what earlier changes made, and what it makes for later ones. */
interface Change {
  route: string;
  body: (f: Ids) => object;
  keep?: (r: any, f: Ids) => void;
}
const change = (route: string, body: (f: Ids) => object, keep?: Change['keep']): Change => ({ route, body, keep });
const lines = (f: Ids, more: object = {}) => [{ skuId: f.skuId, qty: 1, price: 2, ...more }];

/**
 * A change through every route group that changes anything, in an order where each finds what it needs. Register
 * opens the company (the owner's token); SysReset comes last: the log keeps all of it through a reset.
 */
const CHANGES: Change[] = [
  change(
    'Warehouse/Save',
    () => ({ warehouseName: '总仓', warehouseCode: 'W1' }),
    (r, f) => (f.warehouseId = r.warehouseId),
  ),
  change(
    'Warehouse/Save',
    () => ({ warehouseName: '二仓', warehouseCode: 'W2' }),
    (r, f) => (f.warehouse2Id = r.warehouseId),
  ),
  change(
    'WarehouseArea/Save',
    (f) => ({ areaName: '一区', areaCode: 'A1', warehouseId: f.warehouseId }),
    (r, f) => (f.areaId = r.areaId),
  ),
  change(
    'WarehouseLocation/Save',
    (f) => ({ locationName: '一号位', locationCode: 'L1', warehouseId: f.warehouseId, areaId: f.areaId }),
    (r, f) => (f.locationId = r.locationId),
  ),
  change(
    'Account/Save',
    () => ({ accountName: '现金', accountCode: 'CASH', initAmount: 1000 }),
    (r, f) => (f.accountId = r.accountId),
  ),
  change(
    'Account/Save',
    () => ({ accountName: '银行', accountCode: 'BANK', initAmount: 1000 }),
    (r, f) => (f.account2Id = r.accountId),
  ),
  change(
    'CustomGrade/Save',
    () => ({ gradeName: '金牌', discount: 90 }),
    (r, f) => (f.gradeId = r.gradeId),
  ),
  change(
    'CustomClass/AddNode',
    () => ({ className: '批发客户' }),
    (r, f) => (f.customClassId = r.classId),
  ),
  change('SupplierClass/AddNode', () => ({ className: '厂家' })),
  change(
    'ProductClass/AddNode',
    () => ({ className: '饮料' }),
    (r, f) => (f.classId = r.classId),
  ),
  change(
    'Custom/Save',
    (f) => ({ customName: '张三', customCode: 'C1', classId: f.customClassId, gradeId: f.gradeId }),
    (r, f) => (f.customId = r.customId),
  ),
  change('CustomAddress/Save', (f) => ({ customId: f.customId, address: '北京市朝阳区' })),
  change(
    'Supplier/Save',
    () => ({ supplierName: '批发部', supplierCode: 'S1' }),
    (r, f) => (f.supplierId = r.supplierId),
  ),
  change('Unit/Save', () => ({ unitName: '箱' })),
  change('SysSpec/Save', () => ({ specName: '颜色', specValues: ['红', '蓝'] })),
  change('Dictionary/Save', () => ({ dictType: 'color', itemName: '红色', itemValue: 'red' })),
  change('Express/Save', () => ({ expressName: '顺丰', expressCode: 'SF' })),
  change(
    'FinanceClass/Save',
    () => ({ className: '房租', classType: 'expense' }),
    (r, f) => (f.financeClassId = r.classId),
  ),
  change(
    'StorageType/Save',
    () => ({ typeName: '赠品入库', direction: 'in' }),
    (r, f) => (f.typeId = r.typeId),
  ),
  change('Branch/Save', () => ({ branchName: '北城店', branchCode: 'BC' })),
  change(
    'Product/Save',
    (f) => ({
      productName: '可乐',
      productCode: 'K1',
      unitName: '瓶',
      classId: f.classId,
      skus: [{ spec: '330ml', salePrice: 3, purchasePrice: 2 }],
    }),
    (r, f) => Object.assign(f, { productId: r.productId, skuId: r.skus[0].skuId }),
  ),
  change(
    'Product/Save',
    () => ({ productName: '礼盒', productCode: 'BOX', unitName: '个', skus: [{ salePrice: 9, purchasePrice: 5 }] }),
    (r, f) => (f.boxSkuId = r.skus[0].skuId),
  ),
  change('SkuDegreePrice/Save', (f) => ({ skuId: f.skuId, prices: [{ gradeId: f.gradeId, price: 2.8 }] })),
  change('ProductSkuLocation/Save', (f) => ({ warehouseId: f.warehouseId, locationId: f.locationId, skuIds: [f.skuId] })),
  change('Annex/Append', (f) => ({ fileName: 'a.png', content: 'iVBORw0KGgo=', ownerType: 'Product', ownerId: f.productId })),
  change('InitStock/Save', (f) => ({ warehouseId: f.warehouse2Id, lines: [{ skuId: f.skuId, qty: 10, price: 2 }] })),
  change(
    'Role/Save',
    () => ({ roleName: '店员', permissions: [{ permissionId: '2002', actionList: ['query', 'get', 'add'] }] }),
    (r, f) => (f.roleId = r.roleId),
  ),
  change(
    'User/Save',
    (f) => ({ loginName: `clerk${f.n}`, password: 'secret123', userName: '店员甲', roleId: f.roleId }),
    (r, f) => (f.userId = r.userId),
  ),
  change('Setting/Save', () => ({ reserveOpenDocuments: false })),
  change('Examine/Save', (f) => ({ kind: 'SaleOffer', levels: [{ userIds: [f.ownerId] }] })),
  change('Billno/Save', () => ({ billType: 201, prefix: 'XSD', dateFormat: 'yyMMdd', seqLength: 4 })),
  change('CodeRule/Save', () => ({ kind: 'Custom', prefix: 'KH', seqLength: 5 })),
  change('GettingStarted/Hide', () => ({})),
  change('Company/Update', () => ({ address: '杭州' })),
  change('UserPrinttemplate/Setting', () => ({ templateId: '201-dot' })),
  change('CloudPrint/Save', () => ({ deviceNo: '918500001', deviceKey: 'abcd1234', name: '前台小票机' })),
  change(
    'Buy/Save',
    (f) => ({ supplierId: f.supplierId, billDate: TODAY, warehouseId: f.warehouseId, lines: lines(f, { qty: 100 }), audit: true }),
    (r, f) => (f.buyId = r.buyId),
  ),
  change('BuyOffer/Save', (f) => ({ supplierId: f.supplierId, billDate: TODAY, warehouseId: f.warehouseId, lines: lines(f) })),
  change('BuyReturn/Save', (f) => ({ supplierId: f.supplierId, billDate: TODAY, warehouseId: f.warehouseId, lines: lines(f) })),
  change(
    'Sale/Save',
    (f) => ({ customId: f.customId, billDate: TODAY, warehouseId: f.warehouseId, lines: lines(f, { price: 3 }), audit: true }),
    (r, f) => (f.saleId = r.saleId),
  ),
  change('SaleOffer/Save', (f) => ({ customId: f.customId, billDate: TODAY, warehouseId: f.warehouseId, lines: lines(f, { price: 3 }) })),
  change('SaleReturn/Save', (f) => ({ customId: f.customId, billDate: TODAY, warehouseId: f.warehouseId, lines: lines(f, { price: 3 }) })),
  change('Trans/Save', (f) => ({
    outWarehouseId: f.warehouseId,
    inWarehouseId: f.warehouse2Id,
    billDate: TODAY,
    lines: [{ skuId: f.skuId, qty: 1 }],
  })),
  change('Replenish/SaveSettings', (f) => ({ skuId: f.skuId, warehouseId: f.warehouseId, safetyStock: 5, minOrderQty: 12, leadDays: 3 })),
  change('Replenish/Draft', (f) => ({
    lines: [
      { kind: 'transfer', skuId: f.skuId, warehouseId: f.warehouse2Id, fromWarehouseId: f.warehouseId, qty: 1 },
      { kind: 'purchase', skuId: f.skuId, warehouseId: f.warehouseId, supplierId: f.supplierId, qty: 1 },
    ],
  })),
  change(
    'Invtak/Save',
    (f) => ({ warehouseId: f.warehouseId, billDate: TODAY, lines: [{ skuId: f.skuId, countQty: 5 }] }),
    (r, f) => (f.invtakId = r.invtakId),
  ),
  change('Invtak/AddCount', (f) => ({ invtakId: f.invtakId, skuId: f.skuId, zone: 'A货架', qty: 2 })),
  change('Assembly/Save', (f) => ({
    warehouseId: f.warehouseId,
    billDate: TODAY,
    parts: [{ skuId: f.skuId, qty: 2 }],
    products: [{ skuId: f.boxSkuId, qty: 1 }],
    fee: 1,
  })),
  change('Instorage/Save', (f) => ({ warehouseId: f.warehouseId, billDate: TODAY, typeId: f.typeId, lines: lines(f) })),
  change(
    'StorageType/Save',
    () => ({ typeName: '报损', direction: 'out' }),
    (r, f) => (f.outTypeId = r.typeId),
  ),
  change('Outstorage/Save', (f) => ({
    warehouseId: f.warehouseId,
    billDate: TODAY,
    typeId: f.outTypeId,
    lines: [{ skuId: f.skuId, qty: 1 }],
  })),
  change('ChangePrice/Save', (f) => ({ billDate: TODAY, lines: [{ skuId: f.skuId, priceType: 'salePrice', price: 3.5 }], audit: true })),
  change('CostPrice/Save', (f) => ({
    warehouseId: f.warehouseId,
    billDate: TODAY,
    lines: [{ skuId: f.skuId, costPrice: 2.1 }],
    audit: true,
  })),
  change('Invoice/Save', (f) => ({
    billType: 301,
    docId: f.buyId,
    invoiceNo: 'FP1',
    invoiceDate: TODAY,
    invoiceType: '增值税专用发票',
    amount: 1,
    taxRate: 13,
  })),
  change('CustomReceive/Save', (f) => ({ customId: f.customId, accountId: f.accountId, billDate: TODAY, amount: 50, audit: true })),
  change(
    'Statement/Create',
    (f) => ({ customId: f.customId, startDate: TODAY, endDate: TODAY }),
    (r, f) => (f.statementId = r.statementId),
  ),
  change('Statement/Share', (f) => ({ statementId: f.statementId })),
  change('Statement/Revoke', (f) => ({ statementId: f.statementId })),
  change('Statement/BulkCreate', () => ({ startDate: TODAY, endDate: TODAY })),
  change('SupplierPay/Save', (f) => ({ supplierId: f.supplierId, accountId: f.accountId, billDate: TODAY, amount: 250, audit: true })),
  change('CustomRefund/Save', (f) => ({ customId: f.customId, accountId: f.accountId, billDate: TODAY, amount: 1 })),
  change('SupplierRefund/Save', (f) => ({ supplierId: f.supplierId, accountId: f.accountId, billDate: TODAY, amount: 1 })),
  change('CustomCz/Save', (f) => ({ customId: f.customId, accountId: f.accountId, billDate: TODAY, amount: 5 })),
  change('AccountTrans/Save', (f) => ({ outAccountId: f.account2Id, inAccountId: f.accountId, billDate: TODAY, amount: 1 })),
  change('FinanceFlow/Save', (f) => ({
    flowType: 106,
    accountId: f.accountId,
    billDate: TODAY,
    lines: [{ classId: f.financeClassId, amount: 1 }],
  })),
  // 营销: a visit tagged, signed in and out; a combo.
  change(
    'CustomVisitTag/Save',
    () => ({ tagName: '新品推荐' }),
    (r, f) => (f.tagId = r.tagId),
  ),
  change(
    'CustomVisit/Save',
    (f) => ({ customId: f.customId, tagIds: [f.tagId] }),
    (r, f) => (f.visitId = r.visitId),
  ),
  change('CustomVisit/Update', (f) => ({ visitId: f.visitId, remark: '介绍新品' })),
  change('CustomVisit/SignIn', (f) => ({ visitId: f.visitId, longitude: 113.94, latitude: 22.54 })),
  change('CustomVisit/SignOut', (f) => ({ visitId: f.visitId, address: '门店' })),
  change('ProductCombo/Save', (f) => ({ comboName: '两瓶装', comboCode: 'TC1', comboPrice: 5, components: [{ skuId: f.skuId, qty: 2 }] })),
  // 订货商城: the ads, quick menu, formulas and an order paid online.
  change(
    'StoreInfo/Update',
    (f) => ({ storeName: '日志小店', open: true, warehouseId: f.warehouseId, delivery: true, pickup: true }),
    (r, f) => (f.storeCode = r.storeCode),
  ),
  change(
    'StoreClass/Save',
    () => ({ className: '饮料', sort: 1 }),
    (r, f) => (f.storeClassId = r.classId),
  ),
  change(
    'StoreProduct/Save',
    (f) => ({ skuId: f.skuId, storePrice: 3, classId: f.storeClassId, online: true }),
    (r, f) => (f.storeProductId = r.storeProductId),
  ),
  change(
    'StoreAdv/Save',
    (f) => ({ advTitle: '新品上市', linkType: 'product', storeProductId: f.storeProductId }),
    (r, f) => (f.advId = r.advId),
  ),
  change('StoreAdv/Update', (f) => ({ advId: f.advId, sort: 2 })),
  change('StoreLabel/Save', (f) => ({ labelTitle: '饮料', icon: 'drink', linkType: 'category', storeClassId: f.storeClassId })),
  change('StoreFormula/Save', (f) => ({ formulaName: '可乐套餐', lines: [{ skuId: f.skuId, qty: 2 }] })),
  change('PaySetting/Save', (f) => ({
    provider: 'wechat',
    merchantId: '1600000001',
    appId: 'wx8888',
    accountId: f.accountId,
    values: { apiKey: PAY_KEY },
    enabled: true,
  })),
  change(
    'StoreFront/PlaceOrder',
    (f) => ({
      storeCode: f.storeCode,
      buyerName: '王小明',
      phone: '13912345678',
      deliveryType: 'pickup',
      lines: [{ skuId: f.skuId, qty: 1 }],
    }),
    (r, f) => (f.orderId = r.orderId),
  ),
  change(
    'OrderTrade/Pay',
    (f) => ({ storeCode: f.storeCode, orderId: f.orderId, phone: '13912345678', provider: 'wechat', channel: 'qr' }),
    (r, f) => (f.payOrderId = r.payOrderId),
  ),
  // The provider has it paid: asked after it, the payment is recorded (its notification's route takes the provider in its path).
  change('OrderTrade/Query', (f) => {
    pay.pay(f.payOrderId);
    return { payOrderId: f.payOrderId };
  }),
  change('StoreOrder/Accept', (f) => ({ orderId: f.orderId })),
  change('StoreUser/Link', (f) => ({ phone: '13912345678', customId: f.customId })),
  change('LedgerAccount/Save', () => ({ code: '160101', name: '办公设备', parentCode: '1601' })),
  change('LedgerAccount/Disable', () => ({ code: '160101' })),
  change('LedgerRule/Save', () => ({
    ruleKey: 'bill:106',
    lines: [
      { side: 'debit', accountCode: '$item', amount: 'amount', summary: '日常支出 {billNo}' },
      { side: 'credit', accountCode: '$account', amount: 'amount', summary: '日常支出 {billNo}' },
    ],
  })),
  change('LedgerSetting/Save', () => ({ voucherMode: 'perDocument' })),
  change('Voucher/Save', (f) => ({
    date: TODAY,
    lines: [
      { accountCode: '5602', summary: '办公用品', debit: 20 },
      { accountCode: '1001', summary: '办公用品', credit: 20, accountId: f.accountId },
    ],
  })),
  change('Ledger/CloseProfit', () => ({ period: TODAY.slice(0, 7) })),
  // A month long past: the months before it count closed with it, and nothing above is dated in them.
  change('Period/Close', () => ({ month: '2000-01' })),
  change('Edition/Buy', () => ({ productType: 9, years: 1, provider: 'wechat' })),
];

describe('the 操作日志 shows a change through every route group: no change escapes it', () => {
  test('a change through each route group that changes anything is in the log with its route, address and user; every event has a title; a reset keeps the log', async () => {
    const routes = (
      app.module.getHttpAdapter().getInstance().router.stack as { route?: { path: string; methods: Record<string, boolean> } }[]
    ).flatMap((l) => (l.route?.methods.post && l.route.path.startsWith('/api/') ? [l.route.path.slice('/api/'.length)] : []));
    const groupOf = (route: string) => route.split('/')[0];
    // The operators' console keeps its own log (operator.e2e-spec.ts); what it does to a company is on the company's streams.
    const changing = [...new Set(routes.filter((r) => !READS.test(r.split('/')[1])).map(groupOf))].filter((g) => g !== 'Console').sort();
    const covered = new Set(
      [
        ...CHANGES.map((c) => c.route),
        'Register/Register',
        'Login/Login',
        'Login/Logout',
        'FindPassword/ResetPassword',
        'ImportExcel/ImportCustom',
        'DataImport/Preview',
        'SysReset/Reset',
      ].map(groupOf),
    );
    assert.deepEqual(
      changing.filter((g) => !covered.has(g)),
      [],
      'route groups that change something but have no change in this test: add one',
    );

    const n = Date.now().toString(36);
    const owner = { loginName: `audit${n}`, password: 'secret123' };
    assert.equal((await app.call('Sms/Send', { phone: OWNER_PHONE, purpose: 'register' })).status, 200);
    const smsCode = sms.sent.filter((m) => m.phone === OWNER_PHONE).at(-1)!.code;
    const reg = await app.call(
      'Register/Register',
      { companyName: '日志全览', ...owner, phone: OWNER_PHONE, smsCode, productType: 9 },
      { headers: { 'x-correlation-id': 'audit-Register' } },
    );
    let token = reg.body.returnData.token as string;
    const f: Ids = { n, ownerId: reg.body.returnData.currentUserId };
    const sent = ['Register/Register'];
    const call = async (route: string, body: object, tok = token) => {
      const r = await app.call(route, body, { token: tok });
      assert.equal(r.status, 200, `${route}: ${JSON.stringify(r.body)}`);
      sent.push(route);
      return r.body.returnData;
    };
    // Called first, then kept: `c.keep?.(await call(…))` would not call at all for a change that keeps nothing.
    for (const c of CHANGES.filter((c) => routes.includes(c.route))) {
      const answer = await call(c.route, c.body(f));
      c.keep?.(answer, f);
    }

    const importer = IMPORTERS.find((i) => i.kind === 'Custom')!;
    const content = await writeSheet(importer.title, importer.columns, [
      importer.columns.map((t) => (/编码/.test(t) ? 'IMP1' : /名称/.test(t) ? '导入客户' : '')),
    ]);
    await call('ImportExcel/ImportCustom', { fileName: 'custom.xlsx', content });
    for (
      let i = 0;
      (await app.infra.pool.query(`select count(*)::int as n from import_jobs where status = 'running'`)).rows[0].n > 0;
      i++
    ) {
      assert.ok(i < 300, 'the import did not finish');
      await new Promise((r) => setTimeout(r, 100));
    }
    // 数据导入: a preview, confirmed, then undone (the imported customer's opening balance set and set back).
    const opening = await writeSheet('期初', ['客户', '期初应收'], [['IMP1', '100']]);
    const { importId } = await call('DataImport/Preview', { kind: 'CustomOpening', fileName: 'opening.xlsx', content: opening });
    await call('DataImport/Confirm', { importId });
    for (let i = 0; (await call('DataImport/Detail', { importId })).status !== 'done'; i++) {
      assert.ok(i < 300, 'the data import did not finish');
      await new Promise((r) => setTimeout(r, 100));
    }
    await call('DataImport/Undo', { importId });

    // 找回密码: the code comes by text message to the owner's phone.
    await call('FindPassword/GetLicenseCode', { loginName: owner.loginName });
    await call('FindPassword/ResetPassword', {
      loginName: owner.loginName,
      licenseCode: sms.sent.filter((m) => m.phone === OWNER_PHONE).at(-1)!.code,
      password: 'secret456',
    });
    token = (await call('Login/Login', { loginName: owner.loginName, password: 'secret456' })).token;
    await call('Login/Logout', {});
    token = (await call('Login/Login', { loginName: owner.loginName, password: 'secret456' })).token;
    if (routes.includes('SysReset/Reset')) await call('SysReset/Reset', { password: 'secret456', confirmText: '确认重置' });

    const log: any[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await call('AuditRecord/PageQuery', { pageNo, pageSize: 200, related: true });
      log.push(...page.data);
      if (page.data.length < 200) break;
    }
    const logged = new Set(log.map((r) => r.route));
    assert.deepEqual(
      [...new Set(sent)].filter((r) => !READS.test(r.split('/')[1]) && !logged.has(`/api/${r}`)),
      [],
      'changes missing from the log',
    );
    assert.ok(
      log.every((r) => r.ip && r.userName && r.at),
      'every row says who, when and from which address',
    );
    assert.deepEqual(
      log.filter((r) => r.title === r.action).map((r) => r.action),
      [],
      'every event has a Chinese title',
    );

    const { rows } = await app.infra.pool.query(
      `select count(*)::int as n, array_agg(distinct event_type) as types from events where company_id = $1`,
      [reg.body.returnData.companyId],
    );
    assert.equal(log.length, rows[0].n, 'one row for every event of the company');
    assert.deepEqual(
      (rows[0].types as string[]).filter((t) => !eventTitle(t)),
      [],
    );
    assert.ok(log.some((r) => r.action === 'CompanyReset') || !routes.includes('SysReset/Reset'), 'the reset is in the log too');
  });
});
