import type { BalanceSheet, ProfitStatement, StatementRow } from '../../contracts';
import { dec, type Dec } from '../../shared/decimal';

/** What vouchers moved through a level-1 account: its debits and credits (over a month, a year, or up to a date). */
export interface Moved {
  debit: Dec;
  credit: Dec;
}

export type AccountCategory = 'asset' | 'liability' | 'equity' | 'cost' | 'profit_loss';

/** A level-1 account with what moved through it (its sub-accounts' included). */
export interface AccountMoves {
  code: string;
  category: AccountCategory;
  moved: Moved;
}

/**
 * A row's figure: the sum of its accounts taken on its side (`debit`: debits less credits), or of other rows by
 * line with a sign; `negate` shows a contra account as a positive amount taken off (减：累计折旧).
 */
interface Line {
  line: number;
  title: string;
  accounts?: string[];
  side?: 'debit' | 'credit';
  of?: [line: number, sign: 1 | -1][];
  /** Where accounts no other row names fall, by category: the balance sheet then always balances. */
  rest?: AccountCategory[];
  /** A 其中 row (line 0): shown, added by no total. */
  part?: boolean;
}

const amount = (m: Moved | undefined, side: 'debit' | 'credit') =>
  m ? (side === 'debit' ? m.debit.minus(m.credit) : m.credit.minus(m.debit)) : dec(0);

// 利润表 (会小企02表). Income is credit less debit, expense debit less credit.
const PROFIT: Line[] = [
  { line: 1, title: '一、营业收入', accounts: ['5001', '5051'], side: 'credit' },
  { line: 2, title: '减：营业成本', accounts: ['5401', '5402'], side: 'debit' },
  { line: 3, title: '税金及附加', accounts: ['5403'], side: 'debit' },
  { line: 11, title: '销售费用', accounts: ['5601'], side: 'debit' },
  { line: 14, title: '管理费用', accounts: ['5602'], side: 'debit' },
  { line: 18, title: '财务费用', accounts: ['5603'], side: 'debit' },
  { line: 20, title: '加：投资收益（损失以“-”号填列）', accounts: ['5111'], side: 'credit' },
  {
    line: 21,
    title: '二、营业利润（亏损以“-”号填列）',
    of: [
      [1, 1],
      [2, -1],
      [3, -1],
      [11, -1],
      [14, -1],
      [18, -1],
      [20, 1],
    ],
  },
  { line: 22, title: '加：营业外收入', accounts: ['5301'], side: 'credit' },
  { line: 24, title: '减：营业外支出', accounts: ['5711'], side: 'debit' },
  {
    line: 30,
    title: '三、利润总额（亏损总额以“-”号填列）',
    of: [
      [21, 1],
      [22, 1],
      [24, -1],
    ],
  },
  { line: 31, title: '减：所得税费用', accounts: ['5801'], side: 'debit' },
  {
    line: 32,
    title: '四、净利润（净亏损以“-”号填列）',
    of: [
      [30, 1],
      [31, -1],
    ],
  },
];

// 资产负债表 (会小企01表): assets on the debit side, liabilities and equity on the credit side.
const ASSETS: Line[] = [
  { line: 1, title: '货币资金', accounts: ['1001', '1002', '1012'] },
  { line: 2, title: '短期投资', accounts: ['1101'] },
  { line: 3, title: '应收票据', accounts: ['1121'] },
  { line: 4, title: '应收账款', accounts: ['1122'] },
  { line: 5, title: '预付账款', accounts: ['1123'] },
  { line: 6, title: '应收股利', accounts: ['1131'] },
  { line: 7, title: '应收利息', accounts: ['1132'] },
  { line: 8, title: '其他应收款', accounts: ['1221'] },
  {
    line: 9,
    title: '存货',
    accounts: ['1401', '1402', '1403', '1404', '1405', '1407', '1408', '1411', '1421', '4001', '4101', '4401', '4402', '4403'],
    rest: ['cost'],
  },
  { line: 0, title: '其中：原材料', accounts: ['1403'], part: true },
  { line: 0, title: '在产品', accounts: ['4001'], part: true },
  { line: 0, title: '库存商品', accounts: ['1405'], part: true },
  { line: 0, title: '周转材料', accounts: ['1411'], part: true },
  { line: 14, title: '其他流动资产', accounts: ['1901'], rest: ['asset'] },
  {
    line: 15,
    title: '流动资产合计',
    of: [1, 2, 3, 4, 5, 6, 7, 8, 9, 14].map((l) => [l, 1] as [number, 1]),
  },
  { line: 16, title: '长期债券投资', accounts: ['1501'] },
  { line: 17, title: '长期股权投资', accounts: ['1511'] },
  { line: 18, title: '固定资产原价', accounts: ['1601'] },
  { line: 19, title: '减：累计折旧', accounts: ['1602'], side: 'credit' },
  {
    line: 20,
    title: '固定资产账面价值',
    of: [
      [18, 1],
      [19, -1],
    ],
  },
  { line: 21, title: '在建工程', accounts: ['1604'] },
  { line: 22, title: '工程物资', accounts: ['1605'] },
  { line: 23, title: '固定资产清理', accounts: ['1606'] },
  { line: 24, title: '生产性生物资产', accounts: ['1621', '1622'] },
  { line: 25, title: '无形资产', accounts: ['1701', '1702'] },
  { line: 26, title: '开发支出', accounts: ['4301'] },
  { line: 27, title: '长期待摊费用', accounts: ['1801'] },
  { line: 28, title: '其他非流动资产', accounts: [] },
  {
    line: 29,
    title: '非流动资产合计',
    of: [
      [16, 1],
      [17, 1],
      [20, 1],
      [21, 1],
      [22, 1],
      [23, 1],
      [24, 1],
      [25, 1],
      [26, 1],
      [27, 1],
      [28, 1],
    ],
  },
  {
    line: 30,
    title: '资产总计',
    of: [
      [15, 1],
      [29, 1],
    ],
  },
];

const LIABILITIES: Line[] = [
  { line: 31, title: '短期借款', accounts: ['2001'] },
  { line: 32, title: '应付票据', accounts: ['2201'] },
  { line: 33, title: '应付账款', accounts: ['2202'] },
  { line: 34, title: '预收账款', accounts: ['2203'] },
  { line: 35, title: '应付职工薪酬', accounts: ['2211'] },
  { line: 36, title: '应交税费', accounts: ['2221'] },
  { line: 37, title: '应付利息', accounts: ['2231'] },
  { line: 38, title: '应付利润', accounts: ['2232'] },
  { line: 39, title: '其他应付款', accounts: ['2241'] },
  { line: 40, title: '其他流动负债', accounts: [], rest: ['liability'] },
  {
    line: 41,
    title: '流动负债合计',
    of: [31, 32, 33, 34, 35, 36, 37, 38, 39, 40].map((l) => [l, 1] as [number, 1]),
  },
  { line: 42, title: '长期借款', accounts: ['2501'] },
  { line: 43, title: '长期应付款', accounts: ['2701'] },
  { line: 44, title: '递延收益', accounts: ['2401'] },
  { line: 45, title: '其他非流动负债', accounts: [] },
  {
    line: 46,
    title: '非流动负债合计',
    of: [
      [42, 1],
      [43, 1],
      [44, 1],
      [45, 1],
    ],
  },
  {
    line: 47,
    title: '负债合计',
    of: [
      [41, 1],
      [46, 1],
    ],
  },
  { line: 48, title: '实收资本（或股本）', accounts: ['3001'] },
  { line: 49, title: '资本公积', accounts: ['3002'] },
  { line: 50, title: '盈余公积', accounts: ['3101'] },
  // Profit not yet carried to 本年利润 (no 结转损益 this month) is undistributed profit already: the sheet balances every day.
  { line: 51, title: '未分配利润', accounts: ['3103', '3104'], rest: ['equity', 'profit_loss'] },
  {
    line: 52,
    title: '所有者权益（或股东权益）合计',
    of: [
      [48, 1],
      [49, 1],
      [50, 1],
      [51, 1],
    ],
  },
  {
    line: 53,
    title: '负债和所有者权益（或股东权益）总计',
    of: [
      [47, 1],
      [52, 1],
    ],
  },
];

const named = (lines: Line[]) => new Set(lines.flatMap((l) => (l.part ? [] : (l.accounts ?? []))));

/** Each row's figure over the accounts' moves, and the accounts it sums (those a rest row catches included). */
function figures(lines: Line[], moves: AccountMoves[], side: 'debit' | 'credit'): { row: StatementRow; value: Dec }[] {
  const taken = named(lines);
  const byLine = new Map<number, Dec>();
  return lines.map((l) => {
    const accounts = [
      ...(l.accounts ?? []),
      ...(l.rest ? moves.filter((m) => l.rest!.includes(m.category) && !taken.has(m.code)).map((m) => m.code) : []),
    ];
    const value = l.of
      ? l.of.reduce((acc, [line, sign]) => acc.plus((byLine.get(line) ?? dec(0)).times(sign)), dec(0))
      : accounts.reduce((acc, code) => acc.plus(amount(moves.find((m) => m.code === code)?.moved, l.side ?? side)), dec(0));
    if (!l.part) byLine.set(l.line, value);
    return { row: { line: l.line, title: l.title, accounts: [...new Set(accounts)].sort(), total: !!l.of }, value };
  });
}

const money = (v: Dec) => v.toDecimalPlaces(2).toNumber();

/** 利润表 of a month: each row's 本月金额 and 本年累计金额 from what moved through the profit and loss accounts. */
export function profitStatement(period: string, month: AccountMoves[], year: AccountMoves[]): ProfitStatement {
  const m = figures(PROFIT, month, 'debit');
  const y = figures(PROFIT, year, 'debit');
  return { period, rows: m.map(({ row, value }, i) => ({ ...row, month: money(value), year: money(y[i].value) })) };
}

/** 资产负债表 at a month's end: every account's balance at its end and at the start of its year. */
export function balanceSheet(period: string, closing: AccountMoves[], yearOpening: AccountMoves[]): BalanceSheet {
  const side = (lines: Line[], s: 'debit' | 'credit') => {
    const end = figures(lines, closing, s);
    const start = figures(lines, yearOpening, s);
    return end.map(({ row, value }, i) => ({
      ...row,
      accounts: [...new Set([...row.accounts, ...start[i].row.accounts])].sort(),
      closing: money(value),
      yearOpening: money(start[i].value),
    }));
  };
  const assets = side(ASSETS, 'debit');
  const liabilities = side(LIABILITIES, 'credit');
  const [a, l] = [assets.at(-1)!, liabilities.at(-1)!];
  return { period, assets, liabilities, balanced: a.closing === l.closing && a.yearOpening === l.yearOpening };
}
