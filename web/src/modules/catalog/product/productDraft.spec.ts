import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { ProductDetail } from '../api';
import {
  emptyProduct,
  generateSkus,
  newSku,
  placeServerError,
  productErrorCount,
  productForm,
  productPayload,
  specCombinations,
  validateProduct,
} from './productDraft';

test('spec values combine in order; specs without chosen values are skipped', () => {
  assert.deepEqual(specCombinations([['红', '蓝'], [], ['S', 'M']]), ['红/S', '红/M', '蓝/S', '蓝/M']);
  assert.deepEqual(specCombinations([['均码']]), ['均码']);
  assert.deepEqual(specCombinations([[], []]), []);
});

test("generating keeps rows of specs chosen again and copies the first row's prices into new ones", () => {
  const first = { ...newSku(), spec: '红/S', salePrice: '99', purchasePrice: '50', barCode: '690001', skuId: 'k1' };
  const rows = generateSkus([first], ['红/S', '红/M']);
  assert.equal(rows.length, 2);
  assert.equal(rows[0], first);
  assert.deepEqual(
    [rows[1].spec, rows[1].salePrice, rows[1].purchasePrice, rows[1].barCode, rows[1].skuId],
    ['红/M', '99', '50', '', undefined],
  );
  assert.notEqual(rows[1].key, first.key);
});

const filled = () => {
  const f = emptyProduct();
  f.header = { ...f.header, productName: 'T恤', productCode: 'TX-01', unitName: '件' };
  f.units = [{ unitName: '箱', ratio: '24' }];
  f.skus = [
    { ...newSku(), spec: '红', barCode: '6901', salePrice: '59', purchasePrice: '30' },
    { ...newSku(), spec: '蓝', barCode: '6902', salePrice: '59', purchasePrice: '30', lowStock: '5', highStock: '100' },
  ];
  return f;
};

test('a filled form is clean and becomes the Save payload', () => {
  const f = filled();
  assert.equal(productErrorCount(validateProduct(f)), 0);
  const p = productPayload(f);
  assert.deepEqual(p.units, [{ unitName: '箱', ratio: '24' }]);
  assert.deepEqual(p.skus[1], { spec: '蓝', barCode: '6902', salePrice: '59', purchasePrice: '30', lowStock: '5', highStock: '100' });
  assert.equal(p.serialFlag, false);
  assert.equal(p.productCode, 'TX-01');
  assert.ok(!('remark' in p), 'a new product leaves blank fields out');
});

test('an edit sends the header fields left blank as empty, so the server clears them', () => {
  const f = filled();
  f.header = { ...f.header, remark: ' ', classId: '', shelfLifeDays: '' };
  const p = productPayload(f, true) as unknown as Record<string, unknown>;
  assert.deepEqual([p.remark, p.classId, p.shelfLifeDays, p.productName], ['', '', '', f.header.productName]);
});

test('the grid checks cells, duplicate specs and barcodes, unit ratios and stock limits', () => {
  const f = filled();
  f.units = [{ unitName: '件', ratio: '1' }];
  f.skus[1] = { ...f.skus[1], spec: '红', barCode: '6901', salePrice: '', lowStock: '10', highStock: '2' };
  const e = validateProduct(f);
  assert.deepEqual(e.units[0], { unitName: '单位“件”重复', ratio: '换算比例必须大于1' });
  assert.deepEqual(e.skus[1], {
    salePrice: '销售价不能为空',
    spec: '规格“红”重复',
    barCode: '条码6901重复',
    highStock: '最高库存不能小于最低库存',
  });
  assert.equal(productErrorCount(e), 6);
  assert.equal(validateProduct({ ...f, skus: [] }).grid, '商品至少需要一个规格');
});

test('server messages land on the SKU cell, unit or header field they name', () => {
  const f = filled();
  assert.deepEqual(placeServerError(f, '规格第2行销售价不能为空')?.skus[1], { salePrice: '规格第2行销售价不能为空' });
  assert.deepEqual(placeServerError(f, '条码6902已存在')?.skus[1], { barCode: '条码6902已存在' });
  assert.deepEqual(placeServerError(f, '第1个规格的规格“红”重复')?.skus[0], { spec: '第1个规格的规格“红”重复' });
  assert.deepEqual(placeServerError(f, '单位“箱”的换算比例必须大于1')?.units[0], { ratio: '单位“箱”的换算比例必须大于1' });
  assert.deepEqual(placeServerError(f, '商品编码已存在')?.header, { productCode: '商品编码已存在' });
  assert.equal(placeServerError(f, '操作失败'), undefined);
});

test('a copy keeps prices and units but drops ids, the code and barcodes', () => {
  const detail = {
    productId: 'p1',
    productName: 'T恤',
    productCode: 'TX-01',
    classId: null,
    unitName: '件',
    serialFlag: null,
    lifeFlag: true,
    shelfLifeDays: 30,
    remark: null,
    enabled: 1,
    history: [],
    units: [
      { unitName: '件', ratio: 1, isMain: 1 },
      { unitName: '箱', ratio: 24, isMain: 0 },
    ],
    skus: [
      {
        skuId: 'k1',
        spec: '红',
        barCode: '6901',
        salePrice: 59,
        purchasePrice: 30,
        wholesalePrice: null,
        lowestPrice: null,
        lowStock: null,
        highStock: null,
      },
    ],
  } as unknown as ProductDetail;
  const edit = productForm(detail, false);
  assert.equal(edit.skus[0].skuId, 'k1');
  assert.deepEqual(
    [edit.header.productCode, edit.header.lifeFlag, edit.header.shelfLifeDays, edit.header.serialFlag],
    ['TX-01', '1', '30', '0'],
  );
  assert.deepEqual(edit.units, [{ unitName: '箱', ratio: '24' }]);
  const copy = productForm(detail, true);
  assert.deepEqual([copy.header.productCode, copy.skus[0].skuId, copy.skus[0].barCode, copy.skus[0].salePrice], ['', undefined, '', '59']);
});
