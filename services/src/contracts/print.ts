import { PRINT_KINDS, PrintField, PrintKind, SIGNATURE_FILLS } from './print-kinds';

/** Where the local print client listens (seed §7); the server's Content-Security-Policy lets the web app reach it. */
export const PRINT_CLIENT_SOCKET = 'ws://127.0.0.1:22333';

/** A paper in millimetres; a roll (小票) has no height: the receipt is as long as it needs. */
export interface Paper {
  name: string;
  width: number;
  height: number | null;
}

/** Papers of documents: A4, pin-feed 241 mm three-part forms (一/二/三等分) and receipt rolls. */
export const DOC_PAPERS: Record<string, Paper> = {
  A4: { name: 'A4 纵向 210×297', width: 210, height: 297 },
  A5: { name: 'A5 横向 210×148', width: 210, height: 148 },
  '241-1': { name: '241 针式一等分 241×280', width: 241, height: 280 },
  '241-2': { name: '241 针式二等分 241×140', width: 241, height: 140 },
  '241-3': { name: '241 针式三等分 241×93', width: 241, height: 93 },
  R80: { name: '80 mm 小票', width: 80, height: null },
  R58: { name: '58 mm 小票', width: 58, height: null },
};

/** Label stock of thermal label printers. */
export const LABEL_PAPERS: Record<string, Paper> = {
  '30x20': { name: '30×20 mm', width: 30, height: 20 },
  '40x30': { name: '40×30 mm', width: 40, height: 30 },
  '50x30': { name: '50×30 mm', width: 50, height: 30 },
  '60x40': { name: '60×40 mm', width: 60, height: 40 },
  '70x50': { name: '70×50 mm', width: 70, height: 50 },
};

/** Receipt rolls print as a narrow list, every other paper as a sheet with a table of lines. */
export const isRoll = (paper: Paper) => paper.height === null;

/** The three templates of every document: A4, the 241 mm three-part form and the 80 mm receipt; `level` picks the originals' fields. */
export const DOC_SLOTS = {
  a4: { name: 'A4', paper: 'A4', level: 3 },
  dot: { name: '241 针式三联', paper: '241-2', level: 2 },
  receipt: { name: '80 小票', paper: 'R80', level: 1 },
} as const;
export type DocSlot = keyof typeof DOC_SLOTS;

/** Price labels are the templates of products (type 100), one per company. */
export const LABEL_BILL_TYPE = 100;
export const LABEL_SLOT = 'label';

export const BARCODE_TYPES = { auto: '自动（13 位数字用 EAN-13，其余 Code 128）', code128: 'Code 128', ean13: 'EAN-13' } as const;
export type BarcodeType = keyof typeof BARCODE_TYPES;

/** What a label can show, from the SKU; barCode is drawn as a barcode. */
export const LABEL_FIELDS: PrintField[] = [
  { key: 'productName', label: '品名', level: 1 },
  { key: 'spec', label: '规格', level: 1 },
  { key: 'salePrice', label: '零售价', format: 'money', level: 1 },
  { key: 'wholesalePrice', label: '批发价', format: 'money' },
  { key: 'productCode', label: '编码' },
  { key: 'unitName', label: '单位' },
  { key: 'barCode', label: '条码', level: 1 },
];

/** A document template as stored: fields by key, in the order printed. */
export interface DocLayout {
  name: string;
  paper: string;
  /** The printed title (销售单, or 送货单 …). */
  title: string;
  /** The name at the top; empty: the company's name. */
  companyName: string;
  showLogo: boolean;
  header: string[];
  columns: string[];
  totals: string[];
  amountInWords: boolean;
  payment: string[];
  signatures: string[];
  notes: string;
  copies: number;
  /** The printer the print client sends it to; empty: the default printer. */
  printer: string;
}

export interface LabelLayout {
  name: string;
  paper: string;
  fields: string[];
  barcode: BarcodeType;
  copies: number;
  printer: string;
}

export type PrintLayout = DocLayout | LabelLayout;

export const MAX_COPIES = 9;

export const templateIdOf = (billType: number, slot: string) => `${billType}-${slot}`;

/** The document type and slot a template id names, when it names one that exists. */
export function parseTemplateId(templateId: string): { billType: number; slot: string } | undefined {
  const m = /^(\d{3})-([a-z0-9]+)$/.exec(templateId);
  if (!m) return undefined;
  const billType = Number(m[1]);
  const ok = billType === LABEL_BILL_TYPE ? m[2] === LABEL_SLOT : !!PRINT_KINDS[billType] && m[2] in DOC_SLOTS;
  return ok ? { billType, slot: m[2] } : undefined;
}

/** Every template a company has, original or changed: three per document, and the label. */
export const ALL_TEMPLATE_IDS: string[] = [
  ...Object.keys(PRINT_KINDS).flatMap((t) => Object.keys(DOC_SLOTS).map((slot) => templateIdOf(Number(t), slot))),
  templateIdOf(LABEL_BILL_TYPE, LABEL_SLOT),
];

const keysUpTo = (fields: PrintField[], level: number) => fields.filter((x) => x.level !== undefined && x.level <= level).map((x) => x.key);

const NOTES: Partial<Record<DocSlot, string>> = { dot: '第一联 存根（白）　第二联 客户（红）　第三联 回单（黄）' };
const RECEIPT_THANKS = '谢谢惠顾，欢迎再次光临！';

/** The template as it ships (what Reset restores). */
export function originalLayout(billType: number, slot: string): PrintLayout {
  if (billType === LABEL_BILL_TYPE)
    return { name: '商品价签', paper: '40x30', fields: keysUpTo(LABEL_FIELDS, 1), barcode: 'auto', copies: 1, printer: '' };
  const kind = PRINT_KINDS[billType];
  const s = DOC_SLOTS[slot as DocSlot];
  const sale = billType === 201;
  return {
    name: `${kind.title}（${s.name}）`,
    paper: s.paper,
    title: kind.title,
    companyName: '',
    showLogo: slot === 'a4',
    header: keysUpTo(kind.header, s.level),
    columns: keysUpTo(kind.columns, s.level),
    totals: keysUpTo(kind.totals, s.level),
    amountInWords: !!kind.amount && slot !== 'receipt',
    payment: keysUpTo(kind.payment, s.level),
    signatures: slot === 'receipt' ? [] : kind.signatures,
    notes: slot === 'receipt' && sale ? RECEIPT_THANKS : (NOTES[slot as DocSlot] ?? ''),
    copies: 1,
    printer: '',
  };
}

export const isLabelLayout = (l: PrintLayout): l is LabelLayout => 'fields' in l;

/** The company as printed at the top. */
export interface PrintCompany {
  companyName: string;
  companyLogo: string;
  phone: string;
  address: string;
}

/** A document template as the print bridge loads it: every field with its label and format, the paper in mm, the company. */
export interface ResolvedDocTemplate {
  templateId: string;
  billType: number;
  slot: string;
  name: string;
  paper: Paper & { key: string };
  title: string;
  company: PrintCompany;
  showLogo: boolean;
  header: PrintField[];
  tables: PrintKind['tables'];
  columns: PrintField[];
  totals: PrintField[];
  /** The total written in capitals, when the template shows it. */
  amountInWords: string | null;
  payment: PrintField[];
  /** Each line with what fills it from the document (制单人: userName). */
  signatures: { label: string; fill: string | null }[];
  notes: string;
  copies: number;
  printer: string;
}

export interface ResolvedLabelTemplate {
  templateId: string;
  billType: number;
  slot: string;
  name: string;
  paper: Paper & { key: string };
  fields: PrintField[];
  barcode: BarcodeType;
  copies: number;
  printer: string;
}

export type ResolvedTemplate = ResolvedDocTemplate | ResolvedLabelTemplate;

export const isLabelTemplate = (t: ResolvedTemplate): t is ResolvedLabelTemplate => 'fields' in t;

const pick = (fields: PrintField[], keys: string[]) => keys.flatMap((k) => fields.filter((x) => x.key === k));
const paperOf = (key: string) => ({ key, ...(DOC_PAPERS[key] ?? LABEL_PAPERS[key]) });

/** A stored layout made printable: its keys looked up in what the document prints, the company filled in. */
export function resolveTemplate(templateId: string, layout: PrintLayout, company: PrintCompany): ResolvedTemplate {
  const { billType, slot } = parseTemplateId(templateId)!;
  if (isLabelLayout(layout))
    return {
      templateId,
      billType,
      slot,
      name: layout.name,
      paper: paperOf(layout.paper),
      fields: pick(LABEL_FIELDS, layout.fields),
      barcode: layout.barcode,
      copies: layout.copies,
      printer: layout.printer,
    };
  const kind = PRINT_KINDS[billType];
  return {
    templateId,
    billType,
    slot,
    name: layout.name,
    paper: paperOf(layout.paper),
    title: layout.title,
    company: { ...company, companyName: layout.companyName || company.companyName },
    showLogo: layout.showLogo,
    header: pick(kind.header, layout.header),
    tables: kind.tables,
    columns: pick(kind.columns, layout.columns),
    totals: pick(kind.totals, layout.totals),
    amountInWords: layout.amountInWords && kind.amount ? kind.amount : null,
    payment: pick(kind.payment, layout.payment),
    signatures: layout.signatures.map((label) => ({ label, fill: SIGNATURE_FILLS[label] ?? null })),
    notes: layout.notes,
    copies: layout.copies,
    printer: layout.printer,
  };
}
