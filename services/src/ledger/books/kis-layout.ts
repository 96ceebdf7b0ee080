/**
 * Vouchers in the layout of 金蝶KIS专业版's 凭证引入 (文件 → 引入 → 凭证, from an Excel workbook; the K/3 layout):
 * one row per voucher line, the first sheet, row 1 the column titles below, in this order:
 *
 * | 列 | 标题 | 内容 |
 * |---|---|---|
 * | A | 凭证日期 | the voucher's date, yyyy-MM-dd |
 * | B | 会计年度 | its year (2026) |
 * | C | 会计期间 | its month (1–12) |
 * | D | 凭证字 | 记 |
 * | E | 凭证号 | its number within the month (1, 2 …; 记-0001 is 1) |
 * | F | 科目代码 | the line's account code (1122, 222101 …) |
 * | G | 科目名称 | the account's name |
 * | H | 币别代码 | RMB |
 * | I | 币别名称 | 人民币 |
 * | J | 原币金额 | the line's amount (its debit or its credit) |
 * | K | 借方 | the debit |
 * | L | 贷方 | the credit |
 * | M | 制单 | who made the voucher |
 * | N | 审核 | who audited it (empty until audited) |
 * | O | 核准 | empty |
 * | P | 出纳 | empty |
 * | Q | 经办 | empty |
 * | R | 结算方式 | empty |
 * | S | 结算号 | empty |
 * | T | 凭证摘要 | the line's summary |
 * | U | 数量 | 0 |
 * | V | 数量单位 | empty |
 * | W | 单价 | 0 |
 * | X | 参考信息 | the source document's number (XSD…), empty for a manual voucher |
 * | Y | 业务日期 | the voucher's date |
 * | Z | 往来业务编号 | empty |
 * | AA | 附件数 | the voucher's attachments |
 * | AB | 序号 | the voucher's place in the file (1, 2 …), the same on all of its lines |
 * | AC | 系统模块 | 总账 |
 * | AD | 业务描述 | the source document's type (销售单 …), empty for a manual voucher |
 * | AE | 汇率类型 | 公司汇率 |
 * | AF | 汇率 | 1 |
 * | AG | 分录序号 | the line's number within its voucher, from 0 |
 * | AH | 核算项目 | the line's auxiliaries as 类别---代码---名称, several joined by | (客户---C001---张三商店) |
 * | AI | 过账 | 1 when posted, else 0 |
 * | AJ | 机制凭证 | empty |
 * | AK | 现金流量 | empty |
 */
export const KIS_COLUMNS = [
  '凭证日期',
  '会计年度',
  '会计期间',
  '凭证字',
  '凭证号',
  '科目代码',
  '科目名称',
  '币别代码',
  '币别名称',
  '原币金额',
  '借方',
  '贷方',
  '制单',
  '审核',
  '核准',
  '出纳',
  '经办',
  '结算方式',
  '结算号',
  '凭证摘要',
  '数量',
  '数量单位',
  '单价',
  '参考信息',
  '业务日期',
  '往来业务编号',
  '附件数',
  '序号',
  '系统模块',
  '业务描述',
  '汇率类型',
  '汇率',
  '分录序号',
  '核算项目',
  '过账',
  '机制凭证',
  '现金流量',
] as const;

export type KisCell = string | number;

/** A voucher with its lines as the export reads them. */
export interface ExportedVoucher {
  date: string;
  word: string;
  number: number;
  madeBy: string;
  auditedBy: string | null;
  posted: boolean;
  attachments: number;
  sourceBillNo: string | null;
  sourceTitle: string;
  lines: {
    accountCode: string;
    accountName: string;
    summary: string;
    debit: number;
    credit: number;
    /** The auxiliaries of the line: 类别 (客户, 供应商 …), code and name. */
    items: { kind: string; code: string; name: string }[];
  }[];
}

/** The rows of the sheet under the titles: one per voucher line, vouchers in the order given. */
export function kisRows(vouchers: ExportedVoucher[]): KisCell[][] {
  return vouchers.flatMap((v, i) =>
    v.lines.map((l, lineNo) => [
      v.date,
      Number(v.date.slice(0, 4)),
      Number(v.date.slice(5, 7)),
      v.word,
      v.number,
      l.accountCode,
      l.accountName,
      'RMB',
      '人民币',
      l.debit !== 0 ? l.debit : l.credit,
      l.debit,
      l.credit,
      v.madeBy,
      v.auditedBy ?? '',
      '',
      '',
      '',
      '',
      '',
      l.summary,
      0,
      '',
      0,
      v.sourceBillNo ?? '',
      v.date,
      '',
      v.attachments,
      i + 1,
      '总账',
      v.sourceTitle,
      '公司汇率',
      1,
      lineNo,
      l.items.map((it) => `${it.kind}---${it.code}---${it.name}`).join('|'),
      v.posted ? 1 : 0,
      '',
      '',
    ]),
  );
}
