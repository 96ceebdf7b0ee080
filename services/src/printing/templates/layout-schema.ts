import {
  BARCODE_TYPES,
  DOC_PAPERS,
  LABEL_BILL_TYPE,
  LABEL_FIELDS,
  LABEL_PAPERS,
  MAX_COPIES,
  PRINT_KINDS,
  PrintField,
} from '../../contracts';
import { array, bool, int, text } from '../../shared/validation/schema';

/** Field keys out of what the document prints, each at most once, in the order given. */
const keys = (label: string, fields: PrintField[]) =>
  array(
    label,
    text('')
      .required()
      .oneOf(fields.map((x) => x.key)),
  ).check((v) => new Set(v).size === v.length, '不能重复');

const common = {
  name: text('模板名称').required().maxWidth(40),
  copies: int('打印份数').required().min(1).max(MAX_COPIES),
  printer: text('打印机').maxWidth(100),
};

/** What a template of this document type may say: its fields are the type's (PRINT_KINDS), its paper one of the papers. */
export function layoutSchema(billType: number) {
  if (billType === LABEL_BILL_TYPE) {
    return {
      ...common,
      paper: text('纸张').required().oneOf(Object.keys(LABEL_PAPERS)),
      fields: keys('标签内容', LABEL_FIELDS),
      barcode: text('条码类型').required().oneOf(Object.keys(BARCODE_TYPES)),
    };
  }
  const kind = PRINT_KINDS[billType];
  return {
    ...common,
    paper: text('纸张').required().oneOf(Object.keys(DOC_PAPERS)),
    title: text('单据标题').required().maxWidth(40),
    companyName: text('公司名称').maxWidth(60),
    showLogo: bool('显示公司标志'),
    header: keys('表头字段', kind.header),
    columns: keys('明细列', kind.columns),
    totals: keys('合计项', kind.totals),
    amountInWords: bool('大写金额'),
    payment: keys('收付款项', kind.payment),
    signatures: array('签字栏', text('').required().maxWidth(20)).maxItems(6),
    notes: text('底部说明').maxWidth(400),
  };
}

/** What a field sent empty (null, '') becomes: nothing chosen, no text, no flag. */
export const CLEARED: Record<string, unknown> = {
  printer: '',
  companyName: '',
  showLogo: false,
  header: [],
  columns: [],
  totals: [],
  amountInWords: false,
  payment: [],
  signatures: [],
  notes: '',
  fields: [],
};
