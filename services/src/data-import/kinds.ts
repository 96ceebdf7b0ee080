import { MASTER_RESOURCES, PRODUCT_COLUMNS } from '../catalog';
import { DOCUMENTS } from '../contracts';
import type { DocumentKind } from '../document-engine';
import { BUY, BUY_RETURN } from '../purchasing';
import { SALE, SALE_RETURN } from '../sales';
import { text } from '../shared/validation/schema';
import type { Column, ImportKind } from './kit';

const BILL_NO = '单据编号';

/** A trade document's columns: its head (number, date, partner, warehouse) on every row, then one line per row. */
function billColumns(partner: '客户' | '供应商'): Column[] {
  return [
    { title: BILL_NO, required: true, head: true, note: '原单据编号；同一编号的多行是同一张单据的多行明细，导入过的编号不会再导入' },
    { title: '单据日期', required: true, head: true, field: text('单据日期').required().date(), note: '如 2026-03-01' },
    {
      title: partner,
      required: true,
      head: true,
      ref: partner === '客户' ? 'Custom' : 'Supplier',
      note: `${partner}编码或名称；没有的可在预览时选择新建`,
    },
    { title: '仓库', required: true, head: true, ref: 'Warehouse', note: '仓库编码或名称' },
    { title: '商品', required: true, ref: 'Product', note: '商品条码、编码或名称（多规格商品请用条码）；没有的可在预览时选择新建' },
    { title: '数量', required: true, note: '按商品主单位' },
    { title: '单价', required: true, note: '元' },
    { title: '备注', note: '明细备注' },
  ];
}

const bill = (def: DocumentKind, partner: 'Custom' | 'Supplier', title: string): ImportKind => ({
  kind: def.kind,
  title,
  menuId: def.menuId,
  columns: billColumns(partner === 'Custom' ? '客户' : '供应商'),
  groupBy: BILL_NO,
  target: { type: 'document', def, partner },
  detailPath: Object.values(DOCUMENTS).find((d) => d.kind === def.kind)?.routes.detail,
  idField: def.idField,
});

/** A partner's opening balance (期初应收 / 期初应付), the field of its master record, by its code or name. */
function opening(partner: 'Custom' | 'Supplier'): ImportKind {
  const resource = MASTER_RESOURCES.find((r) => r.kind === partner)!;
  const amount = resource.fields.initAmount;
  return {
    kind: `${partner}Opening`,
    title: `${resource.title}${amount.label}`,
    menuId: resource.menuId,
    columns: [
      { title: resource.title, required: true, head: true, ref: partner, note: `${resource.title}编码或名称；没有的可在预览时选择新建` },
      { title: amount.label, required: true, head: true, field: amount, note: `开始使用本系统时${resource.title}的欠款，元；负数表示预付` },
    ],
    groupBy: resource.title,
    target: { type: 'opening', partner },
  };
}

/** A warehouse's opening stock (期初库存), as the 期初 screen enters it: one opening per warehouse, batches and serials too. */
const OPENING_STOCK: ImportKind = {
  kind: 'InitStock',
  title: '期初库存',
  menuId: '3002',
  columns: [
    { title: '仓库', required: true, head: true, ref: 'Warehouse', note: '仓库编码或名称；同一仓库的各行录为一张期初单' },
    { title: '商品', required: true, ref: 'Product', note: '商品条码、编码或名称（多规格商品请用条码）；没有的可在预览时选择新建' },
    { title: '数量', required: true, note: '按商品主单位；同一仓库同一商品分几行填写时数量相加' },
    { title: '单价', required: true, note: '成本单价，元' },
    { title: '批号', note: '启用保质期管理的商品可填；不填按生产日期生成' },
    { title: '生产日期', field: text('生产日期').date(), note: '启用保质期管理的商品必填，如 2026-03-01' },
    { title: '有效期', field: text('有效期').date(), note: '到期日期，如 2027-03-01；不填按商品的保质期天数推算' },
    {
      title: '序列号',
      note: '启用序列号管理的商品必填：一格填一个（分几行，每行数量1），或在一格中用逗号分隔，个数须等于数量',
    },
  ],
  groupBy: '仓库',
  target: { type: 'stock' },
};

/**
 * Products (商品资料) by the product sheet's own columns and rules, one per 商品编码 (its rows are its SKUs); opening
 * quantities are the 期初库存 kind's.
 */
const PRODUCTS: ImportKind = {
  kind: 'Product',
  title: '商品',
  menuId: '3001',
  columns: PRODUCT_COLUMNS.filter((c) => !c.opening).map((c) => ({
    title: c.title,
    required: c.required,
    note: c.note,
    field: c.field,
    head: c.perProduct,
  })),
  groupBy: '商品编码',
  target: { type: 'product' },
  detailPath: '/management/Detail',
  idField: 'productId',
};

/** Every import kind, in the order the screen offers them (products first: the bills name them). */
export const IMPORT_KINDS: ImportKind[] = [
  PRODUCTS,
  bill(BUY, 'Supplier', '采购入库'),
  bill(SALE, 'Custom', '销售出库'),
  bill(SALE_RETURN, 'Custom', '销售退货'),
  bill(BUY_RETURN, 'Supplier', '采购退货'),
  opening('Custom'),
  opening('Supplier'),
  OPENING_STOCK,
];
