import { call } from '../../../api/http';
import type { Page, PageQuery } from '../../../api/types';

export interface FormulaLine {
  skuId: string;
  qty: number;
  productName: string;
  productCode: string;
  spec: string;
  unitName: string;
}

export interface FormulaRow extends Record<string, unknown> {
  formulaId: string;
  formulaName: string;
  lines: FormulaLine[];
  lineCount: number;
  fileCount: number;
  remark: string;
  createdBy: string;
  createdAt: string;
}

export interface UploadRow extends Record<string, unknown> {
  annexId: string;
  fileName: string;
  url: string;
  size: number;
  formulaId: string;
  formulaName: string | null;
  formulaRemoved: boolean | null;
  uploadedBy: string;
  uploadedAt: string;
}

export const formulaPage = (q: PageQuery) => call<Page<FormulaRow>>('StoreFormula/PageQuery', q);
export const saveFormula = (p: Record<string, unknown>) => call<{ formulaId: string }>('StoreFormula/Save', p);
export const updateFormula = (p: Record<string, unknown>) => call<{ formulaId: string }>('StoreFormula/Update', p);
export const removeFormula = (formulaId: string) => call<unknown>('StoreFormula/Remove', { formulaId });
export const uploadPage = (q: PageQuery) => call<Page<UploadRow>>('OPeifangUpload/PageQuery', q);

/** A formula's lines in a few words: 红茶 ×2、牛奶 ×0.25. */
export const linesText = (lines: readonly FormulaLine[]) =>
  lines.map((l) => `${l.productName}${l.spec ? ` ${l.spec}` : ''} ×${l.qty}`).join('、');
