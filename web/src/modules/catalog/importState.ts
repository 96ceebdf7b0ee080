import type { ImportProgress } from './api';

/** Progress is asked for this often while an import runs. */
export const IMPORT_POLL_MS = 700;
/** Workbooks larger than this are refused before upload (the server's body limit is 8 MB of base64). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export type ImportState =
  | { phase: 'idle'; error?: string }
  | { phase: 'uploading'; fileName: string }
  | { phase: 'running' | 'finished'; fileName: string; importId: string; progress: ImportProgress };

export type ImportEvent =
  | { type: 'upload'; fileName: string }
  | { type: 'started'; importId: string; total: number }
  | { type: 'progress'; progress: ImportProgress }
  | { type: 'refused'; message: string }
  | { type: 'reset' };

const startedProgress = (total: number): ImportProgress => ({
  status: 'running',
  total,
  done: 0,
  success: 0,
  failed: 0,
  percent: 0,
  errors: [],
});

/** An import from choosing the file to the summary; only what fits the current phase moves it on. */
export function importReducer(state: ImportState, e: ImportEvent): ImportState {
  switch (e.type) {
    case 'upload':
      return state.phase === 'running' || state.phase === 'uploading' ? state : { phase: 'uploading', fileName: e.fileName };
    case 'started':
      return state.phase === 'uploading'
        ? { phase: 'running', fileName: state.fileName, importId: e.importId, progress: startedProgress(e.total) }
        : state;
    case 'progress':
      if (state.phase !== 'running') return state;
      return { ...state, phase: e.progress.status === 'running' ? 'running' : 'finished', progress: e.progress };
    case 'refused':
      return { phase: 'idle', error: e.message };
    case 'reset':
      return state.phase === 'running' || state.phase === 'uploading' ? state : { phase: 'idle' };
  }
}

/** The one-line outcome: counts, and why it stopped when it did not finish. */
export function importSummary(p: ImportProgress): string {
  const counts = `共${p.total}行，成功${p.success}行，失败${p.failed}行`;
  if (p.status === 'running') return `正在导入：已处理${p.done}/${p.total}行`;
  if (p.status === 'done') return `导入完成：${counts}`;
  return `导入${p.status === 'failed' ? '失败' : '中断'}：已处理${p.done}行，${counts}`;
}
