import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { cellText, reportSheet, seesColumn, titleLine, totalCells } from './cells';
import { chartOption } from './chartOption';
import type { ReportColumn } from './definition';
import { CUSTOM, DAY, RANGE, isPeriod, presetIn, presetPeriod } from './period';

const f = {
  qty: (v: unknown) => String(v),
  money: (v: unknown) => (v === null ? '***' : Number(v).toFixed(2)),
  digits: { qty: 0, money: 2 },
};

test('period presets: today, Monday to Sunday, this month and last month; any other range is 自定义', () => {
  const wednesday = new Date(2026, 0, 7);
  assert.deepEqual(presetPeriod('今天', wednesday), { startDate: '2026-01-07', endDate: '2026-01-07' });
  assert.deepEqual(presetPeriod('本周', wednesday), { startDate: '2026-01-05', endDate: '2026-01-11' });
  assert.deepEqual(
    presetPeriod('本周', new Date(2026, 0, 4)),
    { startDate: '2025-12-29', endDate: '2026-01-04' },
    'a Sunday ends its week',
  );
  assert.deepEqual(presetPeriod('本月', new Date(2024, 1, 10)), { startDate: '2024-02-01', endDate: '2024-02-29' });
  assert.deepEqual(presetPeriod('上月', wednesday), { startDate: '2025-12-01', endDate: '2025-12-31' });
  assert.equal(presetIn(RANGE, { startDate: '2026-01-01', endDate: '2026-01-31' }, wednesday), '本月');
  assert.equal(presetIn(RANGE, { startDate: '2026-01-01', endDate: '2026-01-07' }, wednesday), CUSTOM);
  assert.deepEqual(
    [
      isPeriod({ startDate: '2026-01-02', endDate: '2026-01-01' }),
      isPeriod({ startDate: '', endDate: '2026-01-01' }),
      isPeriod({ startDate: '2026-01-01', endDate: '2026-01-01' }),
    ],
    [false, false, true],
  );
});

test('a day’s report: 今天 and 昨天 (across a month), any other date is 自定义', () => {
  const first = new Date(2026, 2, 1);
  assert.deepEqual([DAY.initial(first), DAY.preset('昨天', first)], [{ billDate: '2026-03-01' }, { billDate: '2026-02-28' }]);
  assert.deepEqual([presetIn(DAY, { billDate: '2026-02-28' }, first), presetIn(DAY, { billDate: '2026-02-20' }, first)], ['昨天', CUSTOM]);
  assert.deepEqual(
    [DAY.periodOf({ billDate: '2026-02-20' }), DAY.periodOf({ billDate: '' })],
    [{ startDate: '2026-02-20', endDate: '2026-02-20' }, undefined],
  );
  assert.deepEqual(
    [DAY.label({ startDate: '2026-02-20', endDate: '2026-02-20' }), RANGE.label({ startDate: '2026-02-01', endDate: '2026-02-20' })],
    ['日期：2026-02-20', '期间：2026-02-01 至 2026-02-20'],
  );
});

const qty: ReportColumn = { key: 'qty', title: '数量', format: 'units' };
const cost: ReportColumn = { key: 'costAmount', title: '成本', format: 'money', mask: 'costPrice' };
const margin: ReportColumn = { key: 'margin', title: '毛利率', format: 'percent', mask: 'costPrice' };
const name: ReportColumn = { key: 'productName', title: '商品', text: (r) => `${String(r.productName)} ${String(r.spec)}` };

test('cells: a main-unit quantity in the product’s units, a hidden figure as ***, margins as percentages', () => {
  const cola = {
    productName: '可乐',
    spec: '330ml',
    unitName: '瓶',
    units: [
      { unitName: '瓶', ratio: 1 },
      { unitName: '箱', ratio: 12 },
    ],
    qty: 183,
    costAmount: null,
    margin: 30.5,
  };
  assert.equal(cellText(qty, cola, f), '15箱3瓶');
  assert.equal(cellText(qty, { ...cola, qty: -13 }, f), '-1箱1瓶', 'returns keep their sign');
  assert.equal(cellText(qty, { qty: 16 }, f), '16', 'without units (a day of many products) a plain quantity');
  assert.equal(cellText(cost, cola, f), '***');
  assert.equal(cellText(margin, cola, f), '30.50%');
  assert.equal(cellText(margin, { margin: null }, f), '***');
  assert.equal(cellText(name, cola, f), '可乐 330ml');
  assert.deepEqual([seesColumn(cost, '111100000'), seesColumn(cost, '111110000'), seesColumn(qty, '')], [false, true, true]);
});

test('the export: a title row naming the filters, the column titles, the rows, then the totals (合计)', () => {
  const def = { title: '销售商品报表', warehouse: true, keyword: '商品' };
  assert.equal(
    titleLine(def, RANGE.label({ startDate: '2026-01-01', endDate: '2026-01-31' }), '', ''),
    '销售商品报表（期间：2026-01-01 至 2026-01-31　仓库：全部仓库）',
  );
  assert.equal(
    titleLine(def, RANGE.label({ startDate: '2026-01-01', endDate: '2026-01-31' }), '总仓', '可乐'),
    '销售商品报表（期间：2026-01-01 至 2026-01-31　仓库：总仓　关键字：可乐）',
  );
  assert.equal(
    titleLine({ title: '利润报表' }, DAY.label({ startDate: '2026-01-01', endDate: '2026-01-01' }), '总仓', '可乐'),
    '利润报表（日期：2026-01-01）',
  );
  const columns = [name, qty, cost];
  const rows = [
    {
      productName: '可乐',
      spec: '',
      unitName: '瓶',
      units: [
        { unitName: '瓶', ratio: 1 },
        { unitName: '箱', ratio: 12 },
      ],
      qty: 24,
      costAmount: 120,
    },
  ];
  assert.deepEqual(totalCells(columns, { qty: 24, costAmount: 120 }, f), ['合计', '24', '120.00']);
  const n = (value: number, numFmt = '#,##0.00') => ({ value, numFmt });
  assert.deepEqual(
    reportSheet(columns, rows, { qty: 24, costAmount: 120 }, f),
    [
      ['商品', '数量', '成本'],
      ['可乐 ', n(24, '#,##0"瓶"'), n(120)],
      ['合计', n(24, '#,##0'), n(120)],
    ],
    'figures as numbers, a product’s quantity in its main unit',
  );
  const headline = {
    columns: [
      { key: 'profit', title: '毛利', format: 'money' as const, mask: 'costPrice' as const },
      { key: 'saleCount', title: '销售单数' },
      margin,
    ],
    figures: { profit: null, saleCount: 3, margin: 30.5 },
  };
  assert.deepEqual(
    reportSheet(columns, [], { qty: 0 }, f, headline),
    [
      ['商品', '数量', '成本'],
      ['合计', n(0, '#,##0'), ''],
      [],
      ['毛利', '***'],
      ['销售单数', n(3, '#,##0')],
      ['毛利率', n(0.305, '0.00%')],
    ],
    'a day’s figures under its rows',
  );
});

test('charts: a line along the rows or every day of the period, or the top rows in bars, largest first; hidden series left out', () => {
  const sale: ReportColumn = { key: 'saleAmount', title: '销售金额', format: 'money' };
  const profit: ReportColumn = { key: 'profit', title: '毛利', format: 'money', mask: 'costPrice' };
  const days = [
    { billDate: '2026-01-01', saleAmount: 10, profit: 4 },
    { billDate: '2026-01-03', saleAmount: 30, profit: null },
  ];
  const period = { startDate: '2026-01-01', endDate: '2026-01-04' };
  const byDate = (r: Record<string, unknown>) => String(r.billDate);
  const all = () => true;
  const line = chartOption({ type: 'line', series: ['saleAmount', 'profit'] }, days, [sale, profit], byDate, all, period)!;
  assert.deepEqual(line.xAxis, { type: 'category', data: ['2026-01-01', '2026-01-03'] });
  assert.deepEqual(
    line.series.map((s) => [s.name, s.type, s.data]),
    [
      ['销售金额', 'line', [10, 30]],
      ['毛利', 'line', [4, 0]],
    ],
  );
  const trend = chartOption({ type: 'line', series: ['saleAmount'], days: true }, days, [sale], byDate, all, period)!;
  assert.deepEqual(
    [trend.xAxis, trend.series[0].data],
    [{ type: 'category', data: ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'] }, [10, 0, 30, 0]],
  );
  const withoutCost = chartOption(
    { type: 'line', series: ['saleAmount', 'profit'] },
    days,
    [sale, profit],
    byDate,
    (c) => !c.mask,
    period,
  )!;
  assert.deepEqual(
    withoutCost.series.map((s) => s.name),
    ['销售金额'],
  );
  const bars = chartOption({ type: 'bar', series: ['saleAmount'], top: 1 }, days, [sale], byDate, all, period)!;
  assert.deepEqual(
    [bars.yAxis, bars.series[0].data],
    [{ type: 'category', data: ['2026-01-03'], inverse: true, axisLabel: { width: 96, overflow: 'truncate' } }, [30]],
  );
  assert.equal(
    chartOption({ type: 'line', series: ['profit'] }, days, [sale, profit], byDate, (c) => !c.mask, period),
    undefined,
  );
  assert.equal(chartOption({ type: 'line', series: ['saleAmount'] }, [], [sale], byDate, all, period), undefined);
});
