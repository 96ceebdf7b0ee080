import { useState } from 'react';
import type { RowSelection } from './ListRows';

/** Rows ticked across pages, kept by key until cleared. */
export function useSelection<T>(rowKey: (row: T) => string, pageRows: readonly T[], label: (row: T) => string) {
  const [picked, setPicked] = useState<Map<string, T>>(new Map());
  const onPage = pageRows.filter((r) => picked.has(rowKey(r))).length;
  const toggle = (rows: readonly T[], on: boolean) =>
    setPicked((m) => {
      const next = new Map(m);
      rows.forEach((r) => (on ? next.set(rowKey(r), r) : next.delete(rowKey(r))));
      return next;
    });
  const selection: RowSelection<T> = {
    isSelected: (r) => picked.has(rowKey(r)),
    toggle: (r) => toggle([r], !picked.has(rowKey(r))),
    pageState: onPage === 0 ? false : onPage === pageRows.length ? true : 'mixed',
    togglePage: () => toggle(pageRows, onPage < pageRows.length),
    label,
  };
  return { selection, rows: [...picked.values()], clear: () => setPicked(new Map()) };
}
