import { COUNT_SHEET_COLUMNS as COL, CountSheetLine, ImportedCounts, isDecimal, MAX_DECIMAL, splitSerials } from '../../contracts';
import type { Sheet } from '../../catalog';
import { dec, toNumber } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';

/** A SKU as a count sheet row names it. */
export interface SkuKey {
  skuId: string;
  barCode: string | null;
  productCode: string;
  spec: string;
  serialFlag: boolean;
}

/** A row of the workbook the count was read from. */
interface CountRow {
  rowNo: number;
  skuId: string;
  batchNo: string | null;
  productionDate: string | null;
  expiryDate: string | null;
  countQty: number;
  serials?: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The codes and barcodes a workbook names, to look its SKUs up by. */
export function namedSkus(sheet: Sheet) {
  const values = (title: string) => [...new Set(sheet.rows.map((r) => r.values[title] ?? '').filter(Boolean))];
  if (!sheet.headers.includes(COL.countQty) || !(sheet.headers.includes(COL.barCode) || sheet.headers.includes(COL.productCode))) {
    throw new ValidationError(`工作表须有“${COL.countQty}”列，以及“${COL.barCode}”或“${COL.productCode}”列`, 'content');
  }
  return { barCodes: values(COL.barCode), codes: values(COL.productCode) };
}

/**
 * The counts of a workbook's rows: each names a SKU by its barcode, or its code and spec; a row with no count is
 * skipped (not counted yet); a serial SKU's count is the serials listed when the row lists them.
 */
export function countRowsOf(sheet: Sheet, skus: SkuKey[]): { rows: CountRow[]; errors: ImportedCounts['errors'] } {
  const rows: CountRow[] = [];
  const errors: ImportedCounts['errors'] = [];
  const seen = new Map<string, number>();
  for (const { rowNo, values } of sheet.rows) {
    const v = (title: string) => values[title] ?? '';
    const fail = (message: string) => errors.push({ rowNo, message: `第${rowNo}行${message}` });
    const count = v(COL.countQty);
    const serials = v(COL.serials) ? splitSerials(v(COL.serials)) : undefined;
    if (!count && !serials) continue;
    const byCode = skus.filter((k) => k.productCode === v(COL.productCode) && (!v(COL.spec) || k.spec === v(COL.spec)));
    const sku = (v(COL.barCode) && skus.find((k) => k.barCode === v(COL.barCode))) || (byCode.length === 1 ? byCode[0] : undefined);
    if (!sku) {
      fail(
        byCode.length > 1
          ? `：编码“${v(COL.productCode)}”有多个规格，请填写规格或条码`
          : `：未找到条码或编码为“${v(COL.barCode) || v(COL.productCode)}”的商品`,
      );
      continue;
    }
    const qty = count ? count : String(serials!.length);
    if (!isDecimal(qty) || dec(qty).lt(0) || dec(qty).gt(MAX_DECIMAL) || dec(qty).decimalPlaces() > 6) {
      fail(`${COL.countQty}必须是不小于0的数字`);
      continue;
    }
    if (sku.serialFlag && serials && serials.length !== Number(qty)) {
      fail(`列出${serials.length}个序列号，与${COL.countQty}${qty}不一致`);
      continue;
    }
    const [productionDate, expiryDate] = [v(COL.productionDate) || null, v(COL.expiryDate) || null];
    if ([productionDate, expiryDate].some((d) => d && !DATE.test(d))) {
      fail('的日期须为 yyyy-MM-dd 格式');
      continue;
    }
    const batchNo = v(COL.batchNo) || null;
    const key = `${sku.skuId}|${batchNo ?? ''}`;
    if (seen.has(key)) {
      fail(`与第${seen.get(key)}行是同一${batchNo ? '批次' : '商品'}`);
      continue;
    }
    seen.set(key, rowNo);
    rows.push({
      rowNo,
      skuId: sku.skuId,
      batchNo,
      productionDate,
      expiryDate,
      countQty: toNumber(qty),
      ...(sku.serialFlag && serials && { serials }),
    });
  }
  return { rows, errors };
}

/** The rows as count sheet lines: a SKU's (or batch's) line of the sheet with its book, or a new batch of the SKU. */
export function countedSheet(rows: CountRow[], sheet: CountSheetLine[]): ImportedCounts['data'] {
  return rows.flatMap((r) => {
    const known = sheet.find((l) => l.skuId === r.skuId && l.batchNo === r.batchNo);
    const like = known ?? sheet.find((l) => l.skuId === r.skuId);
    if (!like) return [];
    const fresh = !known && { batchNo: r.batchNo, productionDate: r.productionDate, expiryDate: r.expiryDate, bookQty: 0 };
    return [{ ...like, ...fresh, countQty: r.countQty, ...(r.serials && { countSerials: r.serials }) }];
  });
}
