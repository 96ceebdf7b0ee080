import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { SMALL_BUSINESS_CHART } from '../contracts';
import {
  DEFAULT_RULES,
  defaultAccountCode,
  defaultItemCode,
  defaultStorageTypeCode,
  imbalance,
  voucherLines,
  type Book,
  type Facts,
} from './rules';

const CHART_AUX = new Map(SMALL_BUSINESS_CHART.map((a) => [a.code, a.aux]));
const MAPPED: Record<string, string> = {
  'account:cash': '1001',
  'account:bank': '1002',
  'item:rent': '5602',
  'item:interest': '5301',
  'storageType:gift': '5301',
};
const book: Book = {
  mapped: (kind, id) => MAPPED[`${kind}:${id}`] ?? '?',
  aux: (code) => CHART_AUX.get(code) ?? [],
};

/** Given a document's facts, when its type's rule makes the voucher, then these lines: [account, debit, credit, dimensions]. */
const given = (facts: Omit<Facts, 'docId' | 'billNo' | 'billDate'>) => ({
  then(expected: [string, string, string, Record<string, string>?][]) {
    const f = { docId: 'd1', billNo: 'NO1', billDate: '2026-11-01', ...facts };
    const lines = voucherLines(f, DEFAULT_RULES[f.ruleKey].lines, book);
    assert.deepEqual(
      lines.map((l) => {
        const { accountCode, debit, credit, summary: _, ...aux } = l;
        return Object.keys(aux).length ? [accountCode, debit, credit, aux] : [accountCode, debit, credit];
      }),
      expected,
    );
    assert.ok(imbalance(lines).isZero(), 'debits equal credits');
    assert.ok(
      lines.every((l) => l.summary.includes('NO1')),
      'each line names the document',
    );
  },
});

const C = { customId: 'c1' };
const S = { supplierId: 's1' };
const cost = (inCost: [string, string][], outCost: [string, string][]) => ({ inCost, outCost });
const covered = new Set<string>();
const rule = (ruleKey: string, name: string, fn: () => void) => {
  covered.add(ruleKey);
  test(`${DEFAULT_RULES[ruleKey].title}: ${name}`, fn);
};

describe('the product rules, one document each', () => {
  rule(
    'bill:201',
    'revenue and tax on the receivable, the money received and the prepaid spent off it, the cost out of stock per warehouse',
    () =>
      given({
        ruleKey: 'bill:201',
        billType: 201,
        ...C,
        accountId: 'cash',
        amounts: { totalAmount: '113', netAmount: '100', taxAmount: '13', settleAmount: '50', prepaidAmount: '20' },
        costs: cost([], [['w1', '60']]),
      }).then([
        ['1122', '113', '0', C],
        ['5001', '0', '100'],
        ['22210102', '0', '13'],
        ['1001', '50', '0', { accountId: 'cash' }],
        ['1122', '0', '50', C],
        ['2203', '20', '0', C],
        ['1122', '0', '20', C],
        ['5401', '60', '0'],
        ['1405', '0', '60', { warehouseId: 'w1' }],
      ]),
  );

  rule(
    'bill:202',
    'the sale undone: revenue and tax back off the receivable, the refund, the prepaid given back, the goods in at their cost',
    () =>
      given({
        ruleKey: 'bill:202',
        billType: 202,
        ...C,
        accountId: 'bank',
        amounts: { totalAmount: '30', netAmount: '30', taxAmount: '0', settleAmount: '10', prepaidAmount: '5' },
        costs: cost([['w1', '12']], []),
      }).then([
        ['5001', '30', '0'],
        ['1122', '0', '30', C],
        ['1122', '10', '0', C],
        ['1002', '0', '10', { accountId: 'bank' }],
        ['1122', '5', '0', C],
        ['2203', '0', '5', C],
        ['1405', '12', '0', { warehouseId: 'w1' }],
        ['5401', '0', '12'],
      ]),
  );

  rule('bill:301', 'goods in at their cost, input tax, the payable and what was paid on it', () =>
    given({
      ruleKey: 'bill:301',
      billType: 301,
      ...S,
      accountId: 'bank',
      amounts: { totalAmount: '90.4', netAmount: '80', taxAmount: '10.4', settleAmount: '50', costDiff: '0' },
      costs: cost(
        [
          ['w1', '50'],
          ['w2', '30'],
        ],
        [],
      ),
    }).then([
      ['1405', '50', '0', { warehouseId: 'w1' }],
      ['1405', '30', '0', { warehouseId: 'w2' }],
      ['22210101', '10.4', '0'],
      ['2202', '0', '90.4', S],
      ['2202', '50', '0', S],
      ['1002', '0', '50', { accountId: 'bank' }],
    ]),
  );

  test('采购单: goods the warehouse confirms apart wait in 在途物资 until they come in', () => {
    given({
      ruleKey: 'bill:301',
      billType: 301,
      ...S,
      amounts: { totalAmount: '40', netAmount: '40', taxAmount: '0', costDiff: '40' },
    }).then([
      ['1402', '40', '0', S],
      ['2202', '0', '40', S],
    ]);
    given({ ruleKey: 'bill:301', billType: 301, ...S, amounts: { costDiff: '-25' }, costs: cost([['w1', '25']], []) }).then([
      ['1405', '25', '0', { warehouseId: 'w1' }],
      ['1402', '0', '25', S],
    ]);
  });

  rule('bill:302', 'goods out at the average, the return price above it off the cost of sales', () =>
    given({
      ruleKey: 'bill:302',
      billType: 302,
      ...S,
      accountId: 'cash',
      amounts: { totalAmount: '11.3', netAmount: '10', taxAmount: '1.3', settleAmount: '11.3', costDiff: '2' },
      costs: cost([], [['w1', '8']]),
    }).then([
      ['2202', '11.3', '0', S],
      ['1405', '0', '8', { warehouseId: 'w1' }],
      ['22210101', '0', '1.3'],
      ['5401', '0', '2'],
      ['1001', '11.3', '0', { accountId: 'cash' }],
      ['2202', '0', '11.3', S],
    ]),
  );

  rule('bill:103', 'money in, off the receivable', () =>
    given({ ruleKey: 'bill:103', billType: 103, ...C, accountId: 'bank', amounts: { amount: '20' } }).then([
      ['1002', '20', '0', { accountId: 'bank' }],
      ['1122', '0', '20', C],
    ]),
  );

  rule('bill:104', 'money out, off the payable', () =>
    given({ ruleKey: 'bill:104', billType: 104, ...S, accountId: 'cash', amounts: { amount: '7.5' } }).then([
      ['2202', '7.5', '0', S],
      ['1001', '0', '7.5', { accountId: 'cash' }],
    ]),
  );

  rule('bill:110', 'what the customer paid beyond their debt goes back', () =>
    given({ ruleKey: 'bill:110', billType: 110, ...C, accountId: 'cash', amounts: { amount: '5' } }).then([
      ['1122', '5', '0', C],
      ['1001', '0', '5', { accountId: 'cash' }],
    ]),
  );

  rule('bill:110:prepaid', 'store value goes back', () =>
    given({ ruleKey: 'bill:110:prepaid', billType: 110, ...C, accountId: 'cash', amounts: { amount: '5' } }).then([
      ['2203', '5', '0', C],
      ['1001', '0', '5', { accountId: 'cash' }],
    ]),
  );

  rule('bill:111', 'the supplier pays back what we paid beyond our debt', () =>
    given({ ruleKey: 'bill:111', billType: 111, ...S, accountId: 'bank', amounts: { amount: '9' } }).then([
      ['1002', '9', '0', { accountId: 'bank' }],
      ['2202', '0', '9', S],
    ]),
  );

  rule('bill:107', 'store value received into 预收账款, the gift on top a selling expense', () =>
    given({ ruleKey: 'bill:107', billType: 107, ...C, accountId: 'cash', amounts: { amount: '100', giftAmount: '10' } }).then([
      ['1001', '100', '0', { accountId: 'cash' }],
      ['2203', '0', '100', C],
      ['5601', '10', '0'],
      ['2203', '0', '10', C],
    ]),
  );

  rule('bill:108', 'a deposit held for the customer', () =>
    given({ ruleKey: 'bill:108', billType: 108, ...C, accountId: 'cash', amounts: { amount: '200' } }).then([
      ['1001', '200', '0', { accountId: 'cash' }],
      ['2241', '0', '200', C],
    ]),
  );

  rule('bill:108:return', 'the deposit paid back', () =>
    given({ ruleKey: 'bill:108:return', billType: 108, ...C, accountId: 'bank', amounts: { amount: '150' } }).then([
      ['2241', '150', '0', C],
      ['1002', '0', '150', { accountId: 'bank' }],
    ]),
  );

  rule('bill:109', 'from one account into the other, the fee a financial expense', () =>
    given({ ruleKey: 'bill:109', billType: 109, inAccountId: 'bank', outAccountId: 'cash', amounts: { amount: '100', fee: '2' } }).then([
      ['1002', '100', '0', { accountId: 'bank' }],
      ['1001', '0', '100', { accountId: 'cash' }],
      ['5603', '2', '0'],
      ['1001', '0', '2', { accountId: 'cash' }],
    ]),
  );

  rule('bill:105', 'money in, each item to its account', () =>
    given({
      ruleKey: 'bill:105',
      billType: 105,
      accountId: 'bank',
      amounts: { amount: '12' },
      items: [{ classId: 'interest', amount: '12' }],
    }).then([
      ['1002', '12', '0', { accountId: 'bank' }],
      ['5301', '0', '12'],
    ]),
  );

  rule('bill:106', 'each item to its account, money out', () =>
    given({
      ruleKey: 'bill:106',
      billType: 106,
      accountId: 'cash',
      amounts: { amount: '350' },
      items: [
        { classId: 'rent', amount: '300' },
        { classId: 'rent', amount: '50' },
      ],
    }).then([
      ['5602', '300', '0'],
      ['5602', '50', '0'],
      ['1001', '0', '350', { accountId: 'cash' }],
    ]),
  );

  rule('bill:400', 'gains and losses through 待处理财产损溢', () =>
    given({ ruleKey: 'bill:400', billType: 400, amounts: {}, costs: cost([['w1', '11']], [['w1', '16.5']]) }).then([
      ['1405', '11', '0', { warehouseId: 'w1' }],
      ['1901', '0', '11', { warehouseId: 'w1' }],
      ['1901', '16.5', '0', { warehouseId: 'w1' }],
      ['1405', '0', '16.5', { warehouseId: 'w1' }],
    ]),
  );

  rule('bill:500', 'parts out, products in at their cost and the fee', () =>
    given({ ruleKey: 'bill:500', billType: 500, amounts: { assemblyFee: '3' }, costs: cost([['w1', '19']], [['w1', '16']]) }).then([
      ['1405', '19', '0', { warehouseId: 'w1' }],
      ['1405', '0', '16', { warehouseId: 'w1' }],
      ['4001', '0', '3'],
    ]),
  );

  rule('bill:700', 'goods in, against the account of their 出入库类型', () =>
    given({ ruleKey: 'bill:700', billType: 700, storageTypeId: 'gift', amounts: {}, costs: cost([['w1', '40']], []) }).then([
      ['1405', '40', '0', { warehouseId: 'w1' }],
      ['5301', '0', '40'],
    ]),
  );

  rule('bill:600', 'goods out, to the account of their 出入库类型 (营业外支出 unless mapped)', () =>
    given({ ruleKey: 'bill:600', billType: 600, storageTypeId: 'breakage', amounts: {}, costs: cost([], [['w1', '9']]) }).then([
      ['?', '9', '0'],
      ['1405', '0', '9', { warehouseId: 'w1' }],
    ]),
  );

  rule('bill:850', 'from one warehouse to the other at the same cost', () =>
    given({ ruleKey: 'bill:850', billType: 850, amounts: {}, costs: cost([['w2', '24']], [['w1', '24']]) }).then([
      ['1405', '24', '0', { warehouseId: 'w2' }],
      ['1405', '0', '24', { warehouseId: 'w1' }],
    ]),
  );

  rule('bill:121', "a cost change raises or lowers the stock's value against the cost of sales", () =>
    given({ ruleKey: 'bill:121', billType: 121, amounts: {}, costs: cost([['w1', '-4']], []) }).then([
      ['1405', '0', '4', { warehouseId: 'w1' }],
      ['5401', '4', '0'],
    ]),
  );

  rule('opening:stock', 'the opening stock against 实收资本', () =>
    given({ ruleKey: 'opening:stock', billType: 100, amounts: {}, costs: cost([['w1', '500']], []) }).then([
      ['1405', '500', '0', { warehouseId: 'w1' }],
      ['3001', '0', '500'],
    ]),
  );

  rule('invoice:issued', 'an invoice with tax on a sale that carried none: the tax out of the revenue', () =>
    given({ ruleKey: 'invoice:issued', billType: 201, ...C, amounts: { taxAmount: '13' } }).then([
      ['5001', '13', '0'],
      ['22210102', '0', '13'],
    ]),
  );

  rule('invoice:received', 'an invoice with tax on a purchase that carried none: the input tax off the cost', () =>
    given({ ruleKey: 'invoice:received', billType: 301, ...S, amounts: { taxAmount: '6' } }).then([
      ['22210101', '6', '0'],
      ['5401', '0', '6'],
    ]),
  );

  test('every rule of the product has its specification here', () => {
    assert.deepEqual(
      Object.keys(DEFAULT_RULES).filter((k) => !covered.has(k)),
      [],
    );
  });
});

describe('the accounts records map to by default', () => {
  test('a settlement account named cash is 库存现金, any other 银行存款', () => {
    assert.deepEqual(['现金', '门店现金', '工商银行', '微信'].map(defaultAccountCode), ['1001', '1001', '1002', '1002']);
  });
  test('income and expense items by what their names say', () => {
    assert.deepEqual(
      [
        ['income', '利息收入'],
        ['income', '废品收入'],
        ['expense', '快递费'],
        ['expense', '银行手续费'],
        ['expense', '罚款'],
        ['expense', '房租'],
      ].map(([t, n]) => defaultItemCode(t, n)),
      ['5301', '5051', '5601', '5603', '5711', '5602'],
    );
  });
  test('出入库类型: in 营业外收入; out a loss 营业外支出, else 管理费用', () => {
    assert.deepEqual(
      [defaultStorageTypeCode('in', 0), defaultStorageTypeCode('out', 1), defaultStorageTypeCode('out', 0)],
      ['5301', '5711', '5602'],
    );
  });
});
