import { DOCUMENTS, type DocumentDescription, type DocumentKey } from './documents';

/**
 * What each document prints, as data: its fields by the key its Detail call answers them under (the data the print
 * bridge loads), the lists of lines, the totals, the payment and the amount written in capitals (大写金额).
 */

export type PrintFormat = 'text' | 'money' | 'qty' | 'rate' | 'date' | 'datetime';

export interface PrintField {
  /** A path into the document's Detail ('billNo', 'extend.contact'); a total 'sum:qty' adds up that column over the lines. */
  key: string;
  label: string;
  format?: PrintFormat;
  /** A value made of others: added, or taken away when prefixed '-' (本单欠款). */
  sum?: string[];
  /** Values shown by name ('assemble' → '组装'). */
  names?: Record<string, string>;
  /** Which original templates carry it: 1 every paper, 2 A4 and 241 mm, 3 A4 only; absent: offered, not chosen. */
  level?: 1 | 2 | 3;
}

export interface PrintKind {
  billType: number;
  /** 销售单 …: the printed title of the originals. */
  title: string;
  /** The menu whose 查看 the Detail call needs. */
  menuId: string;
  /** Where the data comes from: the document's Detail call and its id field. */
  detail: { call: string; idField: string };
  header: PrintField[];
  /** The lists of lines in the Detail, with a caption when there are several (an assembly's 组件 and 成品). */
  tables: { key: string; title: string }[];
  columns: PrintField[];
  totals: PrintField[];
  payment: PrintField[];
  /** The total written in capitals (大写金额). */
  amount?: string;
  /** Called on every print, answering printCount (the seed's Sale/PrintCountAdd). */
  countCall?: string;
  /** The signature lines of the originals. */
  signatures: string[];
}

/** A signature line filled in from the document: 制单人 is who made it. */
export const SIGNATURE_FILLS: Record<string, string> = { 制单人: 'userName' };

const f = (key: string, label: string, level?: PrintField['level'], format?: PrintFormat): PrintField => ({ key, label, level, format });
const money = (key: string, label: string, level?: PrintField['level']) => f(key, label, level, 'money');
const qty = (key: string, label: string, level?: PrintField['level']) => f(key, label, level, 'qty');

const made = [f('userName', '制单人', 1), f('createTime', '制单时间', undefined, 'datetime'), f('remark', '备注', 2)];
const dated = [f('billNo', '单据编号', 1), f('billDate', '单据日期', 1, 'date')];
const product = [
  f('index', '序号', 2),
  f('productCode', '商品编码', 3),
  f('productName', '商品名称', 1),
  f('spec', '规格', 2),
  f('barCode', '条码'),
  f('unitName', '单位', 2),
];
const tracked = [f('batchNo', '批次'), f('serials', '序列号')];
const LINES = [{ key: 'lines', title: '' }];
const GOODS_SIGNS = ['制单人', '经手人', '收货人'];
const STOCK_SIGNS = ['制单人', '经手人', '库管员'];

/** How a document prints, given its description. */
type Layout = (d: DocumentDescription) => PrintKind;

/** What every kind says, from its description: its type, title, menu, and its Detail call and id field. */
const base = (d: DocumentDescription) => ({
  billType: d.billType,
  title: d.title,
  menuId: d.menuId,
  detail: { call: `${d.kind}/Detail`, idField: d.idField },
});

interface TradeOpts {
  /** The sale's delivery details (收货人, 联系电话, 收货地址): a 送货单. */
  delivery?: boolean;
  /** Every print is counted (`${kind}/PrintCountAdd`). */
  counted?: boolean;
}

/**
 * A purchase or sale document of the document kit: partner, warehouse, priced lines, totals and what was paid on it
 * (its description's partner, settle and prepaid). Orders and quotations (no stock moved) owe nothing yet.
 */
const trade =
  (o: TradeOpts = {}): Layout =>
  (d) => {
    const { field: settle, label: settleLabel } = d.settle!;
    const prepaid = d.prepaid?.label;
    const order = d.direction === 'none';
    const delivery = o.delivery
      ? [f('extend.contact', '收货人', 2), f('extend.phone', '联系电话', 2), f('extend.address', '收货地址', 2)]
      : [];
    const arrears = { ...money('arrears', '本单欠款', 1), sum: ['totalAmount', `-${settle}`, ...(prepaid ? ['-prepaidAmount'] : [])] };
    return {
      ...base(d),
      header: [
        ...dated,
        f('partnerName', d.partner!.label, 1),
        f('warehouseName', '仓库', 2),
        ...delivery,
        ...made,
        ...(o.counted ? [f('printCount', '打印次数')] : []),
      ],
      tables: LINES,
      columns: [
        ...product,
        qty('qty', '数量', 1),
        f('price', '单价', 1, 'money'),
        f('discount', '折扣(%)', undefined, 'rate'),
        f('taxRate', '税率(%)', undefined, 'rate'),
        money('amount', '金额', 3),
        money('taxAmount', '税额'),
        money('lineTotal', '价税合计', 1),
        f('warehouseName', '仓库'),
        f('locationName', '库位', 3),
        ...tracked,
        f('remark', '备注', 3),
      ],
      totals: [
        qty('sum:qty', '数量合计', 1),
        money('amount', '金额'),
        money('taxAmount', '税额'),
        money('discountAmount', '整单优惠', 2),
        money('totalAmount', '合计金额', 1),
      ],
      payment: [
        money(settle, settleLabel, 1),
        ...(prepaid ? [money('prepaidAmount', prepaid, 2)] : []),
        ...(order ? [] : [arrears]),
        f('accountName', '结算账户', 2),
      ],
      amount: 'totalAmount',
      countCall: o.counted ? `${d.kind}/PrintCountAdd` : undefined,
      signatures: GOODS_SIGNS,
    };
  };

interface StockOpts {
  header: PrintField[];
  columns: PrintField[];
  totals?: PrintField[];
  tables?: PrintKind['tables'];
  amount?: string;
}

/** A stock document of the document kit: warehouse, lines of goods, no partner and no payment. */
const stock =
  (o: StockOpts): Layout =>
  (d) => ({
    ...base(d),
    header: [...dated, ...o.header, ...made],
    tables: o.tables ?? LINES,
    columns: [...product, ...o.columns, ...tracked, f('remark', '备注', 3)],
    totals: o.totals ?? [qty('sum:qty', '数量合计', 1)],
    payment: [],
    amount: o.amount,
    signatures: STOCK_SIGNS,
  });

interface CashOpts {
  header: PrintField[];
  totals: PrintField[];
  signatures: string[];
  lines?: PrintField[];
}

/** A cash document: accounts and amounts, lines only for 日常收支's 收支项目. */
const cash =
  (o: CashOpts): Layout =>
  (d) => ({
    ...base(d),
    header: [...dated, ...o.header, ...made],
    tables: o.lines ? LINES : [],
    columns: o.lines ?? [],
    totals: o.totals,
    payment: [],
    amount: o.totals[0].key,
    signatures: o.signatures,
  });

const flowLines = [f('index', '序号', 2), f('className', '收支项目', 1), money('amount', '金额', 1), f('remark', '备注', 2)];
const account = f('accountName', '结算账户', 1);

/**
 * The layouts of the documents that print otherwise than a plain trade document. A trade document with a partner and
 * a settled amount not listed here prints as one; the others listed nowhere (调价单, 成本调价单) do not print.
 */
const LAYOUTS: Partial<Record<DocumentKey, Layout>> = {
  Sale: trade({ delivery: true, counted: true }),
  Inventory: stock({
    header: [f('warehouseName', '仓库', 1)],
    columns: [
      qty('bookQty', '账面数量', 1),
      qty('countQty', '实盘数量', 1),
      qty('diffQty', '盈亏数量', 1),
      money('diffAmount', '盈亏金额', 3),
    ],
    totals: [
      qty('sum:bookQty', '账面合计', 2),
      qty('sum:countQty', '实盘合计', 2),
      qty('sum:diffQty', '盈亏数量合计', 1),
      money('sum:diffAmount', '盈亏金额合计', 3),
    ],
  }),
  Assembly: stock({
    header: [
      f('warehouseName', '仓库', 1),
      { ...f('kind', '业务类型', 1), names: { assemble: '组装', disassemble: '拆卸' } },
      money('fee', '费用', 2),
    ],
    tables: [
      { key: 'parts', title: '组件' },
      { key: 'products', title: '成品' },
    ],
    columns: [qty('qty', '数量', 1), f('warehouseName', '仓库'), money('stockAmount', '成本')],
    totals: [],
  }),
  OutStorage: stock({
    header: [f('warehouseName', '仓库', 1), f('typeName', '出入库类型', 1)],
    columns: [qty('qty', '数量', 1), f('warehouseName', '仓库'), f('locationName', '库位', 2), money('stockAmount', '成本')],
  }),
  InStorage: stock({
    header: [f('warehouseName', '仓库', 1), f('typeName', '出入库类型', 1)],
    columns: [
      qty('qty', '数量', 1),
      money('price', '单价', 2),
      money('amount', '金额', 1),
      f('warehouseName', '仓库'),
      f('locationName', '库位', 3),
    ],
    totals: [qty('sum:qty', '数量合计', 1), money('totalAmount', '合计金额', 1)],
    amount: 'totalAmount',
  }),
  Transfer: stock({
    header: [f('outWarehouseName', '调出仓库', 1), f('inWarehouseName', '调入仓库', 1)],
    columns: [qty('qty', '数量', 1), f('locationName', '库位', 2), money('stockAmount', '成本')],
  }),
  CustomReceive: cash({
    header: [f('partnerName', '客户', 1), account],
    totals: [money('amount', '收款金额', 1)],
    signatures: ['制单人', '经手人', '交款人'],
  }),
  SupplierPay: cash({
    header: [f('partnerName', '供应商', 1), account],
    totals: [money('amount', '付款金额', 1)],
    signatures: ['制单人', '经手人', '收款人'],
  }),
  FinanceInCome: cash({
    header: [account, f('customName', '客户', 2)],
    totals: [money('amount', '金额合计', 1)],
    lines: flowLines,
    signatures: ['制单人', '经手人', '交款人'],
  }),
  FinanceExpenditure: cash({
    header: [account, f('supplierName', '供应商', 2)],
    totals: [money('amount', '金额合计', 1)],
    lines: flowLines,
    signatures: ['制单人', '经手人', '收款人'],
  }),
  CustomCZ: cash({
    header: [f('customName', '客户', 1), account],
    totals: [money('amount', '充值金额', 1), money('giftAmount', '赠送金额', 1)],
    signatures: ['制单人', '经手人', '交款人'],
  }),
  CustomJC: cash({
    header: [f('customName', '客户', 1), account],
    totals: [money('amount', '押金金额', 1), money('returnedAmount', '已退还')],
    signatures: ['制单人', '经手人', '交款人'],
  }),
  AccountTrans: cash({
    header: [f('outAccountName', '转出账户', 1), f('inAccountName', '转入账户', 1)],
    totals: [money('amount', '转账金额', 1), money('fee', '手续费', 1)],
    signatures: ['制单人', '经手人', '审核人'],
  }),
  CustomRefund: cash({
    header: [f('customName', '客户', 1), account],
    totals: [money('amount', '退款金额', 1)],
    signatures: ['制单人', '经手人', '收款人'],
  }),
  SupplierRefund: cash({
    header: [f('supplierName', '供应商', 1), account],
    totals: [money('amount', '退款金额', 1)],
    signatures: ['制单人', '经手人', '交款人'],
  }),
};

const layoutOf = (key: string, d: DocumentDescription): Layout | undefined =>
  LAYOUTS[key as DocumentKey] ?? (d.family === 'trade' && d.partner && d.settle ? trade() : undefined);

const KINDS: PrintKind[] = Object.entries(DOCUMENTS).flatMap(([key, d]) => layoutOf(key, d)?.(d) ?? []);

/** Every document that prints, by its type code (seed §9). */
export const PRINT_KINDS: Record<number, PrintKind> = Object.fromEntries(KINDS.map((k) => [k.billType, k]));

/** The document a menu's detail screen shows (a cash document's screen names its menu, not its type). */
export const printKindOfMenu = (menuId: string): PrintKind | undefined => KINDS.find((k) => k.menuId === menuId);
