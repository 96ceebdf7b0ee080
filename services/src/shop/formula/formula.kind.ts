import { annexCounts, liveSkuIds, skuNames, type AnnexOwner } from '../../catalog';
import { ValidationError } from '../../shared/errors';
import { array, decimal, object, text } from '../../shared/validation/schema';
import type { StoreRecordDef } from '../records/store-record-def';
import { storeRecordLive, storeRecordNamed } from '../records/store-record.queries';

interface FormulaLine {
  skuId: string;
  qty: string;
}

const linesOf = (record: Record<string, unknown>) => (record.lines ?? []) as FormulaLine[];

/**
 * 作品管理's formulas (配方, edition 8's formula shops): a named recipe of SKUs and quantities, each SKU once, whose
 * lines a sale or a store order takes all at once. Quantities are in the SKU's main unit.
 */
export const STORE_FORMULA: StoreRecordDef = {
  kind: 'StoreFormula',
  group: 'StoreFormula',
  idField: 'formulaId',
  title: '配方',
  menuId: '1105',
  nameField: 'formulaName',
  fields: {
    formulaName: text('配方名称').required().maxWidth(40),
    lines: array('配方明细', object({ skuId: text('商品').required().maxWidth(60), qty: decimal('数量').required().positive().places(6) }))
      .required()
      .minItems(1)
      .maxItems(200),
    remark: text('备注').maxWidth(200),
  },
  defaults: { remark: '' },
  rules(formula) {
    const lines = linesOf(formula);
    if (!lines.length) throw new ValidationError('配方明细至少需要一行', '配方明细');
    lines.forEach((line, i) => {
      const first = lines.findIndex((l) => l.skuId === line.skuId);
      if (first < i) throw new ValidationError(`配方明细第${i + 1}行商品与第${first + 1}行重复，请合并数量`, `配方明细第${i + 1}行商品`);
    });
  },
  async verify(ds, companyId, formula, formulaId) {
    if (await storeRecordNamed(ds, companyId, STORE_FORMULA.kind, formula.formulaName, formulaId))
      throw new ValidationError(`配方名称“${String(formula.formulaName)}”已存在`, '配方名称');
    const lines = linesOf(formula);
    const found = await liveSkuIds(
      ds,
      companyId,
      lines.map((l) => l.skuId),
    );
    const missing = lines.findIndex((l) => !found.includes(l.skuId));
    if (missing >= 0) throw new ValidationError(`配方明细第${missing + 1}行商品不存在或已删除`, `配方明细第${missing + 1}行商品`);
  },
  async dress(ds, companyId, rows) {
    const skuIds = rows.flatMap((r) => linesOf(r).map((l) => l.skuId));
    const skus = await skuNames(ds, companyId, skuIds);
    const uploads = await annexCounts(
      ds,
      companyId,
      'StoreFormula',
      rows.map((r) => r.formulaId),
    );
    return rows.map((r) => ({
      ...r,
      lineCount: linesOf(r).length,
      fileCount: uploads.get(String(r.formulaId)) ?? 0,
      lines: linesOf(r).map((l) => {
        const sku = skus.find((s) => s.sku_id === l.skuId);
        return {
          skuId: l.skuId,
          qty: Number(l.qty),
          productName: sku?.product_name ?? '',
          productCode: sku?.product_code ?? '',
          spec: sku?.spec ?? '',
          unitName: sku?.unit_name ?? '',
        };
      }),
    }));
  },
};

/** 作品上传: the files uploaded to a formula are attachments it owns (OPeifangUpload lists them). */
export const FORMULA_UPLOADS: AnnexOwner = {
  menuId: STORE_FORMULA.menuId,
  title: STORE_FORMULA.title,
  exists: (ds, companyId, ownerId) => storeRecordLive(ds, companyId, STORE_FORMULA.kind, ownerId),
};
