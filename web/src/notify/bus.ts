/** A tiny notification bus, so code outside React (the API client) can raise toasts. */

export type Intent = 'error' | 'warning' | 'success' | 'info';

export interface Notice {
  intent: Intent;
  title: string;
  body?: string;
}

const listeners = new Set<(n: Notice) => void>();

export function notify(n: Notice): void {
  listeners.forEach((l) => l(n));
}

export function onNotify(listener: (n: Notice) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const notifyError = (title: string, body?: string) => notify({ intent: 'error', title, body });
export const notifySuccess = (title: string, body?: string) => notify({ intent: 'success', title, body });
export const notifyWarning = (title: string, body?: string) => notify({ intent: 'warning', title, body });
