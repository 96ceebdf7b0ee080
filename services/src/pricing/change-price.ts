import type { DocLine, DocumentSaved } from '../document-engine';
import type { PriceSetting } from '../catalog';
import { shopDay } from '../contracts';

/** When a 调价单 takes effect: its 生效日期, or else the day it is dated. */
export const effectiveDateOf = (doc: Pick<DocumentSaved, 'billDate' | 'extra'>) => doc.extra?.effectiveDate || doc.billDate;

/** Whether its prices are set at the audit (生效日期 today or before) rather than on that day. */
export const takesEffect = (doc: Pick<DocumentSaved, 'billDate' | 'extra'>, at: Date) => effectiveDateOf(doc) <= shopDay(at);

/** Its lines as the prices they set. */
export const settingsOf = (lines: Pick<DocLine, 'lineNo' | 'skuId' | 'priceType' | 'price'>[]): PriceSetting[] =>
  lines.map((l) => ({ lineNo: l.lineNo, skuId: l.skuId, priceType: l.priceType!, price: l.price }));
