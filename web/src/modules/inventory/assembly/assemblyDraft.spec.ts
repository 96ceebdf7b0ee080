import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { emptyHeader, type DocLine, type Sku } from '../../document-engine';
import { assemblyRefusal, isClean, previewCost, toAssemblyInput, validateAssembly, type AssemblyForm } from './assemblyDraft';

const sku = (skuId: string, productName: string, purchasePrice: number | null, over: Partial<Sku> = {}): Sku => ({
  skuId,
  productId: skuId,
  productName,
  productCode: skuId.toUpperCase(),
  spec: '',
  barCode: null,
  unitName: '个',
  units: [{ unitName: '个', ratio: '1' }],
  salePrice: null,
  purchasePrice,
  wholesalePrice: null,
  serialFlag: false,
  lifeFlag: false,
  shelfLifeDays: null,
  ...over,
});
const line = (key: string, k: Sku, qty: string, over: Partial<DocLine> = {}): DocLine => ({
  key,
  sku: k,
  unitName: k.unitName,
  qty,
  price: '',
  discount: '100',
  taxRate: '0',
  warehouseId: '',
  remark: '',
  serials: [],
  batchNo: '',
  productionDate: '',
  expiryDate: '',
  ...over,
});
const screw = sku('screw', '螺丝', 1);
const board = sku('board', '木板', 10);
const boxA = sku('boxa', '礼盒A', 30);
const boxB = sku('boxb', '礼盒B', 20);

const form = (over: Partial<AssemblyForm> = {}): AssemblyForm => ({
  header: { ...emptyHeader('2026-11-23'), warehouseId: 'w1' },
  kind: 'assemble',
  fee: '5',
  parts: [line('p1', screw, '3'), line('p2', board, '2')],
  products: [line('r1', boxA, '2'), line('r2', boxB, '1')],
  ...over,
});

test('a complete form is clean and goes out as the two groups, without prices', () => {
  assert.ok(isClean(validateAssembly(form())));
  assert.deepEqual(toAssemblyInput(form({ header: { ...form().header, remark: ' 中秋 ' } }), true), {
    kind: 'assemble',
    billDate: '2026-11-23',
    warehouseId: 'w1',
    fee: 5,
    remark: '中秋',
    audit: true,
    parts: [
      { skuId: 'screw', qty: 3, unitName: '个' },
      { skuId: 'board', qty: 2, unitName: '个' },
    ],
    products: [
      { skuId: 'boxa', qty: 2, unitName: '个' },
      { skuId: 'boxb', qty: 1, unitName: '个' },
    ],
  });
});

test('problems are named by group, line and field, as the server names them', () => {
  const empty = validateAssembly(form({ header: emptyHeader('2026-11-23'), parts: [], products: [], fee: '-1' }));
  assert.deepEqual(
    [empty.header.warehouseId, empty.header.fee, empty.groups.parts, empty.groups.products],
    ['请选择仓库', '费用不能小于0', '请至少录入一行组件', '请至少录入一行成品'],
  );
  const lines = validateAssembly(
    form({ parts: [line('p1', screw, '0')], products: [line('r1', boxA, '1'), line('r2', screw, '1')] }),
  ).lines;
  assert.deepEqual(lines, {
    parts: { p1: '组件第1行数量必须大于0' },
    products: { r2: '成品第2行的商品已在组件第1行，同一商品不能既是组件又是成品' },
  });
});

test('serials are taken from stock on the leaving side and a batch needs its production date on the arriving side, either way round', () => {
  const phone = sku('phone', '手机', 800, { serialFlag: true });
  const kit = sku('kit', '礼包', 1000, { lifeFlag: true, shelfLifeDays: 365 });
  const assembled = validateAssembly(form({ parts: [line('p1', phone, '2')], products: [line('r1', kit, '1')] })).lines;
  assert.deepEqual(assembled, { parts: { p1: '组件第1行需要录入2个序列号，已录入0个' }, products: { r1: '成品第1行请填写生产日期' } });
  const apart = validateAssembly(
    form({ kind: 'disassemble', parts: [line('p1', kit, '1')], products: [line('r1', phone, '1', { serials: ['P1'] })] }),
  ).lines;
  assert.deepEqual(apart, { parts: { p1: '组件第1行请填写生产日期' }, products: {} });
});

test("the preview shares the leaving lines' current cost plus the fee by quantity × purchase price, as the server will", () => {
  const cost = (skuId: string) => ({ screw: 1.1, board: 10 })[skuId];
  const p = previewCost(form(), cost, 2)!;
  assert.deepEqual([p.left, p.total, [...p.shares.values()]], [23.3, 28.3, [21.23, 7.07]]);
  assert.equal(
    previewCost(form(), (skuId) => (skuId === 'board' ? null : 1), 2),
    null,
    'a hidden cost hides the preview',
  );
  assert.equal(
    previewCost(form({ products: [line('r1', { ...boxA, purchasePrice: null }, '1')] }), cost, 2),
    null,
    'so does a hidden purchase price',
  );
  const apart = previewCost(form({ kind: 'disassemble', fee: '', products: [line('r1', boxA, '1')] }), () => 12.2, 2)!;
  assert.deepEqual([...apart.shares.values()], [1.59, 10.61], "taken apart: the parts share the box's cost, 3 × 1 : 2 × 10");
});

test('a refusal lands on the lines it names, in their group', () => {
  const f = form();
  const short = assemblyRefusal(f, '库存不足：组件第2行 木板（总仓）库存1，需要2', 'STOCK_SHORTAGE', false);
  assert.deepEqual(short.failure, { title: '库存不足，不能审核', items: ['组件第2行 木板（总仓）库存1，需要2'] });
  assert.deepEqual(short.problems.lines, { parts: { p2: '组件第2行 木板（总仓）库存1，需要2' }, products: {} });
  const bad = assemblyRefusal(f, '成品第2行的商品不存在或已停用', 'VALIDATION', true);
  assert.equal(bad.failure, undefined);
  assert.deepEqual(bad.problems.lines.products, { r2: '成品第2行的商品不存在或已停用' });
  assert.deepEqual(assemblyRefusal(f, '费用最多2位小数', 'VALIDATION', true).problems.header, { fee: '费用最多2位小数' });
});
