import type { DataImportStatus } from '../contracts';
import { BusinessRuleError, NotFoundError } from '../shared/errors';
import { eventNames } from '../shared/es/event-names';

export const importStream = (importId: string) => `DataImport-${importId}`;

/** A document the import wrote (docId), skipped as imported before (skipped) or could not write (message). */
export interface DocOutcome {
  key: string;
  docId?: string;
  billNo?: string;
  skipped?: boolean;
  message?: string;
  /** An opening balance's value before the import set it, which undoing puts back. */
  previous?: string;
}

export type DataImportEvent =
  | { type: 'Added'; data: { kind: string; fileName: string; fileHash: string; rows: number; documents: number } }
  | { type: 'Applied'; data: { created: number } }
  | { type: 'Entered'; data: { docs: DocOutcome[] } }
  | { type: 'Reversed'; data: { docs: { key: string; message?: string }[] } };

export const DATA_IMPORT_EVENTS = eventNames('DataImport', ['Added', 'Applied', 'Entered', 'Reversed'] as const);

export interface DataImportState {
  kind: string;
  documents: number;
  status: DataImportStatus | null;
  outcomes: Map<string, DocOutcome>;
}

export const noImport: DataImportState = { kind: '', documents: 0, status: null, outcomes: new Map() };

export function evolveDataImport(s: DataImportState, e: DataImportEvent): DataImportState {
  switch (e.type) {
    case 'Added':
      return { ...s, kind: e.data.kind, documents: e.data.documents, status: 'previewed' };
    case 'Applied':
      return { ...s, status: s.documents ? 'running' : 'done' };
    case 'Entered': {
      const outcomes = new Map(s.outcomes);
      for (const d of e.data.docs) outcomes.set(d.key, d);
      return { ...s, outcomes, status: outcomes.size >= s.documents ? 'done' : 'running' };
    }
    case 'Reversed':
      return { ...s, status: 'undone' };
  }
}

const exists = (s: DataImportState) => {
  if (!s.status) throw new NotFoundError('导入任务不存在');
  return s;
};

/** The import's decisions: confirmed once after its preview, documents entered while it runs, undone once after. */
export const decideDataImport = {
  apply(s: DataImportState, created: number, errors: number): DataImportEvent[] {
    if (exists(s).status !== 'previewed') throw new BusinessRuleError('IMPORT_STARTED', '该导入已确认，请勿重复提交');
    if (errors) throw new BusinessRuleError('IMPORT_HAS_ERRORS', `还有${errors}处错误，请修正后重新上传`);
    return [{ type: 'Applied', data: { created } }];
  },
  enter(s: DataImportState, docs: DocOutcome[]): DataImportEvent[] {
    if (exists(s).status !== 'running') throw new BusinessRuleError('IMPORT_NOT_RUNNING', '该导入不在进行中');
    const fresh = docs.filter((d) => !s.outcomes.has(d.key));
    return fresh.length ? [{ type: 'Entered', data: { docs: fresh } }] : [];
  },
  /** `used`: what it made that has been used since (products named by a document), which keeps it as it is. */
  reverse(s: DataImportState, docs: { key: string; message?: string }[], used: string[] = []): DataImportEvent[] {
    if (exists(s).status === 'undone') throw new BusinessRuleError('IMPORT_UNDONE', '该导入已撤销');
    if (s.status !== 'done') throw new BusinessRuleError('IMPORT_NOT_DONE', '导入完成后才能撤销');
    if (used.length)
      throw new BusinessRuleError(
        'IMPORT_USED',
        `${used.length}个商品已在单据或库存中使用，不能撤销本次导入：${used.slice(0, 5).join('、')}${used.length > 5 ? '等' : ''}；不再经营的商品请在商品资料中停用`,
      );
    return [{ type: 'Reversed', data: { docs } }];
  },
};
