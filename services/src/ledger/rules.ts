import { RULE_ACCOUNT_REFS, type LedgerAux, type RuleAmount, type RuleLine } from '../contracts';
import { D, Dec, dec, toDb } from '../shared/decimal';
import type { VoucherLineData } from './ledger-events';

const line = (side: 'debit' | 'credit', accountCode: string, amount: RuleAmount, summary: string): RuleLine => ({
  side,
  accountCode,
  amount,
  summary,
});
const Dr = (code: string, amount: RuleAmount, summary: string) => line('debit', code, amount, summary);
const Cr = (code: string, amount: RuleAmount, summary: string) => line('credit', code, amount, summary);

/**
 * The product's rules: for each kind of document, the voucher its audit makes (小企业会计准则). The bookkeeper may
 * replace any of them (LedgerRule/Save); a red reversal copies the voucher it reverses, so a changed rule only
 * changes documents audited after it.
 */
export const DEFAULT_RULES: Record<string, { title: string; lines: RuleLine[] }> = {
  'bill:201': {
    title: '销售单',
    lines: [
      Dr('1122', 'totalAmount', '销售 {billNo}'),
      Cr('5001', 'netAmount', '销售 {billNo}'),
      Cr('22210102', 'taxAmount', '销售 {billNo} 销项税'),
      Dr('$account', 'settleAmount', '销售收款 {billNo}'),
      Cr('1122', 'settleAmount', '销售收款 {billNo}'),
      Dr('2203', 'prepaidAmount', '预存款抵扣 {billNo}'),
      Cr('1122', 'prepaidAmount', '预存款抵扣 {billNo}'),
      Dr('5401', 'outCost', '结转销售成本 {billNo}'),
      Cr('1405', 'outCost', '结转销售成本 {billNo}'),
    ],
  },
  'bill:202': {
    title: '销售退货单',
    lines: [
      Dr('5001', 'netAmount', '销售退货 {billNo}'),
      Dr('22210102', 'taxAmount', '销售退货 {billNo} 销项税'),
      Cr('1122', 'totalAmount', '销售退货 {billNo}'),
      Dr('1122', 'settleAmount', '销售退货退款 {billNo}'),
      Cr('$account', 'settleAmount', '销售退货退款 {billNo}'),
      Dr('1122', 'prepaidAmount', '退回预存款 {billNo}'),
      Cr('2203', 'prepaidAmount', '退回预存款 {billNo}'),
      Dr('1405', 'inCost', '销售退货冲减成本 {billNo}'),
      Cr('5401', 'inCost', '销售退货冲减成本 {billNo}'),
    ],
  },
  'bill:301': {
    title: '采购单',
    lines: [
      Dr('1405', 'inCost', '采购入库 {billNo}'),
      Dr('22210101', 'taxAmount', '采购 {billNo} 进项税'),
      Dr('1402', 'costDiff', '采购在途 {billNo}'),
      Cr('2202', 'totalAmount', '采购 {billNo}'),
      Dr('2202', 'settleAmount', '采购付款 {billNo}'),
      Cr('$account', 'settleAmount', '采购付款 {billNo}'),
    ],
  },
  'bill:302': {
    title: '采购退货单',
    lines: [
      Dr('2202', 'totalAmount', '采购退货 {billNo}'),
      Cr('1405', 'outCost', '采购退货出库 {billNo}'),
      Cr('22210101', 'taxAmount', '采购退货 {billNo} 进项税转出'),
      Cr('5401', 'costDiff', '采购退货差价 {billNo}'),
      Dr('$account', 'settleAmount', '采购退货退款 {billNo}'),
      Cr('2202', 'settleAmount', '采购退货退款 {billNo}'),
    ],
  },
  'bill:103': {
    title: '收款单',
    lines: [Dr('$account', 'amount', '收款 {billNo}'), Cr('1122', 'amount', '收款 {billNo}')],
  },
  'bill:104': {
    title: '付款单',
    lines: [Dr('2202', 'amount', '付款 {billNo}'), Cr('$account', 'amount', '付款 {billNo}')],
  },
  'bill:110': {
    title: '客户退款(退多收款)',
    lines: [Dr('1122', 'amount', '退客户多收款 {billNo}'), Cr('$account', 'amount', '退客户多收款 {billNo}')],
  },
  'bill:110:prepaid': {
    title: '客户退款(退预存款)',
    lines: [Dr('2203', 'amount', '退客户预存款 {billNo}'), Cr('$account', 'amount', '退客户预存款 {billNo}')],
  },
  'bill:111': {
    title: '供应商退款',
    lines: [Dr('$account', 'amount', '供应商退款 {billNo}'), Cr('2202', 'amount', '供应商退款 {billNo}')],
  },
  'bill:107': {
    title: '客户预存',
    lines: [
      Dr('$account', 'amount', '客户预存 {billNo}'),
      Cr('2203', 'amount', '客户预存 {billNo}'),
      Dr('5601', 'giftAmount', '预存赠送 {billNo}'),
      Cr('2203', 'giftAmount', '预存赠送 {billNo}'),
    ],
  },
  'bill:108': {
    title: '客户押金',
    lines: [Dr('$account', 'amount', '收客户押金 {billNo}'), Cr('2241', 'amount', '收客户押金 {billNo}')],
  },
  'bill:108:return': {
    title: '退还押金',
    lines: [Dr('2241', 'amount', '退还客户押金 {billNo}'), Cr('$account', 'amount', '退还客户押金 {billNo}')],
  },
  'bill:109': {
    title: '账户转账',
    lines: [
      Dr('$inAccount', 'amount', '账户转账 {billNo}'),
      Cr('$outAccount', 'amount', '账户转账 {billNo}'),
      Dr('5603', 'fee', '转账手续费 {billNo}'),
      Cr('$outAccount', 'fee', '转账手续费 {billNo}'),
    ],
  },
  'bill:105': {
    title: '日常收入',
    lines: [Dr('$account', 'amount', '日常收入 {billNo}'), Cr('$item', 'amount', '日常收入 {billNo}')],
  },
  'bill:106': {
    title: '日常支出',
    lines: [Dr('$item', 'amount', '日常支出 {billNo}'), Cr('$account', 'amount', '日常支出 {billNo}')],
  },
  'bill:400': {
    title: '盘点单',
    lines: [
      Dr('1405', 'inCost', '盘盈 {billNo}'),
      Cr('1901', 'inCost', '盘盈 {billNo}'),
      Dr('1901', 'outCost', '盘亏 {billNo}'),
      Cr('1405', 'outCost', '盘亏 {billNo}'),
    ],
  },
  'bill:500': {
    title: '组装拆卸单',
    lines: [
      Dr('1405', 'inCost', '组装拆卸入库 {billNo}'),
      Cr('1405', 'outCost', '组装拆卸出库 {billNo}'),
      Cr('4001', 'assemblyFee', '组装拆卸费用 {billNo}'),
    ],
  },
  'bill:700': {
    title: '其他入库单',
    lines: [Dr('1405', 'inCost', '其他入库 {billNo}'), Cr('$storageType', 'inCost', '其他入库 {billNo}')],
  },
  'bill:600': {
    title: '其他出库单',
    lines: [Dr('$storageType', 'outCost', '其他出库 {billNo}'), Cr('1405', 'outCost', '其他出库 {billNo}')],
  },
  'bill:850': {
    title: '调拨单',
    lines: [Dr('1405', 'inCost', '调拨入库 {billNo}'), Cr('1405', 'outCost', '调拨出库 {billNo}')],
  },
  'bill:121': {
    title: '成本调价单',
    lines: [Dr('1405', 'inCost', '成本调价 {billNo}'), Cr('5401', 'inCost', '成本调价 {billNo}')],
  },
  'opening:stock': {
    title: '期初库存',
    lines: [Dr('1405', 'inCost', '期初库存 {billNo}'), Cr('3001', 'inCost', '期初库存 {billNo}')],
  },
  'invoice:issued': {
    title: '销售开票(单据未含税时)',
    lines: [Dr('5001', 'taxAmount', '开票 {billNo} 销项税'), Cr('22210102', 'taxAmount', '开票 {billNo} 销项税')],
  },
  'invoice:received': {
    title: '采购收票(单据未含税时)',
    lines: [Dr('22210101', 'taxAmount', '收票 {billNo} 进项税'), Cr('5401', 'taxAmount', '收票 {billNo} 进项税')],
  },
};

/** The account an opening balance's contra goes to (期初余额 of accounts, customers and suppliers). */
export const OPENING_CONTRA = '3001';

/** What a document (or a part of its life: a warehouse confirmation, a deposit's return) says to the ledger. */
export interface Facts {
  ruleKey: string;
  billType: number;
  docId: string;
  billNo: string;
  billDate: string;
  customId?: string;
  supplierId?: string;
  accountId?: string;
  inAccountId?: string;
  outAccountId?: string;
  storageTypeId?: string;
  amounts: Partial<Record<RuleAmount, string>>;
  /** Cost of the goods that came in and went out, per warehouse (inCost, outCost). */
  costs?: { inCost: [warehouseId: string, amount: string][]; outCost: [warehouseId: string, amount: string][] };
  /** 日常收支: each income or expense item's amount ($item lines). */
  items?: { classId: string; amount: string }[];
}

/** What a company's books say to a rule: the account each record maps to, and the dimensions each account carries. */
export interface Book {
  mapped(kind: 'account' | 'item' | 'storageType', id: string | undefined): string;
  aux(code: string): readonly LedgerAux[];
}

const MONEY_REFS = { $account: 'accountId', $inAccount: 'inAccountId', $outAccount: 'outAccountId' } as const;

export const isAccountRef = (code: string): code is keyof typeof RULE_ACCOUNT_REFS => code in RULE_ACCOUNT_REFS;

/**
 * The voucher lines a rule makes of a document's facts: each rule line once per amount (the costs once per warehouse,
 * the item account once per item), none for a zero; a negative amount goes to the other side. Lines carry the
 * dimensions their account keeps; money lines always name their settlement account.
 */
export function voucherLines(f: Facts, rule: readonly RuleLine[], book: Book): VoucherLineData[] {
  const out: VoucherLineData[] = [];
  for (const r of rule) {
    const parts: { amount: Dec; code: string; warehouseId?: string; accountId?: string }[] = [];
    const ref = MONEY_REFS[r.accountCode as keyof typeof MONEY_REFS];
    const moneyAccount = ref && f[ref];
    if (r.accountCode === '$item' && f.items) {
      for (const i of f.items) parts.push({ amount: dec(i.amount), code: book.mapped('item', i.classId) });
    } else {
      const code = ref
        ? book.mapped('account', moneyAccount)
        : r.accountCode === '$storageType'
          ? book.mapped('storageType', f.storageTypeId)
          : r.accountCode;
      if ((r.amount === 'inCost' || r.amount === 'outCost') && f.costs) {
        for (const [warehouseId, amount] of f.costs[r.amount]) parts.push({ amount: dec(amount), code, warehouseId });
      } else parts.push({ amount: dec(f.amounts[r.amount] ?? 0), code, accountId: moneyAccount });
    }
    for (const p of parts) {
      if (p.amount.isZero()) continue;
      const debitSide = (r.side === 'debit') === p.amount.gt(0);
      const amount = toDb(p.amount.abs());
      out.push({
        accountCode: p.code,
        summary: r.summary.replace('{billNo}', f.billNo),
        debit: debitSide ? amount : '0',
        credit: debitSide ? '0' : amount,
        ...auxOf(book.aux(p.code), f, p),
      });
    }
  }
  return out;
}

function auxOf(aux: readonly LedgerAux[], f: Facts, p: { warehouseId?: string; accountId?: string }) {
  const has = (a: LedgerAux) => aux.includes(a);
  return {
    ...(has('customer') && f.customId && { customId: f.customId }),
    ...(has('supplier') && f.supplierId && { supplierId: f.supplierId }),
    ...(p.accountId ? { accountId: p.accountId } : has('account') && f.accountId && { accountId: f.accountId }),
    ...(has('warehouse') && p.warehouseId && { warehouseId: p.warehouseId }),
  };
}

/** Debits less credits of some lines. */
export const imbalance = (lines: readonly Pick<VoucherLineData, 'debit' | 'credit'>[]) =>
  lines.reduce((s, l) => s.plus(l.debit).minus(l.credit), new D(0));

/** The default account of a settlement account: cash (a name with 现金) 库存现金, any other 银行存款. */
export const defaultAccountCode = (name: string) => (/现金/.test(name) ? '1001' : '1002');

/**
 * The default account of an income or expense item, by what its name says: interest, fines, subsidies and gains
 * outside the trade are 营业外收入, other income 其他业务收入; selling costs 销售费用, interest and bank fees 财务费用,
 * fines, donations and losses 营业外支出, the rest 管理费用.
 */
export function defaultItemCode(classType: string, name: string): string {
  if (classType === 'income') return /利息|罚款|罚没|赔偿|补贴|补助|捐赠|盘盈|营业外/.test(name) ? '5301' : '5051';
  if (/罚款|滞纳金|捐赠|赔偿|损失|营业外/.test(name)) return '5711';
  if (/利息|手续费|汇兑|财务/.test(name)) return '5603';
  if (/运费|物流|快递|广告|宣传|促销|包装|销售|推广|展览|佣金/.test(name)) return '5601';
  return '5602';
}

/** The default contra of an 出入库类型: in 营业外收入; out 营业外支出 when it counts as a loss (计入损耗), else 管理费用. */
export const defaultStorageTypeCode = (direction: string, lossFlag: number) => (direction === 'in' ? '5301' : lossFlag ? '5711' : '5602');
