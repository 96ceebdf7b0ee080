import { DOCUMENTS, type DocumentDescription } from './documents';

type Documents = typeof DOCUMENTS;
type OtherTypes = { [K in keyof Documents]: Documents[K] extends { otherTypes: infer O } ? O : never }[keyof Documents];
type KeysOf<T> = T extends unknown ? keyof T : never;
type OtherTypeKey = KeysOf<OtherTypes>;

/** Every document type, in the order of DOCUMENTS. */
export const ALL_DOCUMENTS: readonly DocumentDescription[] = Object.values(DOCUMENTS);

/** The document a type code opens: its own code, or one of its otherTypes (501 opens the assembly). */
export const documentOfType = (billType: number): DocumentDescription | undefined =>
  ALL_DOCUMENTS.find((d) => d.billType === billType || Object.values(d.otherTypes ?? {}).some((o) => o.billType === billType));

/** The document whose screens a menu entry holds. */
export const documentOfMenu = (menuId: string): DocumentDescription | undefined => ALL_DOCUMENTS.find((d) => d.menuId === menuId);

const otherTypes = ALL_DOCUMENTS.flatMap((d) => Object.entries(d.otherTypes ?? {}));

/** Type codes of what is no document: master data and opening balances (seed §9). */
const RECORD_TYPES = {
  Product: 100,
  Custom: 101,
  Supplier: 102,
  AccountInit: 900,
  CustomInit: 901,
  CustomPreInit: 902,
  SupplierInit: 903,
  SupplierPreInit: 904,
} as const;

const RECORD_TYPE_NAMES: Record<number, string> = {
  100: '商品',
  101: '客户',
  102: '供应商',
  900: '账户期初',
  901: '客户期初',
  902: '客户预收期初',
  903: '供应商期初',
  904: '供应商预付期初',
};

/** Type codes (seed §9): the records', and every document's (with its otherTypes) from its description. */
export const DOC_TYPES = {
  ...RECORD_TYPES,
  ...(Object.fromEntries(Object.entries(DOCUMENTS).map(([key, d]) => [key, d.billType])) as {
    -readonly [K in keyof Documents]: Documents[K]['billType'];
  }),
  ...(Object.fromEntries(otherTypes.map(([key, o]) => [key, o.billType])) as Record<OtherTypeKey, number>),
};

export type DocTypeKey = keyof typeof DOC_TYPES;

/** The business's name of each type code (a test keeps infra's reporting view equal to it). */
export const DOC_TYPE_NAMES: Record<number, string> = {
  ...RECORD_TYPE_NAMES,
  ...Object.fromEntries(ALL_DOCUMENTS.map((d) => [d.billType, d.name])),
  ...Object.fromEntries(otherTypes.map(([, o]) => [o.billType, o.name])),
};

/** Bill-number prefixes (PRODUCT.md §1), by the document's DOC_TYPES key. */
export const BILL_PREFIX: Partial<Record<DocTypeKey, string>> = Object.fromEntries(
  Object.entries(DOCUMENTS).map(([key, d]) => [key, d.prefix]),
);

/** Where a document type code opens its detail screen (seed §2: "A document type code opens the matching detail screen"). */
export const DOC_DETAIL_ROUTE: Record<number, { path: string; idField: string }> = Object.fromEntries(
  [...ALL_DOCUMENTS.map((d) => d.billType), ...otherTypes.map(([, o]) => o.billType)].map((t) => {
    const d = documentOfType(t)!;
    return [t, { path: d.routes.detail, idField: d.idField }];
  }),
);

/** Documents of one kind waiting for the caller (待办事项, Data/TodoCount): for audit, or for the warehouse to take them in or out. */
export interface TodoItem {
  menuId: string;
  title: string;
  billType: number;
  waiting: 'audit' | 'in' | 'out';
  count: number;
}
