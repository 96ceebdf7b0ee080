import { io } from 'socket.io-client';
import { call } from '../../../api/http';
import type { DocStatus } from '../../document-engine';

/** One counter's count of a SKU in one zone (区域/货架). */
export interface CountPart {
  zone: string;
  counterId: string;
  counterName: string;
  qty: number;
  at: string;
}

/** A SKU's counts merged: the sum of its parts; counted in two zones or by two people it is `repeated` (重复计数). */
export interface MergedCount {
  skuId: string;
  productName: string;
  productCode: string;
  spec: string;
  barCode: string;
  unitName: string;
  bookQty: number;
  qty: number;
  parts: CountPart[];
  repeated: boolean;
}

export interface TeamCounts {
  invtakId: string;
  billNo: string;
  warehouseId: string;
  status: DocStatus;
  lines: MergedCount[];
}

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
