import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { originalLayout, resolveTemplate, textWidth, type ResolvedDocTemplate } from '@jxc/services/contracts';
import { lineWidth, receiptText, spread } from './receiptText';

const company = { companyName: '张记五金', companyLogo: '', phone: '', address: '' };
const template = resolveTemplate('201-receipt', originalLayout(201, 'receipt'), company) as ResolvedDocTemplate;
const sale = {
  billNo: 'XS1',
  billDate: '2026-01-02',
  partnerName: '城东装修队',
  userName: '张三',
  totalAmount: 608,
  receiveAmount: 300,
  prepaidAmount: 0,
  lines: [
    { productName: '不锈钢螺丝', unitName: '盒', qty: 40, price: 12.5, lineTotal: 500, serials: [], batches: [] },
    { productName: '电钻', unitName: '台', qty: 2, price: 36, lineTotal: 72, serials: ['SN-A1', 'SN-A2'], batches: [] },
    {
      productName: '润滑油',
      unitName: '箱',
      baseUnitName: '瓶',
      qty: 1,
      price: 36,
      lineTotal: 36,
      serials: [],
      batches: [
        { batchNo: 'P2601', productionDate: '2026-01-01', expiryDate: '2027-01-01', qty: 8 },
        { batchNo: 'P2602', productionDate: '2026-02-01', expiryDate: '2027-02-01', qty: 4 },
      ],
    },
  ],
};

test('an 80 mm roll takes 48 characters a line, a 58 mm one 32; two parts spread to the edges, or break when too long', () => {
  assert.deepEqual([lineWidth(80), lineWidth(58)], [48, 32]);
  assert.equal(spread('数量合计：', '43', 20), `数量合计：${' '.repeat(8)}43`);
  assert.equal(textWidth(spread('合计金额：', '608.00', 48)), 48);
  assert.equal(spread('一二三四五六七八九十', '608.00', 20), '一二三四五六七八九十<BR><RIGHT>608.00</RIGHT>');
});

test('the receipt template as 飞鹅云 markup: company, title, header, the goods and their figures with units, serials and batches, totals, payment, notes', () => {
  const text = receiptText(template, sale, { qty: 0, money: 2 });
  const rows = text.split('<BR>');
  assert.deepEqual(rows.slice(0, 6), [
    '<CB>张记五金</CB>',
    '<C>销售单</C>',
    '单据编号：XS1',
    '单据日期：2026-01-02',
    '客户：城东装修队',
    '制单人：张三',
  ]);
  assert.equal(rows[6], '-'.repeat(48));
  assert.equal(rows[7], '1. 不锈钢螺丝');
  assert.equal(rows[8], spread('40盒 × 12.50', '500.00', 48));
  assert.deepEqual(rows.slice(9, 15), [
    '2. 电钻',
    spread('2台 × 36.00', '72.00', 48),
    '序列号：SN-A1、SN-A2',
    '3. 润滑油',
    spread('1箱 × 36.00', '36.00', 48),
    '批次：P2601（生产2026-01-01，到期2027-01-01） ×8瓶、P2602（生产2026-02-01，到期2027-02-01） ×4瓶',
  ]);
  assert.ok(rows.includes(spread('本单欠款：', '308.00', 48)));
  const withUnit = receiptText({ ...template, columns: [...template.columns, { key: 'unitName', label: '单位' }] }, sale, {
    qty: 0,
    money: 2,
  }).split('<BR>');
  assert.deepEqual(
    withUnit.slice(7, 9),
    ['1. 不锈钢螺丝 盒', spread('40 × 12.50', '500.00', 48)],
    'a template with a 单位 column prints the unit there only',
  );
  assert.ok(text.endsWith('<C>谢谢惠顾，欢迎再次光临！</C><BR>'));
});
