import { isCode, isDecimal, isEmpty, isPhone, textWidth } from '@jxc/services/contracts';
import type { TreeApi } from './classTree';

/**
 * Form fields described as data. Values live in the form as strings (a switch is '1' / '0', a list is joined by
 * '、'); `fieldPayload` turns them into what the server takes. Rules mirror the server's schema and its messages
 * ('{label}不能为空' …), so a message from either side reads the same.
 */
/** combo: free text with the options as suggestions. */
export type FieldKind = 'text' | 'textarea' | 'int' | 'decimal' | 'select' | 'combo' | 'switch' | 'tree' | 'list';

export interface Option {
  value: string;
  label: string;
  /** The value of the field this option belongs under (a warehouse area's warehouse …). */
  group?: string;
}

/** Options given once, or loaded when the form or list opens (warehouses, grades, staff …). */
export type Options = readonly Option[] | (() => Promise<Option[]>);

export interface FieldDesc {
  key: string;
  label: string;
  kind?: FieldKind;
  required?: boolean;
  /** Longest text, measured the seed's way (ASCII 1, others 2). */
  maxWidth?: number;
  code?: boolean;
  phone?: boolean;
  min?: number;
  max?: number;
  /** Most decimals of a decimal field. */
  places?: number;
  options?: Options;
  /** The class tree a tree field picks from. */
  tree?: TreeApi;
  /** Another field whose value narrows this one's options to those of its group (库位's areas by 仓库). */
  within?: string;
  /** The record's field holding the chosen option's name, which the server sends beside the id (gradeName …). */
  nameKey?: string;
  placeholder?: string;
  /** A combo's text that is none of its options: what becomes of it, told under the field after the text. */
  newChoice?: string;
  /** Shown only when adding (the opening amount of a new customer …). */
  createOnly?: boolean;
  /** The value a new record starts with. */
  initial?: string;
  /** Takes the whole row of a two-column form. */
  wide?: boolean;
  /** Only in these editions (a warehouse's 所属门店 in the multi-store ones). */
  editions?: readonly number[];
}

export type FormValues = Record<string, string>;
export type FormErrors = Partial<Record<string, string>>;

export const LIST_SEPARATOR = '、';
const splitList = (v: string) =>
  v
    .split(/[、,，;；\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);

export const isNumberKind = (f: FieldDesc) => f.kind === 'int' || f.kind === 'decimal';

/** The fields of an edition (productType). */
export const editionFields = (fields: readonly FieldDesc[], productType: number) =>
  fields.filter((f) => !f.editions || f.editions.includes(productType));

/** The fields a form shows when adding (`isNew`) or editing. */
export const formFields = (fields: readonly FieldDesc[], isNew: boolean) => fields.filter((f) => isNew || !f.createOnly);

/** A record's values as form strings; a new record gets each field's initial value. */
export function fieldValues(fields: readonly FieldDesc[], record?: Record<string, unknown>): FormValues {
  const one = (f: FieldDesc): string => {
    if (!record) return f.initial ?? (f.kind === 'switch' ? '0' : '');
    const v = record[f.key];
    if (v === null || v === undefined) return f.kind === 'switch' ? '0' : '';
    if (Array.isArray(v)) return v.join(LIST_SEPARATOR);
    if (typeof v === 'boolean') return v ? '1' : '0';
    return String(v);
  };
  return Object.fromEntries(fields.map((f) => [f.key, one(f)]));
}

/** The message for one field's value, or undefined when it is fine. */
export function fieldError(f: FieldDesc, raw: string): string | undefined {
  const v = raw.trim();
  if (isEmpty(v)) return f.required ? `${f.label}不能为空` : undefined;
  if (f.kind === 'list') {
    const items = splitList(v);
    if (f.required && items.length === 0) return `${f.label}不能为空`;
    const long = f.maxWidth ? items.find((x) => textWidth(x) > f.maxWidth!) : undefined;
    if (long) return `${f.label}“${long}”不能超过${f.maxWidth}个字符（汉字算2个）`;
    if (new Set(items).size !== items.length) return `${f.label}不能重复`;
    return undefined;
  }
  if (isNumberKind(f)) {
    if (f.kind === 'int' ? !/^-?\d+$/.test(v) : !isDecimal(v)) return `${f.label}${f.kind === 'int' ? '必须是整数' : '必须是数字'}`;
    const decimals = v.split('.')[1]?.length ?? 0;
    if (f.places !== undefined && decimals > f.places) return `${f.label}最多${f.places}位小数`;
    if (f.min !== undefined && Number(v) < f.min) return `${f.label}不能小于${f.min}`;
    if (f.max !== undefined && Number(v) > f.max) return `${f.label}不能大于${f.max}`;
    return undefined;
  }
  if (f.maxWidth && textWidth(v) > f.maxWidth) return `${f.label}不能超过${f.maxWidth}个字符（汉字算2个）`;
  if (f.code && !isCode(v)) return `${f.label}只能包含字母、数字、下划线和中划线`;
  if (f.phone && !isPhone(v)) return `${f.label}格式不正确，应为11位手机号`;
  return undefined;
}

export const validateFields = (fields: readonly FieldDesc[], values: FormValues): FormErrors =>
  Object.fromEntries(fields.map((f) => [f.key, fieldError(f, values[f.key] ?? '')]).filter(([, m]) => m));

/**
 * The payload: trimmed strings, lists as arrays. An empty field is left out of a new record, and sent as '' when
 * `editing`, which clears it on the server (a field not sent is left as it is).
 */
export function fieldPayload(fields: readonly FieldDesc[], values: FormValues, editing = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = (values[f.key] ?? '').trim();
    if (f.kind === 'list') out[f.key] = splitList(v);
    else if (v !== '' || editing) out[f.key] = v;
  }
  return out;
}

/**
 * The field a server message names: the server starts its messages with the field's label ('客户编码已存在',
 * '手机号格式不正确'); the longest label found in the message wins, so '客户编码' beats '客户'.
 */
export function fieldOfLabel(fields: readonly FieldDesc[], message: string): string | undefined {
  return [...fields].sort((a, b) => b.label.length - a.label.length).find((f) => message.includes(f.label))?.key;
}

/** The label of a select value, or the value itself when no option has it. */
export const optionLabel = (options: readonly Option[] | undefined, value: unknown) =>
  value === null || value === undefined || value === '' ? '' : (options?.find((o) => o.value === String(value))?.label ?? String(value));

/** A field's options, narrowed to the chosen value of the field it lies `within`. */
export const narrowOptions = <O extends Option>(f: FieldDesc, options: readonly O[] = [], values: FormValues): O[] =>
  f.within ? options.filter((o) => o.group === values[f.within!]) : [...options];
