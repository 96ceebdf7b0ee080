/**
 * The ledger (业财一体, issue 42): the chart of accounts of 小企业会计准则, vouchers made from the audited documents by
 * rules the bookkeeper may change, manual vouchers, their review, the trial balance and the agreements with 进销存.
 */

/** The menu entries of the 会计 group (after 财务): 凭证, 账簿, 财务报表, 会计科目 and 凭证规则. */
export const LEDGER_MENU = {
  vouchers: '5501',
  books: '5502',
  statements: '5503',
  accounts: '5504',
  rules: '5505',
} as const;

export type LedgerDirection = 'debit' | 'credit';
export type LedgerCategory = 'asset' | 'liability' | 'equity' | 'cost' | 'profit_loss';
/** The auxiliary dimensions (辅助核算) an account may carry. */
export type LedgerAux = 'customer' | 'supplier' | 'account' | 'warehouse' | 'employee';

export const LEDGER_CATEGORY_NAMES: Record<LedgerCategory, string> = {
  asset: '资产',
  liability: '负债',
  equity: '所有者权益',
  cost: '成本',
  profit_loss: '损益',
};
export const LEDGER_AUX_NAMES: Record<LedgerAux, string> = {
  customer: '客户',
  supplier: '供应商',
  account: '结算账户',
  warehouse: '仓库',
  employee: '职员',
};

export interface ChartAccount {
  code: string;
  name: string;
  parentCode: string | null;
  direction: LedgerDirection;
  category: LedgerCategory;
  aux: LedgerAux[];
}

const A = (
  code: string,
  name: string,
  category: LedgerCategory,
  direction: LedgerDirection,
  aux: LedgerAux[] = [],
  parentCode: string | null = null,
): ChartAccount => ({ code, name, parentCode, direction, category, aux });

/** The chart every company starts with (小企业会计准则, 2013). */
export const SMALL_BUSINESS_CHART: readonly ChartAccount[] = [
  A('1001', '库存现金', 'asset', 'debit', ['account']),
  A('1002', '银行存款', 'asset', 'debit', ['account']),
  A('1012', '其他货币资金', 'asset', 'debit', ['account']),
  A('1122', '应收账款', 'asset', 'debit', ['customer']),
  A('1123', '预付账款', 'asset', 'debit', ['supplier']),
  A('1221', '其他应收款', 'asset', 'debit', ['employee']),
  A('1402', '在途物资', 'asset', 'debit', ['supplier']),
  A('1403', '原材料', 'asset', 'debit', ['warehouse']),
  A('1405', '库存商品', 'asset', 'debit', ['warehouse']),
  A('1601', '固定资产', 'asset', 'debit'),
  A('1901', '待处理财产损溢', 'asset', 'debit', ['warehouse']),
  A('2202', '应付账款', 'liability', 'credit', ['supplier']),
  A('2203', '预收账款', 'liability', 'credit', ['customer']),
  A('2211', '应付职工薪酬', 'liability', 'credit', ['employee']),
  A('2221', '应交税费', 'liability', 'credit'),
  A('222101', '应交增值税', 'liability', 'credit', [], '2221'),
  A('22210101', '进项税额', 'liability', 'debit', [], '222101'),
  A('22210102', '销项税额', 'liability', 'credit', [], '222101'),
  A('2241', '其他应付款', 'liability', 'credit', ['customer']),
  A('3001', '实收资本', 'equity', 'credit'),
  A('3103', '本年利润', 'equity', 'credit'),
  A('3104', '利润分配', 'equity', 'credit'),
  A('4001', '生产成本', 'cost', 'debit'),
  A('5001', '主营业务收入', 'profit_loss', 'credit'),
  A('5051', '其他业务收入', 'profit_loss', 'credit'),
  A('5301', '营业外收入', 'profit_loss', 'credit'),
  A('5401', '主营业务成本', 'profit_loss', 'debit'),
  A('5402', '其他业务成本', 'profit_loss', 'debit'),
  A('5403', '税金及附加', 'profit_loss', 'debit'),
  A('5601', '销售费用', 'profit_loss', 'debit'),
  A('5602', '管理费用', 'profit_loss', 'debit'),
  A('5603', '财务费用', 'profit_loss', 'debit'),
  A('5711', '营业外支出', 'profit_loss', 'debit'),
  A('5801', '所得税费用', 'profit_loss', 'debit'),
];

/** An account of the company's chart (LedgerAccount/List). */
export interface LedgerAccountRow extends ChartAccount {
  enabled: boolean;
  /** 1 for a top-level account, 2 for its child … */
  level: number;
  /** One of the chart's own (its code stays; it may be renamed or disabled). */
  builtIn: boolean;
}

/** LedgerAccount/Save: a new account under parentCode (its code starts with the parent's), or a change of one. */
export interface LedgerAccountInput {
  code: string;
  name: string;
  parentCode?: string;
  aux?: LedgerAux[];
}

/** Voucher status: 0 未审核, 1 已审核, 2 已过账. */
export type VoucherStatus = 0 | 1 | 2;
export const VOUCHER_STATUS_NAMES: Record<VoucherStatus, string> = { 0: '未审核', 1: '已审核', 2: '已过账' };

export interface VoucherLine {
  lineNo: number;
  accountCode: string;
  accountName: string;
  summary: string;
  debit: number;
  credit: number;
  customId?: string;
  supplierId?: string;
  accountId?: string;
  warehouseId?: string;
  employeeId?: string;
  /** The auxiliary record's name (客户 张三), when the line carries one. */
  auxName?: string;
  /** The document the line comes from (a summary voucher gathers several): its type, id and number. */
  billType?: number;
  billId?: string;
  billNo?: string;
}

/** One voucher (Voucher/PageQuery row, Voucher/Detail). */
export interface VoucherRow {
  voucherId: string;
  /** '记-0001' */
  voucherNo: string;
  /** yyyy-MM-dd */
  date: string;
  /** yyyy-MM */
  period: string;
  status: VoucherStatus;
  statusName: string;
  summary: string;
  attachments: number;
  sourceBillType?: number;
  sourceBillId?: string;
  sourceBillNo?: string;
  /** The voucher this one reverses (红字冲销). */
  redOf?: string;
  /** The red voucher that reverses this one. */
  redBy?: string;
  madeBy: string;
  /** Who made it (the user who audited its document, or wrote it): they may not 审核 or 反审核 it. */
  madeById: string;
  auditedBy: string;
  postedBy: string;
  debitTotal: number;
  creditTotal: number;
  lines: VoucherLine[];
  /** Files attached to the voucher (the annex module, owner type Voucher). */
  annexCount: number;
}

export interface VoucherPage {
  data: VoucherRow[];
  total: number;
}

/** Voucher/Save: a manual voucher (new without voucherId, else a change of an unreviewed manual one). */
export interface VoucherInput {
  voucherId?: string;
  date: string;
  attachments?: number;
  lines: {
    accountCode: string;
    summary: string;
    debit?: number;
    credit?: number;
    customId?: string;
    supplierId?: string;
    accountId?: string;
    warehouseId?: string;
    employeeId?: string;
  }[];
}

export interface TrialBalanceRow {
  accountCode: string;
  accountName: string;
  direction: LedgerDirection;
  level: number;
  /** Signed by the account's direction: positive on its own side. */
  openingBalance: number;
  debit: number;
  credit: number;
  closingBalance: number;
}

export interface TrialBalance {
  period: string;
  data: TrialBalanceRow[];
  /** Over the top-level accounts. */
  totals: { debit: number; credit: number; openingDebit: number; openingCredit: number; closingDebit: number; closingCredit: number };
  balanced: boolean;
}

/** The five agreements of the books with 进销存 (Ledger/Check). */
export type AgreementKey = 'trialBalance' | 'stock' | 'receivable' | 'payable' | 'accounts';
export const AGREEMENT_TITLES: Record<AgreementKey, string> = {
  trialBalance: '试算平衡',
  stock: '库存商品 = 库存金额',
  receivable: '应收账款 − 预收账款 = 客户应收欠款 − 预存款余额',
  payable: '应付账款 − 预付账款 = 供应商应付欠款',
  accounts: '银行存款、库存现金 = 结算账户余额',
};

/** One side that does not agree: a customer, supplier, account or warehouse, or the ledger as a whole. */
export interface AgreementMismatch {
  id: string;
  name: string;
  /** What 进销存 shows. */
  expected: number;
  /** What the books show. */
  actual: number;
  /** The documents whose vouchers differ from what 进销存 counted for them (for 试算平衡: the vouchers that do not balance). */
  documents: { billType: number; billId: string; billNo: string; billDate: string; expected: number; actual: number }[];
}

export interface Agreement {
  key: AgreementKey;
  title: string;
  expected: number;
  actual: number;
  ok: boolean;
  mismatches: AgreementMismatch[];
}

export interface LedgerCheck {
  /** yyyy-MM-dd: the books and 进销存 through this day. */
  date: string;
  ok: boolean;
  agreements: Agreement[];
}

/** Where a voucher line's amount comes from, in the product's words (a rule line's `amount`). */
export const RULE_AMOUNTS = {
  totalAmount: '单据金额(价税合计)',
  netAmount: '不含税金额',
  taxAmount: '税额',
  settleAmount: '本次收款/付款',
  prepaidAmount: '预存款抵扣/退回预存款',
  amount: '金额',
  giftAmount: '赠送金额',
  fee: '手续费',
  inCost: '入库成本',
  outCost: '出库成本',
  costDiff: '单据金额与成本的差额',
  assemblyFee: '组装拆卸费用',
} as const;
export type RuleAmount = keyof typeof RULE_AMOUNTS;

/** A rule line's account may be the account mapped to the document's own record, in the product's words. */
export const RULE_ACCOUNT_REFS = {
  $account: '结算账户对应科目',
  $inAccount: '转入账户对应科目',
  $outAccount: '转出账户对应科目',
  $item: '收支项目对应科目',
  $storageType: '出入库类型对应科目',
} as const;
export type RuleAccountRef = keyof typeof RULE_ACCOUNT_REFS;

export interface RuleLine {
  side: LedgerDirection;
  /** An account code, or one of RULE_ACCOUNT_REFS. */
  accountCode: string;
  amount: RuleAmount;
  /** The line's summary; {billNo} and {partner} are filled in. */
  summary: string;
}

/**
 * A rule: for a document type, the voucher's lines (kind 'bill', key `bill:<billType>` or a variant of it); for an
 * income/expense item, a settlement account or an 出入库类型, the account it maps to (kind 'item' / 'account' /
 * 'storageType', key `<kind>:<id>`).
 */
export interface LedgerRule {
  ruleKey: string;
  kind: 'bill' | 'item' | 'account' | 'storageType';
  title: string;
  lines?: RuleLine[];
  accountCode?: string;
  /** Changed by the bookkeeper (not the product's default). */
  changed: boolean;
  changedBy?: string;
  changedAt?: string;
}

export interface LedgerRuleInput {
  ruleKey: string;
  lines?: RuleLine[];
  accountCode?: string;
}

/** How vouchers are made from documents: one per document, or one per day and document type (summarised). */
export type VoucherMode = 'perDocument' | 'perDay';
export interface LedgerSetting {
  voucherMode: VoucherMode;
}

/** Ledger/CloseProfit: 结转损益 of a month into 本年利润 (3103). */
export interface CloseProfitInput {
  period: string;
}
