import { io } from 'socket.io-client';

/** A buyer's order just placed on the storefront ('storeOrder'). */
export interface StoreOrderPush {
  orderId: string;
  orderNo: string;
  buyerName: string;
  totalAmount: number;
  deliveryType: 'delivery' | 'pickup';
}

/** Live pushes from the server (PRODUCT.md §3). Returns a disconnect function. */
export function connectLive(token: string, onStockWarning: () => void, onStoreOrder?: (order: StoreOrderPush) => void): () => void {
  const socket = io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
  socket.on('stockWarning', onStockWarning);
  if (onStoreOrder) socket.on('storeOrder', onStoreOrder);
  return () => {
    socket.off('stockWarning', onStockWarning);
    if (onStoreOrder) socket.off('storeOrder', onStoreOrder);
    socket.disconnect();
  };
}
