import { io } from 'socket.io-client';
import { call } from '../../../api/http';
import type { TeamCounts } from '@jxc/services/contracts';

/** Everyone's counts on a stocktake, merged per SKU. */
export const teamCounts = (invtakId: string) => call<TeamCounts>('Invtak/Counts', { invtakId }, { quiet: true });

/** Counts `qty` (− takes back a miscount) of a SKU in the caller's zone. */
export const addCount = (input: { invtakId: string; skuId: string; zone: string; qty: number }) =>
  call<object>('Invtak/AddCount', input, { quiet: true });

export type LinkState = 'connecting' | 'live' | 'refused';

/**
 * Joins a stocktake's counting: `onCounted` whenever anyone counts on it (and on joining again after a dropped
 * connection, as counts may have come meanwhile); `onState` says whether the counts are live. Answers the leaving.
 */
export function joinCounting(
  token: string,
  invtakId: string,
  onCounted: () => void,
  onState: (state: LinkState, message?: string) => void,
): () => void {
  const socket = io('/stocktake-count', { path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
  socket.on('connect', () => {
    socket
      .timeout(10_000)
      .emitWithAck('join', { invtakId })
      .then((r: { ok: boolean; message?: string }) => {
        onState(r.ok ? 'live' : 'refused', r.message);
        if (r.ok) onCounted();
      })
      // No answer: connect again, and join again once connected.
      .catch(() => socket.disconnect().connect());
  });
  socket.on('disconnect', () => onState('connecting'));
  socket.on('counted', onCounted);
  return () => {
    socket.off();
    socket.disconnect();
  };
}
