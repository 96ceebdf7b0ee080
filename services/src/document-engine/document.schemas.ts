import { array, bool, decimal, object, text } from '../shared/validation/schema';
import { DocumentKind, warehouseOf } from './document-kind';

const lineFields = {
  skuId: text('商品').required(),
  qty: decimal('数量').required().positive().places(6),
  price: decimal('单价').required().min(0).places(6),
  unitName: text('单位').maxWidth(10),
  discount: decimal('折扣率').min(0).max(100).places(2),
  taxRate: decimal('税率').min(0).max(100).places(2),
  warehouseId: text('仓库'),
  remark: text('备注').maxWidth(100),
  serials: array('序列号', text('序列号')).maxItems(10000),
  batchNo: text('批次号'),
  productionDate: text('生产日期').date(),
  expiryDate: text('到期日期').date(),
};
export const lineSchema = object(lineFields, '');
const { price: _price, discount: _discount, taxRate: _taxRate, ...unpricedFields } = lineFields;
export const unpricedLineSchema = object(unpricedFields, '');
/** A line of a kind that sells combos names a SKU or a combo (expandCombos requires one). */
const comboLineSchema = object({ ...lineFields, skuId: text('商品'), comboId: text('套餐') }, '');

/** The kind's own header fields, each a reference. */
const headerSchema = (def: DocumentKind, required: boolean) =>
  Object.fromEntries((def.headerFields ?? []).map((h) => [h.field, required ? text(h.label).required() : text(h.label)]));

/** A kind's schema, built on its first use: its fields keep no state between calls. */
const perKind = <T>(build: (def: DocumentKind) => T) => {
  const built = new WeakMap<DocumentKind, T>();
  return (def: DocumentKind): T => built.get(def) ?? built.set(def, build(def)).get(def)!;
};

export const saveSchema = perKind((def) => {
  const warehouse = warehouseOf(def);
  return {
    [def.idField]: text(def.title),
    ...(def.partner && { [def.partner.field]: text(def.partner.label).required() }),
    billDate: text('单据日期').required().date(),
    [warehouse.field]: text(warehouse.label).required(),
    ...headerSchema(def, true),
    lines: array('明细', def.unpriced ? unpricedLineSchema : def.combos ? comboLineSchema : lineSchema)
      .required()
      .minItems(1)
      .maxItems(500),
    ...(def.settle && {
      discountAmount: decimal('整单优惠').min(0).places(2),
      [def.settle.field]: decimal(def.settle.label).min(0).places(2),
      accountId: text('结算账户'),
    }),
    ...(def.prepaid && { [def.prepaid.field]: decimal(def.prepaid.label).min(0).places(2) }),
    remark: text('备注').maxWidth(200),
    ...(def.source ? { [def.source.field]: text(def.source.label) } : {}),
    audit: bool('保存并审核'),
  };
});

export const listSchema = perKind((def) => ({
  keyword: text('关键字').maxWidth(60),
  status: text('状态').oneOf(['draft', 'approving', 'audited', 'reversed']),
  ...(def.partner && { [def.partner.field]: text(def.partner.label) }),
  [warehouseOf(def).field]: text(warehouseOf(def).label),
  ...headerSchema(def, false),
  startDate: text('开始日期').date(),
  endDate: text('结束日期').date(),
  ...(def.stockConfirmation && { stockState: text('出入库状态').oneOf(['waiting', 'done']) }),
}));
