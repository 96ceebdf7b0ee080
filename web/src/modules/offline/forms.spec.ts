import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { CachedSku } from './store';
import {
  addCountLine,
  addSaleLine,
  asOf,
  countBody,
  countProblems,
  EMPTY_COUNT,
  EMPTY_SALE,
  goodsOf,
  matchSkus,
  receivedOf,
  saleBody,
  saleRefusal,
  countRefusal,
  saleProblems,
  saleTotal,
  type SaleDraft,
} from './forms';

const sku = (skuId: string, productName: string, barCode: string | null, salePrice: number | null) =>
  ({ skuId, productName, productCode: skuId.toUpperCase(), spec: '', barCode, unitName: '瓶', salePrice }) as CachedSku;
const COLA = sku('kl', '可乐', '6901234567892', 3);
const TEA = sku('cha', '冰红茶', null, null);

test('a scanned bar code or code names its SKU; other text finds SKUs by name', () => {
  assert.deepEqual(matchSkus([COLA, TEA], '6901234567892'), [COLA]);
  assert.deepEqual(matchSkus([COLA, TEA], 'cha'), [TEA]);
  assert.deepEqual(matchSkus([COLA, TEA], '红茶'), [TEA]);
  assert.deepEqual(matchSkus([COLA, TEA], ' '), []);
});

test('a SKU entered again counts one more; a hidden price is left for the clerk to type', () => {
  const twice = addSaleLine(addSaleLine(addSaleLine(EMPTY_SALE, COLA), TEA), COLA);
  assert.deepEqual(twice.lines, [
    { skuId: 'kl', qty: '2', price: '3' },
    { skuId: 'cha', qty: '1', price: '' },
  ]);
  assert.deepEqual(saleProblems({ ...twice, customId: 'c', warehouseId: 'w' }), ['第2行单价须为不小于0的数']);
  const sale = { customId: 'c', warehouseId: 'w', lines: [twice.lines[0], { ...twice.lines[1], price: '2.5' }] };
  assert.deepEqual(saleProblems(sale), []);
  assert.equal(saleTotal(sale), 8.5);
  assert.deepEqual(saleBody(sale, new Date('2026-11-28T06:05:00Z')), {
    customId: 'c',
    warehouseId: 'w',
    billDate: '2026-11-28',
    lines: [
      { skuId: 'kl', qty: 2, price: 3 },
      { skuId: 'cha', qty: 1, price: 2.5 },
    ],
    audit: true,
  });
  assert.deepEqual(saleProblems(EMPTY_SALE), ['请选择客户', '请选择仓库', '请录入商品']);
});

test('a count keeps what was counted of each SKU; zero is a count, blank is not', () => {
  const counted = addCountLine(addCountLine({ ...EMPTY_COUNT, warehouseId: 'w' }, COLA), COLA);
  assert.deepEqual(counted.lines, [{ skuId: 'kl', count: '2' }]);
  assert.deepEqual(countProblems({ ...counted, lines: [{ skuId: 'kl', count: '0' }] }), []);
  assert.deepEqual(countProblems({ ...counted, lines: [{ skuId: 'kl', count: '' }] }), ['第1行盘点数量须为不小于0的数']);
  assert.deepEqual(countBody(counted, new Date('2026-11-28T06:05:00Z')).lines, [{ skuId: 'kl', countQty: 2 }]);
});

test('the time the data is from reads month-day hour:minute', () => {
  assert.equal(asOf(new Date(2026, 10, 28, 14, 5).getTime()), '11-28 14:05');
});

test('what is received goes with its account, never more than the total; in full it follows the total', () => {
  const sale: SaleDraft = { customId: 'c', warehouseId: 'w', lines: [{ skuId: 'kl', qty: '3', price: '2.5' }] };
  assert.deepEqual(saleProblems({ ...sale, received: '8' }), ['本次收款不能大于合计金额']);
  assert.deepEqual(saleProblems({ ...sale, received: '5' }), ['请选择结算账户']);
  assert.deepEqual(saleProblems({ ...sale, received: '-1', accountId: 'a' }), ['本次收款须为不小于0的数']);
  assert.deepEqual(saleBody({ ...sale, received: '5', accountId: 'a' }), {
    ...saleBody(sale),
    receiveAmount: 5,
    accountId: 'a',
  });
  assert.equal(receivedOf({ ...sale, inFull: true, received: '1' }), 7.5);
  assert.equal('receiveAmount' in saleBody({ ...sale, received: ' ', accountId: 'a' }), false);
});

test('a document’s goods in a few words', () => {
  const skus = ['甲', '乙', '丙', '丁'].map((n, i) => sku(`s${i}`, n, null, 1));
  assert.equal(goodsOf([{ skuId: 's0' }, { skuId: 's1' }], skus), '甲、乙');
  assert.equal(goodsOf(skus, skus), '甲、乙、丙等4种');
});

test('serial goods stay off the phone’s sale; serial and batch goods off its count', () => {
  const phone = { ...COLA, productName: '手机', serialFlag: true, lifeFlag: false };
  const milk = { ...COLA, productName: '牛奶', serialFlag: false, lifeFlag: true };
  assert.equal(saleRefusal(phone), '手机按序列号管理，请联网后在销售单中开单');
  assert.equal(saleRefusal(milk), undefined);
  assert.equal(countRefusal(milk), '牛奶按批次管理，请联网后在盘点单中盘点');
  assert.equal(countRefusal({ ...COLA, serialFlag: false, lifeFlag: false }), undefined);
});
