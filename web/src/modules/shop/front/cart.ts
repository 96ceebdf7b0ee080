import type { FrontProduct } from './api';

/** The cart: quantities by store product (a SKU or a combo), kept per store in the browser (localStorage), so a reload or a return keeps it. */
export type Cart = Record<string, number>;

const key = (storeCode: string) => `jxc.store.${storeCode}.cart`;

export function loadCart(storeCode: string): Cart {
  try {
    const saved = JSON.parse(localStorage.getItem(key(storeCode)) ?? '{}') as unknown;
    if (!saved || typeof saved !== 'object') return {};
    return Object.fromEntries(Object.entries(saved).filter(([, q]) => typeof q === 'number' && q > 0)) as Cart;
  } catch {
    return {};
  }
}

export const saveCart = (storeCode: string, cart: Cart) => localStorage.setItem(key(storeCode), JSON.stringify(cart));

/** The most of a product one order may have: what the store still has, and 每单限购. */
export const mostOf = (p: Pick<FrontProduct, 'availableQty' | 'maxQty'>) => Math.floor(Math.min(p.availableQty, p.maxQty));

/** The cart with one product's quantity set: 0 takes it out, never more than `most` (mostOf). */
export function setQty(cart: Cart, storeProductId: string, qty: number, most: number): Cart {
  const { [storeProductId]: _, ...rest } = cart;
  const q = Math.min(Math.max(0, Math.floor(qty)), Math.floor(most));
  return q > 0 ? { ...rest, [storeProductId]: q } : rest;
}

/** The cart's lines among the products on sale (a product gone from the store drops out), their count and total in fen-exact yuan. */
export function cartLines(cart: Cart, products: readonly FrontProduct[]) {
  const lines = products.filter((p) => cart[p.storeProductId]).map((p) => ({ product: p, qty: cart[p.storeProductId] }));
  const fen = lines.reduce((t, l) => t + Math.round(l.product.storePrice * 100) * l.qty, 0);
  return { lines, count: lines.reduce((t, l) => t + l.qty, 0), total: fen / 100 };
}

const buyerKey = 'jxc.store.buyer';

/** The buyer's name, phone and address from their last order here, to fill the checkout. */
export function loadBuyer(): { buyerName: string; phone: string; address: string } {
  try {
    return { buyerName: '', phone: '', address: '', ...(JSON.parse(localStorage.getItem(buyerKey) ?? '{}') as object) };
  } catch {
    return { buyerName: '', phone: '', address: '' };
  }
}

export const saveBuyer = (b: { buyerName: string; phone: string; address: string }) => localStorage.setItem(buyerKey, JSON.stringify(b));
