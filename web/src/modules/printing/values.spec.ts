import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { PRINT_KINDS, type PrintField } from '@jxc/services/contracts';
import { cellValue, formatted, headerValue, linesOf } from './values';

const digits = { qty: 0, money: 2 };
const field = (key: string) =>
  [...PRINT_KINDS[201].header, ...PRINT_KINDS[201].totals, ...PRINT_KINDS[201].payment, ...PRINT_KINDS[201].columns].find(
    (f) => f.key === key,
  )!;
const sale = {
  billNo: 'XS1',
  billDate: '2026-01-02',
  totalAmount: 608,
  receiveAmount: 300,
  prepaidAmount: 8.5,
  extend: { contact: '王师傅' },
  lines: [
    { qty: 40, lineTotal: 500, serials: ['A1', 'A2'] },
    { qty: 3, lineTotal: 108, serials: [] },
  ],
};

test('header values by path, sums over the lines and of other fields (本单欠款)', () => {
  const lines = linesOf(sale, PRINT_KINDS[201].tables);
  assert.equal(headerValue(sale, field('extend.contact'), lines), '王师傅');
  assert.equal(headerValue(sale, field('sum:qty'), lines), 43);
  assert.equal(headerValue(sale, field('arrears'), lines), 299.5);
  assert.equal(headerValue({ ...sale, receiveAmount: null }, field('arrears'), lines), null, 'hidden stays hidden');
});

test('printed at the company’s decimals; hidden and missing values blank; lists joined; codes by name', () => {
  assert.equal(formatted(1234.5, field('totalAmount'), digits), '1,234.50');
  assert.equal(formatted(40, field('qty'), digits), '40');
  assert.equal(formatted(null, field('price'), digits), '');
  assert.equal(formatted(undefined, field('remark'), digits), '');
  assert.equal(formatted(['A1', 'A2'], field('serials'), digits), 'A1、A2');
  const kind: PrintField = PRINT_KINDS[500].header.find((f) => f.key === 'kind')!;
  assert.equal(formatted('disassemble', kind, digits), '拆卸');
  assert.equal(cellValue(sale.lines[1], field('index'), 1), 2);
  assert.equal(formatted('2026-01-02T03:04:05', { key: 'createTime', label: '', format: 'datetime' }, digits), '2026-01-02 03:04:05');
});
