/** A tiny notification bus, so code outside React (the API client) can raise toasts. */

export type Intent = 'error' | 'warning' | 'success' | 'info';

export interface Notice {
  intent: Intent;
  title: string;
  body?: string;
}

const listeners = new Set<(n: Notice) => void>();
/** Notices raised while no one listens yet: the first listener gets them (the toasts load with the first notice). */
const waiting: Notice[] = [];
const wakers = new Set<() => void>();

export function notify(n: Notice): void {
  if (listeners.size) listeners.forEach((l) => l(n));
  else {
    waiting.push(n);
    wakers.forEach((w) => w());
  }
}

export function onNotify(listener: (n: Notice) => void): () => void {
  waiting.splice(0).forEach(listener);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `wake` whenever a notice waits for a listener, at once if one already does. */
export function onWaiting(wake: () => void): () => void {
  wakers.add(wake);
  if (waiting.length) wake();
  return () => wakers.delete(wake);
}

export const notifyError = (title: string, body?: string) => notify({ intent: 'error', title, body });
export const notifySuccess = (title: string, body?: string) => notify({ intent: 'success', title, body });
export const notifyWarning = (title: string, body?: string) => notify({ intent: 'warning', title, body });
