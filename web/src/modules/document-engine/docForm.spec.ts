import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { DocApi, DocDetail } from './api';
import {
  emptyHeader,
  formFromDetail,
  isClean,
  owedOf,
  paidInFull,
  placeServerError,
  refusalOf,
  listedItems,
  toSaveInput,
  validateDoc,
} from './docForm';
import type { DocKind } from './kind';
import { newLine } from './lines';
import { sku } from './testing';

const kindOf = (over: Partial<DocKind>): DocKind => ({
  title: '采购单',
  billType: 301,
  idField: 'buyId',
  menuId: '4002',
  api: {} as DocApi,
  outbound: false,
  partner: { field: 'supplierId', label: '供应商', choices: async () => [] },
  settle: { field: 'payAmount', label: '本次付款' },
  priceOf: (s) => s.purchasePrice,
  paths: { list: '/l', add: '/a', detail: '/d', edit: '/a' },
  ...over,
});
const BUY = kindOf({});
const RETURN = kindOf({
  title: '采购退货单',
  idField: 'returnId',
  settle: { field: 'payAmount', label: '本次退款' },
  source: { kind: BUY, field: 'buyId', label: '原采购单' },
});

const header = { ...emptyHeader('2026-11-20'), partnerId: 'sup', warehouseId: 'w1' };
const line = { ...newLine('a', sku(), 2), qty: '10' };

test('a complete form is clean; what is missing is named the way the server names it', () => {
  assert.ok(isClean(validateDoc(BUY, { header, lines: [line] })));
  const p = validateDoc(BUY, { header: { ...emptyHeader(''), settleAmount: '5' }, lines: [] });
  assert.deepEqual(p.header, {
    partnerId: '请选择供应商',
    billDate: '请选择单据日期',
    warehouseId: '请选择仓库',
    discountAmount: undefined,
    settleAmount: '本次付款不能大于单据金额',
    accountId: '填写了本次付款时必须选择结算账户',
  });
  assert.equal(p.form, '请至少录入一行商品');
});

test('line rules: quantity above 0, price not negative, rates within 0-100, not more than the source', () => {
  const check = (l: object) => validateDoc(RETURN, { header, lines: [{ ...line, ...l }] }).lines.a;
  assert.equal(check({ qty: '0' }), '明细第1行数量必须大于0');
  assert.equal(check({ qty: 'abc' }), '明细第1行数量必须是数字');
  assert.equal(check({ price: '-1' }), '明细第1行单价不能小于0');
  assert.equal(check({ discount: '120' }), '明细第1行折扣率必须在0到100之间');
  assert.equal(check({ qty: '2', unitName: '箱', limit: 30 }), '明细第1行数量超过原采购单剩余的数量（30瓶）');
  assert.equal(check({ qty: '1', unitName: '箱', limit: 30 }), undefined);
});

test('lines of one SKU share what the source still has open', () => {
  const two = [
    { ...line, qty: '20', limit: 30 },
    { ...line, key: 'b', qty: '11', limit: 30 },
  ];
  assert.deepEqual(validateDoc(RETURN, { header, lines: two }).lines, {
    a: '明细第1行数量超过原采购单剩余的数量（30瓶）',
    b: '明细第2行数量超过原采购单剩余的数量（30瓶）',
  });
  assert.deepEqual(validateDoc(RETURN, { header, lines: [two[0], { ...two[1], qty: '10' }] }).lines, {});
});

test("the save payload uses the kind's field names and leaves blanks out", () => {
  const form = { header: { ...header, docId: 'r1', settleAmount: '20', accountId: 'acc', sourceId: 'b1', remark: ' ' }, lines: [line] };
  assert.deepEqual(toSaveInput(RETURN, form, true), {
    returnId: 'r1',
    supplierId: 'sup',
    billDate: '2026-11-20',
    warehouseId: 'w1',
    lines: [{ skuId: 's1', qty: 10, price: 2, unitName: '瓶' }],
    payAmount: 20,
    accountId: 'acc',
    buyId: 'b1',
    audit: true,
  });
  const buy = toSaveInput(BUY, form, false);
  assert.deepEqual(
    [buy.buyId, 'audit' in buy, 'returnId' in buy],
    ['r1', false, false],
    'the id goes by the kind; a kind without a source sends none',
  );
});

const untracked = { serials: [], batchNo: null, productionDate: null, expiryDate: null };
const detail = {
  buyId: 'b1',
  billNo: 'CG202611200001',
  billType: 301,
  billDate: '2026-11-19',
  status: 'audited',
  supplierId: 'sup',
  partnerName: '甲',
  warehouseId: 'w1',
  warehouseName: '总仓',
  amount: 48,
  taxAmount: 0,
  discountAmount: 2,
  totalAmount: 46,
  payAmount: 10,
  accountId: 'acc',
  remark: '首单',
  userName: '老板',
  createTime: '',
  history: [],
  remaining: [
    { skuId: 's1', qty: 12 },
    { skuId: 'gone', qty: 1 },
  ],
  lines: [
    {
      lineNo: 1,
      skuId: 's1',
      productName: '可乐',
      productCode: 'COLA',
      spec: '',
      barCode: null,
      warehouseId: 'w1',
      warehouseName: '总仓',
      unitName: '箱',
      qty: 1,
      baseQty: 24,
      price: 48,
      discount: 100,
      taxRate: 0,
      amount: 48,
      taxAmount: 0,
      lineTotal: 48,
      remark: '',
      ...untracked,
    },
    {
      lineNo: 2,
      skuId: 'gone',
      productName: '?',
      productCode: '',
      spec: '',
      barCode: null,
      warehouseId: 'w2',
      warehouseName: '分仓',
      unitName: '个',
      qty: 1,
      baseQty: 1,
      price: 1,
      discount: 100,
      taxRate: 0,
      amount: 1,
      taxAmount: 0,
      lineTotal: 1,
      remark: '',
      ...untracked,
    },
  ],
} as DocDetail;
const skus = new Map([['s1', sku()]]);

test('a saved document fills the form to edit, to copy, or to make a return from it', () => {
  const edit = formFromDetail(BUY, detail, skus, 'edit', '2026-11-20');
  assert.deepEqual(
    [edit.header.docId, edit.header.billDate, edit.header.settleAmount, edit.header.discountAmount],
    ['b1', '2026-11-19', '10', '2'],
  );
  assert.deepEqual(
    edit.lines.map((l) => [l.unitName, l.qty, l.price, l.warehouseId]),
    [['箱', '1', '48', '']],
    'SKUs no longer offered are dropped',
  );
  const copy = formFromDetail(BUY, detail, skus, 'copy', '2026-11-20');
  assert.deepEqual(
    [copy.header.docId, copy.header.billNo, copy.header.billDate, copy.header.settleAmount, copy.header.remark],
    ['', '', '2026-11-20', '', '首单'],
  );
  const ret = formFromDetail(RETURN, detail, skus, 'source', '2026-11-20');
  assert.deepEqual(
    [ret.header.sourceId, ret.header.sourceBillNo, ret.header.partnerId, ret.header.remark],
    ['b1', 'CG202611200001', 'sup', ''],
  );
  assert.deepEqual([ret.lines[0].qty, ret.lines[0].limit], ['0.5', 12], 'half the 箱 is still open');
});

test('server messages go to their field or line; a shortage lists each line', () => {
  assert.deepEqual(placeServerError(BUY, '填写了本次付款时必须选择结算账户'), { field: 'accountId' });
  assert.deepEqual(placeServerError(BUY, '明细第2行数量必须大于0'), { lineNo: 2 });
  assert.deepEqual(placeServerError(BUY, '供应商不存在'), { field: 'partnerId' });
  assert.deepEqual(placeServerError(BUY, '操作失败'), { field: undefined });
  assert.deepEqual(listedItems('库存不足：第2行 可乐 1L（门店仓）库存0，需要3；第3行 雪碧（总仓）库存1，需要2'), [
    { lineNo: 2, text: '第2行 可乐 1L（门店仓）库存0，需要3' },
    { lineNo: 3, text: '第3行 雪碧（总仓）库存1，需要2' },
  ]);
});

test('a refused save: shortages and prices below the lowest list their lines, the cap offers an upgrade, field messages go to their field', () => {
  const lines = [line, { ...line, key: 'b' }];
  const short = refusalOf(BUY, lines, '库存不足：第2行 可乐（总仓）库存0，需要3', 'STOCK_SHORTAGE', false);
  assert.deepEqual(short, {
    failure: { title: '库存不足，不能审核', items: ['第2行 可乐（总仓）库存0，需要3'] },
    header: {},
    lines: { b: '第2行 可乐（总仓）库存0，需要3' },
  });
  assert.deepEqual(refusalOf(BUY, lines, '低于最低售价：第1行 茶叶（最低80）', 'LOWEST_PRICE', false), {
    failure: { title: '低于最低售价，不能保存', items: ['第1行 茶叶（最低80）'] },
    header: {},
    lines: { a: '第1行 茶叶（最低80）' },
  });
  assert.deepEqual(refusalOf(BUY, lines, '抱歉！单据量超月上限,已停止新增。', 'MONTHLY_CAP', false).failure, {
    title: '抱歉！单据量超月上限,已停止新增。',
    upgrade: true,
  });
  assert.deepEqual(refusalOf(BUY, lines, '明细第1行数量必须大于0', 'VALIDATION', true).lines, { a: '明细第1行数量必须大于0' });
  assert.deepEqual(refusalOf(BUY, lines, '单据日期必须是 yyyy-MM-dd 格式的日期', 'VALIDATION', true).header, {
    billDate: '单据日期必须是 yyyy-MM-dd 格式的日期',
  });
  assert.deepEqual(refusalOf(BUY, lines, '数量超过原采购单未处理的数量（剩余2）', 'OVER_SOURCE', false).failure, {
    title: '数量超过原采购单未处理的数量（剩余2）',
  });
});

test('serials and batches: checked, sent and loaded on documents moving stock only', () => {
  const phone = sku({ skuId: 'sn', serialFlag: true, units: [{ unitName: '瓶', ratio: '1' }] });
  const milk = sku({ skuId: 'milk', lifeFlag: true, shelfLifeDays: 180 });
  const SALE = kindOf({ title: '销售单', posts: '库存', outbound: true });
  const STOCKED = kindOf({ posts: '库存' });
  const lines = [
    { ...newLine('a', phone, 9), qty: '2', serials: ['A'] },
    { ...newLine('b', milk, 2), batchNo: 'L1' },
  ];
  assert.deepEqual(validateDoc(STOCKED, { header, lines }).lines, {
    a: '明细第1行需要录入2个序列号，已录入1个',
    b: '明细第2行请填写生产日期',
  });
  assert.deepEqual(validateDoc(SALE, { header, lines }).lines, { a: '明细第1行需要录入2个序列号，已录入1个' });
  assert.deepEqual(validateDoc(BUY, { header, lines }).lines, {}, 'an order carries none');
  assert.deepEqual(toSaveInput(SALE, { header, lines }, false).lines, [
    { skuId: 'sn', qty: 2, price: 9, unitName: '瓶', serials: ['A'] },
    { skuId: 'milk', qty: 1, price: 2, unitName: '瓶', batchNo: 'L1' },
  ]);
  const sold = {
    ...detail,
    lines: [{ ...detail.lines[0], skuId: 'sn', unitName: '瓶', qty: 2, baseQty: 2, serials: ['A', 'B'] }],
    remaining: [{ skuId: 'sn', qty: 1 }],
  } as DocDetail;
  const withPhone = new Map([['sn', phone]]);
  assert.deepEqual(formFromDetail(STOCKED, sold, withPhone, 'edit', '2026-11-20').lines[0].serials, ['A', 'B']);
  assert.deepEqual(formFromDetail(STOCKED, sold, withPhone, 'copy', '2026-11-20').lines[0].serials, [], 'a copy names its own serials');
  const ret = formFromDetail(
    kindOf({ posts: '库存', source: { kind: SALE, field: 'saleId', label: '原销售单' } }),
    sold,
    withPhone,
    'source',
    '2026-11-20',
  ).lines[0];
  assert.deepEqual([ret.qty, ret.serials, ret.offered], ['1', [], ['A', 'B']], "one still open: the sale's serials offered, not taken");
});

test('a serial or batch refused at audit shows over the form and on its line', () => {
  const lines = [line, { ...line, key: 'b' }];
  const message = '明细第2行序列号“SN9”不在仓库“总仓”的库存中';
  assert.deepEqual(refusalOf(BUY, lines, message, 'SERIAL_NOT_IN_STOCK', false), {
    failure: { title: message },
    header: {},
    lines: { b: message },
  });
});

test('prepaid settled on the document: with what is received within the total, and within what the customer holds', () => {
  const SALE = kindOf({
    title: '销售单',
    settle: { field: 'receiveAmount', label: '本次收款' },
    prepaid: { field: 'prepaidAmount', label: '预存款抵扣', remain: async () => 0 },
  });
  const check = (h: object, remain?: number) =>
    validateDoc(SALE, { header: { ...header, accountId: 'a', ...h }, lines: [line] }, remain).header.prepaidAmount;
  assert.equal(check({ prepaidAmount: '20' }, 20), undefined);
  assert.equal(check({ prepaidAmount: '15' }, 10), '预存款抵扣超过客户的预存款余额10');
  assert.equal(check({ prepaidAmount: '21' }), '预存款抵扣不能大于单据金额');
  assert.equal(check({ prepaidAmount: '15', settleAmount: '6' }), '预存款抵扣与本次收款合计不能大于单据金额');
  assert.equal(toSaveInput(SALE, { header: { ...header, prepaidAmount: '15' }, lines: [line] }, true).prepaidAmount, 15);
  assert.equal(placeServerError(SALE, '预存款抵扣600超过客户的预存款余额500').field, 'prepaidAmount');
});

test('本单欠款 is the total less what is settled and spent from the prepaid; paid in full settles the rest of the total', () => {
  assert.equal(owedOf({ settleAmount: '', prepaidAmount: '' }, 35.5), 35.5);
  assert.equal(owedOf({ settleAmount: '30.2', prepaidAmount: '5' }, 35.5), 0.3);
  assert.equal(paidInFull({ ...header, settleAmount: '1' }, 35.5).settleAmount, '35.50');
  assert.equal(paidInFull({ ...header, prepaidAmount: '10' }, 35.5).settleAmount, '25.50');
  assert.equal(paidInFull({ ...header, prepaidAmount: '40' }, 35.5).settleAmount, '', 'nothing left to receive');
  assert.equal(owedOf(paidInFull(header, 35.5), 35.5), 0);
});
