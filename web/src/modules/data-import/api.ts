import type { DataImportKind, DataImportListItem, DataImportPreview, DataImportProgress, DataImportRef } from '@jxc/services/contracts';
import { call } from '../../api/http';
import type { FilePayload } from '../../api/types';

/** A preview of ten thousand rows is checked in seconds; a slow link may take longer to send it. */
const PREVIEW_TIMEOUT_MS = 120_000;
/** Undoing thousands of documents (红冲 each) takes minutes; the page waits for the answer. */
const UNDO_TIMEOUT_MS = 600_000;

export const importTemplate = (kind: DataImportKind) => call<FilePayload>('DataImport/Template', { kind });
export const previewImport = (kind: DataImportKind, file: FilePayload, create: DataImportRef[]) =>
  call<DataImportPreview>('DataImport/Preview', { kind, ...file, create }, { quiet: true, timeoutMs: PREVIEW_TIMEOUT_MS });
export const confirmImport = (importId: string) => call<DataImportProgress>('DataImport/Confirm', { importId }, { quiet: true });
export const importProgress = (importId: string) => call<DataImportProgress>('DataImport/Detail', { importId });
export const undoImport = (importId: string) =>
  call<DataImportProgress>('DataImport/Undo', { importId }, { quiet: true, timeoutMs: UNDO_TIMEOUT_MS });
export const importList = () => call<{ data: DataImportListItem[] }>('DataImport/List');
