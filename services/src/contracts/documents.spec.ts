import assert from 'node:assert/strict';
import { beforeAll, describe, jest, test } from '@jest/globals';
import * as contracts from './index';
import type { DocumentKey } from './documents';
import { REPAIR } from '../testing/repair-document';

// The tables as they were written by hand before they were derived from DOCUMENTS (print kinds and menu entries in
// short: what the descriptions give them). BILL_PREFIX is keyed by the document: 调拨单 under Transfer (not its other
// code TransCode), and 押金 (CustomJC) names the CZ it shares with 预存款.
const DOC_TYPES = {
  Product: 100,
  Custom: 101,
  Supplier: 102,
  CustomReceive: 103,
  SupplierPay: 104,
  FinanceInCome: 105,
  FinanceExpenditure: 106,
  CustomCZ: 107,
  CustomJC: 108,
  AccountTrans: 109,
  CustomRefund: 110,
  SupplierRefund: 111,
  ChangePrice: 120,
  CostPrice: 121,
  SaleOffer: 200,
  Sale: 201,
  SaleReturn: 202,
  BuyOffer: 300,
  Buy: 301,
  BuyReturn: 302,
  Inventory: 400,
  Assembly: 500,
  AssemblyOriginal: 501,
  AssemblyNew: 502,
  OutStorage: 600,
  InStorage: 700,
  TransCode: 800,
  Transfer: 850,
  AccountInit: 900,
  CustomInit: 901,
  CustomPreInit: 902,
  SupplierInit: 903,
  SupplierPreInit: 904,
};
const DOC_TYPE_NAMES = {
  '100': '商品',
  '101': '客户',
  '102': '供应商',
  '103': '收款单',
  '104': '付款单',
  '105': '日常收入',
  '106': '日常支出',
  '107': '客户预存',
  '108': '客户押金',
  '109': '账户转账',
  '110': '客户退款',
  '111': '供应商退款',
  '120': '调价单',
  '121': '成本调价单',
  '200': '销售报价单',
  '201': '销售单',
  '202': '销售退货单',
  '300': '采购订单',
  '301': '采购单',
  '302': '采购退货单',
  '400': '盘点单',
  '500': '组装拆卸单',
  '501': '组装拆卸单(原件)',
  '502': '组装拆卸单(成品)',
  '600': '其他出库单',
  '700': '其他入库单',
  '800': '调拨单',
  '850': '调拨单',
  '900': '账户期初',
  '901': '客户期初',
  '902': '客户预收期初',
  '903': '供应商期初',
  '904': '供应商预付期初',
};
const BILL_PREFIX = {
  Buy: 'CG',
  BuyReturn: 'CT',
  Sale: 'XS',
  SaleReturn: 'XT',
  Transfer: 'DB',
  Inventory: 'PD',
  Assembly: 'ZZ',
  InStorage: 'QTRK',
  OutStorage: 'QTCK',
  CustomReceive: 'SK',
  SupplierPay: 'FK',
  AccountTrans: 'ZK',
  FinanceInCome: 'SR',
  FinanceExpenditure: 'ZC',
  SaleOffer: 'BJ',
  BuyOffer: 'CD',
  CustomRefund: 'TK',
  SupplierRefund: 'TK',
  CustomCZ: 'CZ',
  CustomJC: 'CZ',
  ChangePrice: 'TJ',
  CostPrice: 'CBTJ',
};
const DOC_DETAIL_ROUTE = {
  '103': { path: '/customReceive/detail', idField: 'receiveId' },
  '104': { path: '/supplierPay/detail', idField: 'payId' },
  '105': { path: '/dayIncome/detail', idField: 'flowId' },
  '106': { path: '/dayeExpenses/detail', idField: 'flowId' },
  '107': { path: '/customCz/storeValue/Detail', idField: 'czId' },
  '108': { path: '/customCz/deposit/Detail', idField: 'czId' },
  '109': { path: '/transferAccount/detail', idField: 'transId' },
  '110': { path: '/refund/customDetail', idField: 'refundId' },
  '111': { path: '/refund/supplierDetail', idField: 'refundId' },
  '120': { path: '/price/ChangePriceDetail', idField: 'changeId' },
  '121': { path: '/price/CostPriceDetail', idField: 'adjustId' },
  '200': { path: '/saleQuotes/Detail', idField: 'offerId' },
  '201': { path: '/sale/Detail', idField: 'saleId' },
  '202': { path: '/saleReturn/Detail', idField: 'returnId' },
  '300': { path: '/preOrder/detail', idField: 'offerId' },
  '301': { path: '/purchaseOrder/detail', idField: 'buyId' },
  '302': { path: '/purchaseReturnOrder/detail', idField: 'returnId' },
  '400': { path: '/inventoryOrder/detail', idField: 'invtakId' },
  '500': { path: '/assembly/detail', idField: 'assemblyId' },
  '501': { path: '/assembly/detail', idField: 'assemblyId' },
  '502': { path: '/assembly/detail', idField: 'assemblyId' },
  '600': { path: '/otherOutStorage/detail', idField: 'outstorageId' },
  '700': { path: '/otherInStorage/detail', idField: 'instorageId' },
  '800': { path: '/transfer/detail', idField: 'transId' },
  '850': { path: '/transfer/detail', idField: 'transId' },
};
const BILL_SERIES = [
  '300 CD 采购订单',
  '301 CG 采购单',
  '302 CT 采购退货单',
  '200 BJ 销售报价单',
  '201 XS 销售单',
  '202 XT 销售退货单',
  '850 DB 调拨单',
  '400 PD 盘点单',
  '500 ZZ 组装拆卸单',
  '700 QTRK 其他入库单',
  '600 QTCK 其他出库单',
  '103 SK 收款单',
  '104 FK 付款单',
  '110 TK 退款单（客户/供应商）',
  '107 CZ 预存款/押金',
  '109 ZK 账户转账单',
  '105 SR 日常收入单',
  '106 ZC 日常支出单',
  '1103 DD 商城订单',
];
const PRINT_KINDS = [
  '103 收款单 5006 CustomReceive/Detail?receiveId | 单据编号,单据日期,客户,结算账户,制单人,制单时间,备注 |  | ',
  '104 付款单 5008 SupplierPay/Detail?payId | 单据编号,单据日期,供应商,结算账户,制单人,制单时间,备注 |  | ',
  '105 日常收入单 5012 FinanceFlow/Detail?flowId | 单据编号,单据日期,结算账户,客户,制单人,制单时间,备注 |  | ',
  '106 日常支出单 5013 FinanceFlow/Detail?flowId | 单据编号,单据日期,结算账户,供应商,制单人,制单时间,备注 |  | ',
  '107 预存款单 2503 CustomCz/Detail?czId | 单据编号,单据日期,客户,结算账户,制单人,制单时间,备注 |  | ',
  '108 押金单 2504 CustomCz/Detail?czId | 单据编号,单据日期,客户,结算账户,制单人,制单时间,备注 |  | ',
  '109 转账单 5017 AccountTrans/Detail?transId | 单据编号,单据日期,转出账户,转入账户,制单人,制单时间,备注 |  | ',
  '110 客户退款单 5010 CustomRefund/Detail?refundId | 单据编号,单据日期,客户,结算账户,制单人,制单时间,备注 |  | ',
  '111 供应商退款单 5011 SupplierRefund/Detail?refundId | 单据编号,单据日期,供应商,结算账户,制单人,制单时间,备注 |  | ',
  '200 销售报价单 2001 SaleOffer/Detail?offerId | 单据编号,单据日期,客户,仓库,制单人,制单时间,备注 | receiveAmount:预收款,accountName:结算账户 | ',
  '201 销售单 2002 Sale/Detail?saleId | 单据编号,单据日期,客户,仓库,收货人,联系电话,收货地址,制单人,制单时间,备注,打印次数 | receiveAmount:本次收款,prepaidAmount:预存款抵扣,arrears:本单欠款,accountName:结算账户 | Sale/PrintCountAdd',
  '202 销售退货单 2003 SaleReturn/Detail?returnId | 单据编号,单据日期,客户,仓库,制单人,制单时间,备注 | receiveAmount:本次退款,prepaidAmount:退回预存款,arrears:本单欠款,accountName:结算账户 | ',
  '300 采购订单 4001 BuyOffer/Detail?offerId | 单据编号,单据日期,供应商,仓库,制单人,制单时间,备注 | payAmount:预付款,accountName:结算账户 | ',
  '301 采购单 4002 Buy/Detail?buyId | 单据编号,单据日期,供应商,仓库,制单人,制单时间,备注 | payAmount:本次付款,arrears:本单欠款,accountName:结算账户 | ',
  '302 采购退货单 4003 BuyReturn/Detail?returnId | 单据编号,单据日期,供应商,仓库,制单人,制单时间,备注 | payAmount:本次退款,arrears:本单欠款,accountName:结算账户 | ',
  '400 盘点单 4008 Invtak/Detail?invtakId | 单据编号,单据日期,仓库,制单人,制单时间,备注 |  | ',
  '500 组装拆卸单 4009 Assembly/Detail?assemblyId | 单据编号,单据日期,仓库,业务类型,费用,制单人,制单时间,备注 |  | ',
  '600 其他出库单 4017 Outstorage/Detail?outstorageId | 单据编号,单据日期,仓库,出入库类型,制单人,制单时间,备注 |  | ',
  '700 其他入库单 4016 Instorage/Detail?instorageId | 单据编号,单据日期,仓库,出入库类型,制单人,制单时间,备注 |  | ',
  '850 调拨单 4007 Trans/Detail?transId | 单据编号,单据日期,调出仓库,调入仓库,制单人,制单时间,备注 |  | ',
];
const MODULE_ENTRIES = [
  '11: 1101 1102 1103 1104 1105 1106 1107 1108 1109',
  '20: 2001 2002 2003 2004 2005 2006',
  '25: 2501 2502 2503 2504 2505',
  '30: 3001 3002 3003 3004 3005 3006 3007 3008 3009 3010 3011 3012 3013 3014 3015 3016 3017',
  '40: 4001 4002 4003 4004 4005 4006 4007 4008 4009 4010 4011 4012 4013 4014 4015 4016 4017 4018 4020',
  '50: 5001 5002 5003 5004 5005 5006 5007 5008 5009 5010 5011 5012 5013 5014 5015 5016 5017 5018',
  '55: 5501 5502 5503 5504 5505',
  '60: 6001 6002 6003 6004 6005 6006 6007 6008 6009 6010 6011',
  '70: 7001 7002 7003 7004 7006 7007 7008 7009 7010 7011 7012 7013 7014 7015 7016',
];
const DOCUMENT_ROUTES = [
  '2001 销售报价单',
  '2001 /saleQuotes/List 销售报价单',
  '2001A /saleQuotes/Add 新增销售报价单',
  '2001V /saleQuotes/DetailList 销售报价单明细',
  '2001M /saleQuotes/Edit 编辑销售报价单',
  '2001V /saleQuotes/Detail 销售报价单详情',
  '2001A /saleQuotes/TurnAdd 报价转销售',
  '2002 销售单',
  '2002 /sale/List 销售单',
  '2002A /sale/Add 新增销售单',
  '2002V /sale/DetailList 销售单明细',
  '2002V /sale/Detail 销售单详情',
  '2002A /sale/CopyAdd 复制新增销售单',
  '2003 销售退货单',
  '2003 /saleReturn/List 销售退货单',
  '2003A /saleReturn/Add 新增销售退货单',
  '2003V /saleReturn/DetailList 销售退货单明细',
  '2003V /saleReturn/Detail 销售退货单详情',
  '2003A /saleReturn/CopyAdd 复制新增销售退货单',
  '2503 客户预存款',
  '2503 /customCz/storeValue/List 客户预存款',
  '2503A /customCz/storeValue/Add 新增预存款',
  '2503V /customCz/storeValue/Detail 预存款详情',
  '2503M /customCz/storeValue/Edit 编辑预存款',
  '2504 客户押金',
  '2504 /customCz/deposit/List 客户押金',
  '2504A /customCz/deposit/Add 新增押金',
  '2504V /customCz/deposit/Detail 押金详情',
  '2504M /customCz/deposit/Edit 编辑押金',
  '3012 调价单',
  '3012 /price/ChangePrice 调价单',
  '3012A /price/ChangePriceAdd 新增调价单',
  '3012V /price/ChangePriceDetail 调价单详情',
  '3013 成本调价',
  '3013 /price/CostPrice 成本调价',
  '3013A /price/CostPriceAdd 新增成本调价单',
  '3013V /price/CostPriceDetail 成本调价单详情',
  '4001 采购订单',
  '4001 /preOrder/list 采购订单',
  '4001A /preOrder/add 新增采购订单',
  '4001V /preOrder/DetailList 采购订单明细',
  '4001V /preOrder/detail 采购订单详情',
  '4001M /preOrder/edit 编辑采购订单',
  '4001A /preOrder/turn 订单转采购',
  '4002 采购单',
  '4002 /purchaseOrder/list 采购单',
  '4002A /purchaseOrder/add 新增采购单',
  '4002V /purchaseOrder/DetailList 采购单明细',
  '4002V /purchaseOrder/detail 采购单详情',
  '4003 采购退货单',
  '4003 /purchaseReturnOrder/list 采购退货单',
  '4003A /purchaseReturnOrder/add 新增采购退货单',
  '4003V /purchaseReturnOrder/detail 采购退货单详情',
  '4007 调拨单',
  '4007 /transfer/list 调拨单',
  '4007A /transfer/add 新增调拨单',
  '4007V /transfer/DetailList 调拨单明细',
  '4007V /transfer/detail 调拨单详情',
  '4008 盘点单',
  '4008 /inventoryOrder/list 盘点单',
  '4008A /inventoryOrder/add 新增盘点单',
  '4008M /inventoryOrder/edit 编辑盘点单',
  '4008V /inventoryOrder/detail 盘点单详情',
  '4009 组装拆卸单',
  '4009 /assembly/list 组装拆卸单',
  '4009A /assembly/add 新增组装拆卸单',
  '4009V /assembly/detail 组装拆卸单详情',
  '4016 其他入库单',
  '4016 /otherInStorage/list 其他入库单',
  '4016A /otherInStorage/add 新增其他入库单',
  '4016V /otherInStorage/detail 其他入库单详情',
  '4017 其他出库单',
  '4017 /otherOutStorage/list 其他出库单',
  '4017A /otherOutStorage/add 新增其他出库单',
  '4017V /otherOutStorage/detail 其他出库单详情',
  '5006 收款单',
  '5006 /customReceive/list 收款单',
  '5006A /customReceive/add 新增收款单',
  '5006V /customReceive/detail 收款单详情',
  '5008 付款单',
  '5008 /supplierPay/list 付款单',
  '5008A /supplierPay/pay 新增付款单',
  '5008V /supplierPay/detail 付款单详情',
  '5010 客户退款',
  '5010 /refund/customList 客户退款',
  '5010A /refund/customAdd 新增客户退款单',
  '5010M /refund/customEdit 编辑客户退款单',
  '5010V /refund/customDetail 客户退款单详情',
  '5011 供应商退款',
  '5011 /refund/supplierList 供应商退款',
  '5011A /refund/supplierAdd 新增供应商退款单',
  '5011M /refund/supplierEdit 编辑供应商退款单',
  '5011V /refund/supplierDetail 供应商退款单详情',
  '5012 日常收入 keepAlive',
  '5012 /dayIncome/list 日常收入',
  '5012A /dayIncome/add 新增日常收入单',
  '5012M /dayIncome/edit 编辑日常收入单',
  '5012V /dayIncome/detail 日常收入单详情',
  '5013 日常支出 keepAlive',
  '5013 /dayeExpenses/list 日常支出',
  '5013A /dayeExpenses/add 新增日常支出单',
  '5013M /dayeExpenses/edit 编辑日常支出单',
  '5013V /dayeExpenses/detail 日常支出单详情',
  '5017 账户转账',
  '5017 /transferAccount/list 账户转账',
  '5017A /transferAccount/add 新增转账单',
  '5017M /transferAccount/edit 编辑转账单',
  '5017V /transferAccount/detail 转账单详情',
];

const PICKED_BY = {
  customers: [
    '1103',
    '1104',
    '2001',
    '2002',
    '2003',
    '2004',
    '2005',
    '2006',
    '2501',
    '2503',
    '2504',
    '5001',
    '5003',
    '5006',
    '5007',
    '5010',
    '6001',
    '6002',
    '6003',
  ],
  suppliers: ['4001', '4002', '4003', '4010', '4011', '5002', '5004', '5008', '5009', '5011', '6005', '6006', '6007'],
  accounts: ['2002', '2003', '2503', '2504', '4002', '4003', '5006', '5008', '5010', '5011', '5012', '5013', '5015', '5016', '5017'],
  combos: ['2001', '2002', '2003', '2505'],
  stock: [
    '1103',
    '2001',
    '2002',
    '2003',
    '3002',
    '3006',
    '3007',
    '3009',
    '3010',
    '3013',
    '4001',
    '4002',
    '4003',
    '4004',
    '4005',
    '4006',
    '4007',
    '4008',
    '4009',
    '4016',
    '4017',
  ],
};

type Contracts = typeof contracts;

const printKinds = (c: Contracts) =>
  Object.values(c.PRINT_KINDS).map(
    (k) =>
      `${k.billType} ${k.title} ${k.menuId} ${k.detail.call}?${k.detail.idField} | ${k.header.map((f) => f.label).join(',')} | ${k.payment
        .map((f) => `${f.key}:${f.label}`)
        .join(',')} | ${k.countCall ?? ''}`,
  );
const moduleEntries = (c: Contracts) => c.MODULES.map((m) => `${m.id}: ${m.entries.map((e) => e.id).join(' ')}`);
const documentRoutes = (c: Contracts) =>
  c.ALL_ENTRIES.filter((e) => c.documentOfMenu(e.id)).flatMap((e) => [
    `${e.id} ${e.title}${e.keepAlive ? ' keepAlive' : ''}${e.icon !== 'document' ? ` ${e.icon}` : ''}`,
    ...e.routes.map((r) => `${r.menuId} ${r.path} ${r.title}`),
  ]);

describe('the tables derived from the document descriptions', () => {
  test('are the ones written by hand before', () => {
    const c = contracts;
    assert.deepEqual({ ...c.DOC_TYPES }, DOC_TYPES);
    assert.deepEqual(JSON.parse(JSON.stringify(c.DOC_TYPE_NAMES)), DOC_TYPE_NAMES);
    assert.deepEqual({ ...c.BILL_PREFIX }, BILL_PREFIX);
    assert.deepEqual(JSON.parse(JSON.stringify(c.DOC_DETAIL_ROUTE)), DOC_DETAIL_ROUTE);
    assert.deepEqual(
      c.BILL_SERIES.map((s) => `${s.billType} ${s.prefix} ${s.title}`),
      BILL_SERIES,
    );
    assert.deepEqual(printKinds(c), PRINT_KINDS);
    assert.deepEqual(moduleEntries(c), MODULE_ENTRIES);
    assert.deepEqual(documentRoutes(c), DOCUMENT_ROUTES);
    assert.deepEqual(JSON.parse(JSON.stringify(c.PICKED_BY)), PICKED_BY);
  });

  test('name documents that exist', () => {
    for (const d of contracts.ALL_DOCUMENTS)
      for (const key of [d.source?.of, d.turn?.into, d.settles])
        if (key) assert.ok(contracts.DOCUMENTS[key as DocumentKey], `${d.kind}: ${key}`);
  });
});

describe('a document type added as one entry of DOCUMENTS', () => {
  let c: Contracts;
  beforeAll(() => {
    jest.isolateModules(() => {
      jest.doMock('./documents', () => {
        const real = jest.requireActual<typeof import('./documents')>('./documents');
        return { ...real, DOCUMENTS: { ...real.DOCUMENTS, Repair: REPAIR } };
      });
      c = jest.requireActual<Contracts>('./index');
    });
  });

  test('has its type code, name and prefix', () => {
    assert.equal((c.DOC_TYPES as Record<string, number>).Repair, 950);
    assert.equal(c.DOC_TYPE_NAMES[950], '维修单');
    assert.equal(c.BILL_PREFIX['Repair' as keyof typeof c.BILL_PREFIX], 'WX');
    assert.equal(c.documentOfType(950)?.kind, 'Repair');
  });

  test('is numbered in a series of its own, listed in 单据编号规则 before 商城订单', () => {
    assert.deepEqual(c.BILL_SERIES.at(-2), { billType: 950, title: '维修单', prefix: 'WX' });
  });

  test('opens its detail screen from its type code', () => {
    assert.deepEqual(c.DOC_DETAIL_ROUTE[950], { path: '/repair/detail', idField: 'repairId' });
  });

  test('has a menu entry in the module its menu id names, with its screens and their permissions', () => {
    const stock = c.MODULES.find((m) => m.id === '40')!;
    assert.deepEqual(stock.entries.map((e) => e.id).slice(-3), ['4018', '4019', '4020']);
    assert.deepEqual(
      stock.entries.find((e) => e.id === '4019')!.routes.map((r) => `${r.menuId} ${r.path} ${r.title}`),
      [
        '4019 /repair/list 维修单',
        '4019A /repair/add 新增维修单',
        '4019V /repair/DetailList 维修单明细',
        '4019V /repair/detail 维修单详情',
      ],
    );
    assert.equal(c.routeByPath('/repair/add')?.menuId, '4019A');
  });

  test('lets a caller with a right on its menu pick the records its screens pick', () => {
    for (const picker of ['customers', 'accounts', 'stock'] as const) assert.ok(c.PICKED_BY[picker].includes('4019'), picker);
    assert.ok(!c.PICKED_BY.suppliers.includes('4019'));
  });

  test('prints as a trade document: its title, menu, Detail call, partner and settled amount', () => {
    const k = c.PRINT_KINDS[950];
    assert.equal(`${k.title} ${k.menuId} ${k.detail.call}?${k.detail.idField}`, '维修单 4019 Repair/Detail?repairId');
    assert.ok(k.header.some((f) => f.key === 'partnerName' && f.label === '客户'));
    assert.deepEqual(k.payment[0], { key: 'receiveAmount', label: '本次收款', level: 1, format: 'money' });
    assert.equal(c.printKindOfMenu('4019'), k);
    assert.ok(c.ALL_TEMPLATE_IDS.some((id) => id.startsWith('950')));
  });
});
