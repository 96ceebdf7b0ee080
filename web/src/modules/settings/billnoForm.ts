import { billNoOf, PREFIX_PATTERN, SEQ_LENGTH, type BillnoRule, type DateFormat } from '@jxc/services/contracts';

/** The rule being edited, as the dialog holds it. */
export interface BillnoForm {
  prefix: string;
  dateFormat: DateFormat;
  seqLength: number;
}

/** The sequence lengths a rule may choose, shortest first. */
export const seqLengths = ({ min, max }: { min: number; max: number }) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

export const SEQ_LENGTHS = seqLengths(SEQ_LENGTH);

/** The server's rule and wording: 1 to 8 letters, upper-cased. */
export const prefixError = (prefix: string): string | undefined =>
  !prefix.trim() ? '前缀不能为空' : PREFIX_PATTERN.test(prefix.trim().toUpperCase()) ? undefined : '前缀只能是1到8个英文字母';

/** What the next numbers of a day will look like under the form's rule. */
export function preview(f: BillnoForm, billDate: string): string[] {
  const rule: BillnoRule = { billType: 0, prefix: f.prefix.trim().toUpperCase(), dateFormat: f.dateFormat, seqLength: f.seqLength };
  return [1, 2].map((n) => billNoOf(rule, billDate, n));
}
