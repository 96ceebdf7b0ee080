import type { FormulaUploadRow, SkuQtyView, StoreFormulaRow } from '@jxc/services/contracts';
import { call } from '../../../api/http';
import type { Page, PageQuery } from '../../../api/types';

/** A formula (the contracts' row, indexable for the list kit). */
export type FormulaRow = StoreFormulaRow & Record<string, unknown>;

/** A file uploaded to a formula (the contracts' FormulaUploadRow, as the list kit takes rows). */
export type UploadRow = FormulaUploadRow & Record<string, unknown>;

export const formulaPage = (q: PageQuery) => call<Page<FormulaRow>>('StoreFormula/PageQuery', q);
export const saveFormula = (p: Record<string, unknown>) => call<{ formulaId: string }>('StoreFormula/Save', p);
export const updateFormula = (p: Record<string, unknown>) => call<{ formulaId: string }>('StoreFormula/Update', p);
export const removeFormula = (formulaId: string) => call<unknown>('StoreFormula/Remove', { formulaId });
export const uploadPage = (q: PageQuery) => call<Page<UploadRow>>('OPeifangUpload/PageQuery', q);

/** A formula's lines in a few words: 红茶 ×2、牛奶 ×0.25. */
export const linesText = (lines: readonly SkuQtyView[]) =>
  lines.map((l) => `${l.productName}${l.spec ? ` ${l.spec}` : ''} ×${l.qty}`).join('、');
