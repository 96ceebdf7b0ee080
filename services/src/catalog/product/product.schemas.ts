import { array, bool, decimal, int, object, text } from '../../shared/validation/schema';

const price = (label: string) => decimal(label).min(0).places(6);
const quantity = (label: string) => decimal(label).min(0).places(6);

/** A SKU's fields: the product import's per-row columns are checked by these too. */
export const skuFields = {
  skuId: text('规格编号'),
  spec: text('规格').maxWidth(60),
  barCode: text('条码')
    .maxWidth(40)
    .check((v) => /^[A-Za-z0-9-]+$/.test(v), '只能包含字母、数字和中划线'),
  salePrice: price('销售价').required(),
  purchasePrice: price('采购价').required(),
  wholesalePrice: price('批发价'),
  lowestPrice: price('最低售价'),
  lowStock: quantity('最低库存'),
  highStock: quantity('最高库存'),
};

export const skuSchema = object(skuFields, '');

const unitSchema = object(
  { unitName: text('单位名称').required().maxWidth(10), ratio: decimal('换算比例').required().positive().places(6) },
  '',
);

export const productHeaderSchema = {
  productName: text('商品名称').required().maxWidth(100),
  productCode: text('商品编码').required().code().maxWidth(40),
  unitName: text('主单位').required().maxWidth(10),
  classId: text('商品分类'),
  units: array('辅助单位', unitSchema).maxItems(5),
  serialFlag: bool('序列号管理'),
  lifeFlag: bool('保质期管理'),
  shelfLifeDays: int('保质期天数').min(1).max(36500),
  remark: text('备注').maxWidth(200),
};

/** Product/Save's fields; Product/Update reads the same ones with readPatch (see shared/patch), plus productId. */
export const createProductSchema = { ...productHeaderSchema, skus: array('规格', skuSchema).required().minItems(1).maxItems(200) };

export const updatePriceSchema = {
  skuId: text('规格').required(),
  salePrice: price('销售价'),
  purchasePrice: price('采购价'),
  wholesalePrice: price('批发价'),
  lowestPrice: price('最低售价'),
};
