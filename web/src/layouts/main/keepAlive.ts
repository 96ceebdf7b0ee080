/** Pages closed in the tab bar: the kept-alive pages among them are dropped, so reopening one starts afresh. */
const listeners = new Set<(paths: string[]) => void>();

export function onPagesClosed(listener: (paths: string[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const pagesClosed = (paths: string[]) => listeners.forEach((l) => l(paths));
