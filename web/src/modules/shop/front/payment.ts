import type { PayChannelKey } from '@jxc/services/contracts';

/** How the storefront pays online: a QR code shown on a computer's screen, or the provider's page in a phone's browser. */
export type OnlineChannel = 'qr' | 'wap';

/** Narrower than this, the screen is a phone's. */
const PHONE_WIDTH = 768;
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|MicroMessenger|AlipayClient/i;

/** Whether the buyer is on a phone: a narrow screen or a mobile browser. */
export const onPhone = (screenWidth: number, userAgent: string) => screenWidth < PHONE_WIDTH || MOBILE_AGENT.test(userAgent);

/** The channel a buyer pays through: a phone goes to the provider's page, a computer shows the QR code; else whichever the provider offers. */
export function channelFor(offered: readonly PayChannelKey[], phone: boolean): OnlineChannel | undefined {
  const wanted: OnlineChannel[] = phone ? ['wap', 'qr'] : ['qr', 'wap'];
  return wanted.find((c) => offered.includes(c));
}

/** Whole seconds until `expiresAt` (0 once passed). */
export const secondsLeft = (expiresAt: string, now: number) => Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));

/** A countdown as 分:秒 (4:05). */
export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** How often a payment's status is asked while the buyer pays, and how long the return page waits for the provider's word. */
export const POLL_MS = 2000;
export const RETURN_WAIT_MS = 60_000;

/** Where the provider's page sends a phone's browser back: the store, naming the order it paid. */
export const returnUrlOf = (origin: string, storeCode: string, orderId: string) =>
  `${origin}/m/${encodeURIComponent(storeCode)}?paidOrder=${encodeURIComponent(orderId)}`;

/** An order being paid on the provider's page: what the page the buyer returns to needs to ask for its status. */
export interface PendingPayment {
  orderId: string;
  orderNo: string;
  lookupCode: string;
  phone: string;
  totalAmount: number;
  provider: string;
  payOrderId: string;
}

const key = (storeCode: string) => `jxc.store.${storeCode}.paying`;

/** Keeps the payment the browser leaves to make (one per order). */
export function keepPending(storeCode: string, p: PendingPayment) {
  const others = loadPending(storeCode).filter((o) => o.orderId !== p.orderId);
  localStorage.setItem(key(storeCode), JSON.stringify([p, ...others].slice(0, 20)));
}

/** The payment this browser left to make for an order, if it did. */
export const pendingOf = (storeCode: string, orderId: string) => loadPending(storeCode).find((p) => p.orderId === orderId);

function loadPending(storeCode: string): PendingPayment[] {
  try {
    const saved = JSON.parse(localStorage.getItem(key(storeCode)) ?? '[]') as unknown;
    return Array.isArray(saved) ? (saved as PendingPayment[]).filter((p) => p && typeof p.payOrderId === 'string') : [];
  } catch {
    return [];
  }
}
