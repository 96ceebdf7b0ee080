import { io } from 'socket.io-client';

/** Live pushes from the server (PRODUCT.md §3). Returns a disconnect function. */
export function connectLive(token: string, onStockWarning: () => void): () => void {
  const socket = io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
  socket.on('stockWarning', onStockWarning);
  return () => {
    socket.off('stockWarning', onStockWarning);
    socket.disconnect();
  };
}
