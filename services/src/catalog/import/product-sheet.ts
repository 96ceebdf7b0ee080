import { ValidationError } from '../../shared/errors';
import { Field, validate } from '../../shared/validation/schema';
import { toSku } from '../product/product.commands';
import { checkSkus, checkUnits } from '../product/product';
import { createProductSchema, productHeaderSchema, skuFields } from '../product/product.schemas';
import type { Sheet } from './workbook';

/** The product sheet, for every import of products (the product screen's and 数据导入's): its columns and rules. */

type Row = Sheet['rows'][number];
export type ClassPath = { classId: string; path: string[] };

/**
 * A column of the product sheet: its title, the rule of its value (Product/Save's field), how to fill it in.
 * `perProduct`: said once per product, on each of its rows (the first row's is taken); `opening`: only where opening
 * quantities are entered with the product (the product screen's import).
 */
export interface ProductColumn {
  title: string;
  field?: Field<unknown>;
  required?: boolean;
  perProduct?: boolean;
  opening?: boolean;
  note: string;
}

const header = productHeaderSchema;
/** The product sheet's columns, for every import of products (the product screen's and 数据导入's). */
export const PRODUCT_COLUMNS: ProductColumn[] = [
  { title: '商品名称', field: header.productName, required: true, perProduct: true, note: '同一商品的各行相同' },
  { title: '商品编码', field: header.productCode, required: true, note: '同一商品编码的多行是同一商品的多个规格' },
  { title: '主单位', field: header.unitName, required: true, perProduct: true, note: '如 个、瓶；计量单位中没有的随商品添加' },
  {
    title: '辅助单位',
    perProduct: true,
    note: '写成“单位=数量主单位”，多个用逗号分开，如主单位为“个”时：箱=12个，包=6个',
  },
  { title: '商品分类', perProduct: true, note: '分类名称，或从顶级写起的路径，如“饮料/碳酸饮料”；分类需先在“商品分类”中建好' },
  { title: '规格', field: skuFields.spec, note: '多规格商品每个规格一行，同一商品的规格不能相同' },
  { title: '条码', field: skuFields.barCode, note: '字母、数字或中划线；不能与其他商品相同' },
  { title: '销售价', field: skuFields.salePrice, required: true, note: '元' },
  { title: '采购价', field: skuFields.purchasePrice, required: true, note: '元' },
  { title: '批发价', field: skuFields.wholesalePrice, note: '元' },
  { title: '最低售价', field: skuFields.lowestPrice, note: '元' },
  { title: '最低库存', field: skuFields.lowStock, note: '按主单位，库存预警用' },
  { title: '最高库存', field: skuFields.highStock, note: '按主单位，不能小于最低库存' },
  { title: '期初成本价', opening: true, note: '期初库存的单价，不填按采购价' },
  { title: '备注', field: header.remark, note: '商品备注，按第一行' },
];

/** 辅助单位 as written (箱=12个，包=6个): each unit and how many main units it holds. */
export function parseUnits(text: string, mainUnit: string): { unitName: string; ratio: string }[] {
  return text
    .split(/[,，;；、\s]+/)
    .filter(Boolean)
    .map((part) => {
      const m = /^(.+?)[=＝]([\d.]+)(.*)$/.exec(part);
      if (!m) throw new ValidationError(`辅助单位“${part}”格式不正确，应如“箱=12${mainUnit}”`, 'units');
      const [, unitName, ratio, unit] = m;
      if (unit && unit !== mainUnit) throw new ValidationError(`辅助单位“${part}”应按主单位“${mainUnit}”换算`, 'units');
      return { unitName: unitName.trim(), ratio };
    });
}

/** The class a cell names: its path from the top (饮料/碳酸饮料) or a name only one class bears. */
export function classOf(text: string, classes: { classId: string; path: string[] }[]): string {
  const path = text
    .split(/[/／>＞]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const byPath = classes.find((c) => c.path.join('/') === path.join('/'));
  if (byPath) return byPath.classId;
  const byName = path.length === 1 ? classes.filter((c) => c.path[c.path.length - 1] === path[0]) : [];
  if (byName.length === 1) return byName[0].classId;
  if (byName.length > 1)
    throw new ValidationError(`商品分类“${text}”有多个，请写出从顶级开始的路径，如“${byName[0].path.join('/')}”`, 'classId');
  throw new ValidationError(`商品分类“${text}”不存在，请先在商品分类中添加`, 'classId');
}

/** The product a group of rows describes, as Product/Save takes it. */
const productInput = (rows: Row[], classes: ClassPath[]) => {
  const v = rows[0].values;
  const sku = (r: Record<string, string>) => ({
    spec: r['规格'],
    barCode: r['条码'],
    salePrice: r['销售价'],
    purchasePrice: r['采购价'],
    wholesalePrice: r['批发价'],
    lowestPrice: r['最低售价'],
    lowStock: r['最低库存'],
    highStock: r['最高库存'],
  });
  return {
    productName: v['商品名称'],
    productCode: v['商品编码'],
    unitName: v['主单位'],
    remark: v['备注'],
    skus: rows.map((r) => sku(r.values)),
    units: v['辅助单位'] ? parseUnits(v['辅助单位'], v['主单位']) : undefined,
    classId: v['商品分类'] ? classOf(v['商品分类'], classes) : undefined,
  };
};

/** A product's rows as Product/Save takes them, by its rules (the first refusal thrown). */
export function productOf(rows: Row[], classes: ClassPath[]) {
  const { skus, ...header } = validate(createProductSchema, productInput(rows, classes));
  return { header, skus };
}

/** The cell a refusal of Product/Save's whole-product rules is about: its units, class, or one SKU's spec, barcode or stock limits. */
function cellOf(rows: Row[], e: ValidationError) {
  if (e.field !== 'skus') return { rowNo: rows[0].rowNo, column: e.field === 'classId' ? '商品分类' : '辅助单位' };
  const n = Number(/第(\d+)个规格/.exec(e.message)?.[1] ?? 1);
  const column = ['条码', '最低库存'].find((c) => e.message.includes(c)) ?? '规格';
  return { rowNo: rows[n - 1].rowNo, column };
}

/**
 * The rules spanning a product's cells, as Product/Save applies them, each refusal at its cell: its units (in the main
 * unit, distinct, above 1), its class, its SKUs (specs and barcodes distinct, lowest stock not above the highest).
 * For rows whose every cell passed its own field's rule.
 */
export function productProblems(rows: Row[], classes: ClassPath[]): { rowNo: number; column: string; message: string }[] {
  try {
    const { header, skus } = productOf(rows, classes);
    checkUnits(
      header.unitName,
      (header.units ?? []).map((u) => ({ unitName: u.unitName, ratio: u.ratio.toString() })),
    );
    checkSkus(skus.map((k) => toSku(k)));
    return [];
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    return [{ ...cellOf(rows, e), message: e.message }];
  }
}
