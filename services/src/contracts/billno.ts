import { ALL_DOCUMENTS } from './document-types';

/** Document-number rules (单据编号规则, /billno/list): prefix + date part + sequence, per numbered document type. */

export const DATE_FORMATS = ['yyyyMMdd', 'yyMMdd', 'none'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const DATE_FORMAT_NAMES: Record<DateFormat, string> = {
  yyyyMMdd: '年月日（yyyyMMdd）',
  yyMMdd: '短年月日（yyMMdd）',
  none: '不含日期',
};

export interface BillnoRule {
  billType: number;
  prefix: string;
  dateFormat: DateFormat;
  seqLength: number;
}

/** How Billno/List and CodeRule/List show a rule: its title, default prefix, the first number it gives, who changed it last. */
export interface RuleListing {
  title: string;
  defaultPrefix: string;
  example: string;
  updatedBy: string | null;
  updateTime: string | null;
}

/** A numbered series' rule as Billno/List answers it. */
export interface BillnoRuleRow extends BillnoRule, RuleListing {}

export const SEQ_LENGTH = { min: 3, max: 8 };
/** Letters only, so a number's prefix always ends where its digits begin. */
export const PREFIX_PATTERN = /^[A-Z]{1,8}$/;

/**
 * The numbered series by their document type, with the default prefix (PRODUCT.md §1): each document type that lists
 * one (its `series`), in the order of DOCUMENTS. Types sharing a prefix share one series: 客户退款 and 供应商退款 (TK),
 * 预存款 and 押金 (CZ).
 */
export const BILL_SERIES: readonly { billType: number; title: string; prefix: string }[] = [
  ...ALL_DOCUMENTS.flatMap((d) =>
    d.series ? [{ billType: d.billType, title: d.series === true ? d.title : d.series, prefix: d.prefix }] : [],
  ),
  // 商城订单 is no document type of the seed's: its series is known by its menu id.
  { billType: 1103, title: '商城订单', prefix: 'DD' },
];

export const defaultRule = (billType: number, prefix: string): BillnoRule => ({ billType, prefix, dateFormat: 'yyyyMMdd', seqLength: 4 });

/** The date part of a number for a bill date (yyyy-MM-dd). */
export function datePart(format: DateFormat, billDate: string): string {
  const day = billDate.replace(/-/g, '');
  return format === 'yyyyMMdd' ? day : format === 'yyMMdd' ? day.slice(2) : '';
}

/** The number the rule gives the `seq`-th document of a day (or of all time, without a date). */
export const billNoOf = (rule: BillnoRule, billDate: string, seq: number) =>
  `${rule.prefix}${datePart(rule.dateFormat, billDate)}${String(seq).padStart(rule.seqLength, '0')}`;
