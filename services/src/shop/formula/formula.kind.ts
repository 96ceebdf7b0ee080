import type { AnnexOwner } from '../../catalog';
import { ValidationError } from '../../shared/errors';
import { array, decimal, object, text } from '../../shared/validation/schema';
import type { StoreRecordDef } from '../records/store-record-def';

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
    const [same] = await ds.query(
      `select 1 from store_records where company_id = $1 and kind = 'StoreFormula' and not removed and lower(name) = lower($2) and record_id <> $3`,
      [companyId, formula.formulaName, formulaId],
    );
    if (same) throw new ValidationError(`配方名称“${String(formula.formulaName)}”已存在`, '配方名称');
    const lines = linesOf(formula);
    const found: { sku_id: string }[] = await ds.query(
      `select sku_id from product_skus where company_id = $1 and sku_id = any($2) and not removed`,
      [companyId, lines.map((l) => l.skuId)],
    );
    const missing = lines.findIndex((l) => !found.some((f) => f.sku_id === l.skuId));
    if (missing >= 0) throw new ValidationError(`配方明细第${missing + 1}行商品不存在或已删除`, `配方明细第${missing + 1}行商品`);
  },
  async dress(ds, companyId, rows) {
    const skuIds = rows.flatMap((r) => linesOf(r).map((l) => l.skuId));
    const skus: { sku_id: string; product_name: string; spec: string; product_code: string; unit_name: string }[] = skuIds.length
      ? await ds.query(
          `select s.sku_id, s.product_name, s.spec, p.product_code, p.unit_name from product_skus s join products p on p.product_id = s.product_id where s.company_id = $1 and s.sku_id = any($2)`,
          [companyId, skuIds],
        )
      : [];
    const uploads: { owner_id: string; n: number }[] = await ds.query(
      `select data->>'ownerId' as owner_id, count(*)::int as n from master_records where company_id = $1 and kind = 'Annex' and not removed and data->>'ownerType' = 'StoreFormula' and data->>'ownerId' = any($2) group by 1`,
      [companyId, rows.map((r) => r.formulaId)],
    );
    return rows.map((r) => ({
      ...r,
      lineCount: linesOf(r).length,
      fileCount: uploads.find((u) => u.owner_id === r.formulaId)?.n ?? 0,
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
  exists: async (ds, companyId, ownerId) =>
    (
      await ds.query(`select 1 from store_records where company_id = $1 and kind = 'StoreFormula' and record_id = $2 and not removed`, [
        companyId,
        ownerId,
      ])
    ).length > 0,
};
