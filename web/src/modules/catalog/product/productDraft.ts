import { PRODUCT_CLASSES, type ProductDetail, type ProductInput, type SkuInput } from '../api';
import { unitOptions } from '../options';
import {
  fieldOfLabel,
  fieldPayload,
  fieldValues,
  validateFields,
  type FieldDesc,
  type FormErrors,
  type FormValues,
} from '../../../kit/fields';

/** A unit typed that 计量单位 has not got: the server adds it there with the product. */
const NEW_UNIT = '是新单位，保存商品时加入计量单位';

/** The product header, with the server's labels and rules (services/src/catalog/product/product.schemas.ts). */
export const HEADER_FIELDS: FieldDesc[] = [
  { key: 'productName', label: '商品名称', required: true, maxWidth: 100 },
  // Left empty on adding, the server gives the next code of the company's 编码规则 (SP0001 …).
  { key: 'productCode', label: '商品编码', code: true, maxWidth: 40, placeholder: '不填则按编码规则自动生成' },
  { key: 'classId', label: '商品分类', kind: 'tree', tree: PRODUCT_CLASSES },
  {
    key: 'unitName',
    label: '主单位',
    kind: 'combo',
    required: true,
    maxWidth: 10,
    options: unitOptions,
    placeholder: '选择或输入，如：个',
    newChoice: NEW_UNIT,
  },
  { key: 'serialFlag', label: '序列号管理', kind: 'switch' },
  { key: 'lifeFlag', label: '保质期管理', kind: 'switch' },
  { key: 'shelfLifeDays', label: '保质期天数', kind: 'int', min: 1, max: 36500 },
  { key: 'remark', label: '备注', kind: 'textarea', maxWidth: 200 },
];

const price = (key: string, label: string, required = false): FieldDesc => ({ key, label, kind: 'decimal', min: 0, places: 6, required });

/** One SKU row's cells, in grid order. */
export const SKU_FIELDS: FieldDesc[] = [
  { key: 'spec', label: '规格', maxWidth: 60 },
  { key: 'barCode', label: '条码', maxWidth: 40 },
  price('salePrice', '销售价', true),
  price('purchasePrice', '采购价', true),
  price('wholesalePrice', '批发价'),
  price('lowestPrice', '最低售价'),
  price('lowStock', '最低库存'),
  price('highStock', '最高库存'),
];

export const UNIT_FIELDS: FieldDesc[] = [
  {
    key: 'unitName',
    label: '单位名称',
    kind: 'combo',
    required: true,
    maxWidth: 10,
    options: unitOptions,
    placeholder: '选择或输入，如：箱',
    newChoice: NEW_UNIT,
  },
  { key: 'ratio', label: '换算比例', kind: 'decimal', required: true, places: 6 },
];

/** A SKU row of the grid: cell strings, a stable key for React, and the server's id once saved. */
export type SkuRow = FormValues & { key: string; skuId?: string };
export type UnitRow = FormValues;

export interface ProductForm {
  header: FormValues;
  units: UnitRow[];
  skus: SkuRow[];
}

export interface ProductErrors {
  header: FormErrors;
  units: FormErrors[];
  skus: FormErrors[];
  /** A message about the whole grid (duplicate specs …). */
  grid?: string;
}

let nextKey = 0;
const rowKey = () => `sku${++nextKey}`;

export const newSku = (from?: FormValues): SkuRow => ({
  ...fieldValues(SKU_FIELDS, from),
  spec: '',
  barCode: '',
  key: rowKey(),
});

export const emptyProduct = (): ProductForm => ({ header: fieldValues(HEADER_FIELDS), units: [], skus: [newSku()] });

/**
 * The form of a saved product. A copy (复制新增) keeps everything but the ids, the code and the barcodes, which
 * must be unique.
 */
export function productForm(p: ProductDetail, copy: boolean): ProductForm {
  const header = fieldValues(HEADER_FIELDS, p as unknown as Record<string, unknown>);
  return {
    header: copy ? { ...header, productCode: '' } : header,
    units: p.units.filter((u) => !u.isMain).map((u) => ({ unitName: u.unitName, ratio: String(u.ratio) })),
    skus: p.skus.map((k) => {
      const row: SkuRow = { ...fieldValues(SKU_FIELDS, k as unknown as Record<string, unknown>), key: rowKey() };
      return copy ? { ...row, barCode: '' } : { ...row, skuId: k.skuId };
    }),
  };
}

/** Every combination of the chosen spec values, in order: [红, 蓝] × [S, M] → 红/S, 红/M, 蓝/S, 蓝/M. */
export function specCombinations(groups: readonly (readonly string[])[]): string[] {
  const used = groups.filter((g) => g.length > 0);
  if (!used.length) return [];
  return used.reduce<string[]>((acc, values) => acc.flatMap((a) => values.map((v) => (a ? `${a}/${v}` : v))), ['']);
}

/**
 * The grid after generating specs: the generated list becomes the product's specs. Rows whose spec comes again
 * keep their values (and ids); new specs copy the first row's prices and limits.
 */
export function generateSkus(current: readonly SkuRow[], specs: readonly string[]): SkuRow[] {
  const template = current[0];
  return specs.map((spec) => current.find((r) => r.spec === spec) ?? { ...newSku(template), spec });
}

/** Client checks: the header's rules, each unit and SKU cell, distinct specs, units and barcodes, low ≤ high. */
export function validateProduct(f: ProductForm): ProductErrors {
  const header = validateFields(HEADER_FIELDS, f.header);
  const units = f.units.map((u) => validateFields(UNIT_FIELDS, u));
  f.units.forEach((u, i) => {
    if (!units[i].ratio && u.ratio && Number(u.ratio) <= 1) units[i].ratio = '换算比例必须大于1';
    const name = u.unitName.trim();
    if (name && (name === f.header.unitName.trim() || f.units.findIndex((x) => x.unitName.trim() === name) < i))
      units[i].unitName = `单位“${name}”重复`;
  });
  const skus = f.skus.map((k) => validateFields(SKU_FIELDS, k));
  f.skus.forEach((k, i) => {
    const spec = k.spec.trim();
    if (f.skus.findIndex((x) => x.spec.trim() === spec) < i) skus[i].spec = `规格“${spec || '默认'}”重复`;
    const code = k.barCode.trim();
    if (code && !skus[i].barCode && !/^[A-Za-z0-9-]+$/.test(code)) skus[i].barCode = '条码只能包含字母、数字和中划线';
    if (code && f.skus.findIndex((x) => x.barCode.trim() === code) < i) skus[i].barCode = `条码${code}重复`;
    if (!skus[i].highStock && k.lowStock && k.highStock && Number(k.lowStock) > Number(k.highStock))
      skus[i].highStock = '最高库存不能小于最低库存';
  });
  return { header, units, skus, grid: f.skus.length ? undefined : '商品至少需要一个规格' };
}

export const productErrorCount = (e: ProductErrors) =>
  [e.header, ...e.units, ...e.skus].reduce((n, x) => n + Object.values(x).filter(Boolean).length, e.grid ? 1 : 0);

/**
 * What Product/Save and Product/Update take (an update's skus are the full list: with skuId kept, without new).
 * When editing, header fields left blank are sent empty, so the server clears them (a field not sent is kept).
 */
export function productPayload(f: ProductForm, editing = false): ProductInput {
  const h = fieldPayload(HEADER_FIELDS, f.header, editing);
  return {
    ...(h as unknown as ProductInput),
    serialFlag: f.header.serialFlag === '1',
    lifeFlag: f.header.lifeFlag === '1',
    units: f.units.map((u) => ({ unitName: u.unitName.trim(), ratio: u.ratio.trim() })),
    skus: f.skus.map((k) => ({ ...(fieldPayload(SKU_FIELDS, k) as unknown as SkuInput), ...(k.skuId && { skuId: k.skuId }) })),
  };
}

/**
 * Where a server message belongs: a SKU cell ('规格第2行销售价不能为空', '第2个规格的条码6901重复', '条码6901已存在'),
 * a unit, or a header field; otherwise nowhere (shown on top).
 */
export function placeServerError(f: ProductForm, message: string): ProductErrors | undefined {
  const empty: ProductErrors = { header: {}, units: f.units.map(() => ({})), skus: f.skus.map(() => ({})) };
  const row = /第(\d+)(?:行|个规格)/.exec(message);
  const taken = /条码(\S+?)已存在/.exec(message);
  const skuIndex =
    row && message.includes('规格') ? Number(row[1]) - 1 : taken ? f.skus.findIndex((k) => k.barCode.trim() === taken[1]) : -1;
  if (skuIndex >= 0 && skuIndex < f.skus.length) {
    const key =
      fieldOfLabel(
        SKU_FIELDS.filter((x) => x.key !== 'spec'),
        message,
      ) ?? (taken ? 'barCode' : 'spec');
    empty.skus[skuIndex] = { [key]: message };
    return empty;
  }
  const unit = /单位“(.+?)”/.exec(message);
  const unitIndex = unit ? f.units.findIndex((u) => u.unitName.trim() === unit[1]) : -1;
  if (unitIndex >= 0) {
    empty.units[unitIndex] = { [message.includes('比例') ? 'ratio' : 'unitName']: message };
    return empty;
  }
  const key = fieldOfLabel(HEADER_FIELDS, message);
  if (!key) return undefined;
  empty.header = { [key]: message };
  return empty;
}
