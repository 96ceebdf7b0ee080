import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { dec } from '../../shared/decimal';
import { monthsBetween, rollUp, sideOf } from './chart';
import { KIS_COLUMNS, kisRows } from './kis-layout';
import { balanceSheet, profitStatement, type AccountMoves } from './statements';

const moves = (list: [code: string, category: AccountMoves['category'], debit: number, credit: number][]): AccountMoves[] =>
  list.map(([code, category, debit, credit]) => ({ code, category, moved: { debit: dec(debit), credit: dec(credit) } }));

const row = <T extends { title: string }>(rows: T[], title: string) => rows.find((r) => r.title === title)!;

test('the 利润表 takes income as credits less debits and expense as debits less credits, and adds up to 净利润', () => {
  // A sale of 1130 incl. 130 tax at a cost of 600, a 50 bank fee, 200 rent, a 30 stocktake loss, a 10 refund of a sale.
  const month = moves([
    ['5001', 'profit_loss', 10, 1000],
    ['5401', 'profit_loss', 0, 600],
    ['5603', 'profit_loss', 50, 0],
    ['5602', 'profit_loss', 200, 0],
    ['5711', 'profit_loss', 30, 0],
    ['1122', 'asset', 1130, 0],
  ]);
  const year = moves([
    ['5001', 'profit_loss', 10, 3000],
    ['5401', 'profit_loss', 1800, 0],
  ]);
  const p = profitStatement('2026-03', month, year);
  const figures = Object.fromEntries(p.rows.map((r) => [r.title, [r.month, r.year]]));
  assert.deepEqual(figures['一、营业收入'], [990, 2990]);
  assert.deepEqual(figures['减：营业成本'], [-600, 1800], 'a credit to cost lowers it');
  assert.deepEqual(figures['二、营业利润（亏损以“-”号填列）'], [990 + 600 - 50 - 200, 1190]);
  assert.deepEqual(figures['三、利润总额（亏损总额以“-”号填列）'], [1340 - 30, 1190]);
  assert.deepEqual(figures['四、净利润（净亏损以“-”号填列）'], [1310, 1190]);
  assert.deepEqual(row(p.rows, '一、营业收入').accounts, ['5001', '5051'], 'a figure names the accounts it sums');
  assert.deepEqual(row(p.rows, '二、营业利润（亏损以“-”号填列）').accounts, [], 'a total sums rows, not accounts');
});

test('the 资产负债表 balances before any 结转损益: undistributed profit takes the profit and loss accounts and any account no row names', () => {
  // Capital into the bank, stock bought on credit, a sale with its cost, rent and depreciation, a fixed asset owed for,
  // and 70 on an account of the company's own that no row names.
  const closing = moves([
    ['1002', 'asset', 1000, 170],
    ['1122', 'asset', 1130, 0],
    ['1405', 'asset', 1000, 600],
    ['1601', 'asset', 900, 0],
    ['1602', 'asset', 0, 100],
    ['1999', 'asset', 70, 0],
    ['2202', 'liability', 0, 1000],
    ['2221', 'liability', 0, 130],
    ['2241', 'liability', 0, 900],
    ['3001', 'equity', 0, 1000],
    ['5001', 'profit_loss', 0, 1000],
    ['5401', 'profit_loss', 600, 0],
    ['5602', 'profit_loss', 200, 0],
  ]);
  const opening = moves([
    ['1001', 'asset', 1000, 0],
    ['3001', 'equity', 0, 1000],
  ]);
  const b = balanceSheet('2026-03', closing, opening);
  const a = (t: string) => [row(b.assets, t).closing, row(b.assets, t).yearOpening];
  const l = (t: string) => [row(b.liabilities, t).closing, row(b.liabilities, t).yearOpening];
  assert.deepEqual(a('货币资金'), [830, 1000]);
  assert.deepEqual(a('存货'), [400, 0]);
  assert.deepEqual(a('库存商品'), [400, 0], 'a 其中 row shows its part');
  assert.deepEqual(a('减：累计折旧'), [100, 0]);
  assert.deepEqual(a('固定资产账面价值'), [800, 0]);
  assert.deepEqual(a('其他流动资产'), [70, 0], 'an account no row names falls in its category’s rest');
  assert.deepEqual(row(b.assets, '其他流动资产').accounts, ['1901', '1999']);
  assert.deepEqual(a('资产总计'), [830 + 1130 + 400 + 70 + 800, 1000]);
  assert.deepEqual(l('未分配利润'), [1000 - 600 - 200, 0]);
  assert.deepEqual(l('负债和所有者权益（或股东权益）总计'), [1000 + 130 + 900 + 1000 + 200, 1000]);
  assert.equal(b.balanced, true);
});

test('sub-accounts roll up to their level-1 account; a balance stands on its side; months run across a year end', () => {
  const accounts = [
    { code: '2221', name: '应交税费', parentCode: null, direction: 'credit' as const, category: 'liability' as const },
    { code: '222101', name: '应交增值税', parentCode: '2221', direction: 'credit' as const, category: 'liability' as const },
    { code: '22210101', name: '进项税额', parentCode: '222101', direction: 'debit' as const, category: 'liability' as const },
  ];
  const up = rollUp(accounts, [
    { code: '22210101', debit: dec(13), credit: dec(0) },
    { code: '222101', debit: dec(0), credit: dec(130) },
  ]);
  assert.deepEqual(
    up.map((m) => [m.code, m.moved.debit.toNumber(), m.moved.credit.toNumber()]),
    [['2221', 13, 130]],
  );
  assert.equal(sideOf('credit', dec(117)), '贷');
  assert.equal(sideOf('credit', dec(-5)), '借');
  assert.equal(sideOf('debit', dec(0)), '平');
  assert.deepEqual(monthsBetween('2025-11', '2026-02'), ['2025-11', '2025-12', '2026-01', '2026-02']);
});

test('the 金蝶KIS export writes one row per line under the 凭证引入 titles, amounts on their sides and auxiliaries as 类别---代码---名称', () => {
  const rows = kisRows([
    {
      date: '2026-03-05',
      word: '记',
      number: 7,
      madeBy: '老板',
      auditedBy: '会计',
      posted: true,
      attachments: 1,
      sourceBillNo: 'XSD20260305001',
      sourceTitle: '销售单',
      lines: [
        {
          accountCode: '1122',
          accountName: '应收账款',
          summary: '销售',
          debit: 113,
          credit: 0,
          items: [{ kind: '客户', code: 'C1', name: '张三商店' }],
        },
        { accountCode: '5001', accountName: '主营业务收入', summary: '销售', debit: 0, credit: 100, items: [] },
      ],
    },
  ]);
  const at = (r: number, title: (typeof KIS_COLUMNS)[number]) => rows[r][KIS_COLUMNS.indexOf(title)];
  assert.equal(rows.length, 2);
  assert.equal(KIS_COLUMNS.length, rows[0].length);
  assert.deepEqual(
    [at(0, '凭证日期'), at(0, '会计年度'), at(0, '会计期间'), at(0, '凭证字'), at(0, '凭证号'), at(0, '科目代码')],
    ['2026-03-05', 2026, 3, '记', 7, '1122'],
  );
  assert.deepEqual([at(0, '原币金额'), at(0, '借方'), at(0, '贷方')], [113, 113, 0]);
  assert.deepEqual([at(1, '原币金额'), at(1, '借方'), at(1, '贷方'), at(1, '分录序号')], [100, 0, 100, 1]);
  assert.equal(at(0, '核算项目'), '客户---C1---张三商店');
  assert.deepEqual([at(0, '参考信息'), at(0, '业务描述'), at(0, '过账'), at(0, '审核')], ['XSD20260305001', '销售单', 1, '会计']);
});
