import { createHash } from 'node:crypto';
import type { Sheet } from '../catalog';
import type { ImportKind, RefKind } from './kit';
import { REF_TITLES } from './kit';
import type { SheetRow } from './check';

const CODE = /^[A-Za-z0-9_-]{1,30}$/;
const BARCODE = /^\d{8,14}$/;

/** A code for a record named only by its name: the name itself when it is one, else DR and a digest of it. */
const codeFor = (value: string) =>
  CODE.test(value) ? value : `DR${createHash('sha1').update(value).digest('hex').slice(0, 10).toUpperCase()}`;

/**
 * The records to create, as a sheet for the catalog's own import (the same checks as its screens): a customer or
 * supplier by its name; a product by its name (or barcode), in 个, priced as its first row.
 */
export function creationSheet(kind: ImportKind, ref: RefKind, values: string[], rows: SheetRow[]): Sheet {
  const column = kind.columns.find((c) => c.ref === ref)!.title;
  if (ref !== 'Product') {
    const title = REF_TITLES[ref];
    return {
      headers: [`${title}名称`, `${title}编码`],
      rows: values.map((v, i) => ({ rowNo: i + 2, values: { [`${title}名称`]: v, [`${title}编码`]: codeFor(v) } })),
    };
  }
  return {
    headers: ['商品名称', '商品编码', '主单位', '条码', '销售价', '采购价'],
    rows: values.map((v, i) => {
      const price = rows.find((r) => r.values[column] === v)?.values['单价'] || '0';
      return {
        rowNo: i + 2,
        values: { 商品名称: v, 商品编码: codeFor(v), 主单位: '个', 条码: BARCODE.test(v) ? v : '', 销售价: price, 采购价: price },
      };
    }),
  };
}
