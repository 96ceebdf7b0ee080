import type { CountSheetLine, ImportedCounts } from '@jxc/services/contracts';
import { call } from '../../../api/http';
import type { FilePayload } from '../../../api/types';
import type { ClassNode } from '../../../kit/classTree';
import { docApi, type DocDetailLine, type DocStatus } from '../../document-engine';

/** Invtak's lifecycle, list and detail calls (the document kit's). */
export const INVTAK_API = docApi('Invtak', 'invtakId');

/** A stocktake's detail line: the kit's, with what the count found (as audited; for a draft, against the book now). */
export type CountDetailLine = DocDetailLine & {
  bookQty: number;
  countQty: number;
  /** Counted less the book: + a gain, − a loss. */
  diffQty: number;
  /** What the difference moved at (null when hidden from the user, or on a draft line the audit would refuse). */
  diffAmount: number | null;
  /** On a draft: why an audit now would refuse the line. */
  problem?: string;
};

/** The SKUs to count in a warehouse with their book: those it holds, a product class's, or the chosen ones. */
export const countSheet = (q: { warehouseId: string; classId?: string; skuIds?: string[] }) =>
  call<{ data: CountSheetLine[] }>('Invtak/CountSheet', q);

/** Counts read back from a count sheet workbook; a refused workbook shows where the form is. */
export const importCount = (warehouseId: string, file: FilePayload) =>
  call<ImportedCounts>('Invtak/ImportCount', { warehouseId, ...file }, { quiet: true });

/** Saves (and with `audit` audits) a count; a refusal shows where the form is. */
export const saveCount = (input: object) =>
  call<{ invtakId: string; billNo: string; status: DocStatus }>('Invtak/Save', input, { quiet: true });

/** The product classes, parents before their children, to count one of them. */
export const productClasses = () => call<{ data: ClassNode[] }>('ProductClass/TreeQuery', {}, { quiet: true });
