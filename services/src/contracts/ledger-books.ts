/**
 * The books and statements read from the vouchers (明细账, 总账, 利润表, 资产负债表) and the vouchers behind a figure.
 * Amounts are numbers with 2 decimals; a balance is signed by its account's direction (借 for an asset, 贷 for a
 * liability) and `side` says on which side it stands (借, 贷, or 平 when it is zero), as a book prints it.
 */
export type BalanceSide = '借' | '贷' | '平';

/** One voucher line of an account's 明细账, with the account's balance after it. */
export interface DetailBookLine {
  date: string;
  voucherId: string;
  /** 记-0001 */
  voucherNo: string;
  accountCode: string;
  accountName: string;
  summary: string;
  debit: number;
  credit: number;
  balance: number;
  side: BalanceSide;
  sourceBillType: number | null;
  sourceBillId: string | null;
  sourceBillNo: string | null;
}

/** 明细账 of one account (its sub-accounts included) over a range of months, optionally of one auxiliary. */
export interface DetailBook {
  accountCode: string;
  accountName: string;
  direction: 'debit' | 'credit';
  openingBalance: number;
  openingSide: BalanceSide;
  lines: DetailBookLine[];
  totals: { debit: number; credit: number };
  closingBalance: number;
  closingSide: BalanceSide;
}

/** One month of an account in the 总账: its opening, the month's and the year's debits and credits, its closing. */
export interface GeneralBookMonth {
  period: string;
  openingBalance: number;
  debit: number;
  credit: number;
  yearDebit: number;
  yearCredit: number;
  closingBalance: number;
  side: BalanceSide;
}

export interface GeneralBookAccount {
  accountCode: string;
  accountName: string;
  direction: 'debit' | 'credit';
  months: GeneralBookMonth[];
}

export interface GeneralBook {
  data: GeneralBookAccount[];
}

/**
 * A row of a statement: its line number (0 for a 其中 row, which no total adds), its title as the statement prints
 * it, the accounts (level-1 codes) whose figures it sums — empty for a total — so that a figure leads to its vouchers.
 */
export interface StatementRow {
  line: number;
  title: string;
  accounts: string[];
  /** A total of other rows (营业利润, 流动资产合计 …), printed bold. */
  total: boolean;
}

/** 利润表 (小企业会计准则, 会小企02表): 本月金额 and 本年累计金额, 结转损益 left out. */
export interface ProfitStatement {
  period: string;
  rows: (StatementRow & { month: number; year: number })[];
}

/** 资产负债表 (小企业会计准则, 会小企01表): 期末余额 at the month's end and 年初余额. */
export interface BalanceSheet {
  period: string;
  assets: (StatementRow & { closing: number; yearOpening: number })[];
  liabilities: (StatementRow & { closing: number; yearOpening: number })[];
  /** 资产总计 equals 负债和所有者权益总计, at the end and at the year's start. */
  balanced: boolean;
}

/** A voucher line behind a figure (Ledger/Entries: of some accounts over a range of months). */
export type LedgerEntry = Omit<DetailBookLine, 'balance' | 'side'>;

export interface LedgerEntries {
  data: LedgerEntry[];
  totals: { debit: number; credit: number };
}
