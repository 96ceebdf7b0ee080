import type { PayOrderStatus, PayProviderOption, PayStarted, PurchaseView } from '@jxc/services/contracts';
import { call } from '../../api/http';

/** An edition on sale and its price by term (yuan as text; null: that term is not sold). */
export interface EditionOffer {
  productType: number;
  editionName: string;
  prices: { years: number; amount: string | null }[];
}

export interface Offers {
  editions: EditionOffer[];
  providers: PayProviderOption[];
}

export type Bought = PayStarted & { purchaseId: string; purchaseNo: string };

export interface PurchaseStatus {
  status: PayOrderStatus;
  purchase: PurchaseView;
  productType: number;
  endTime: string | null;
}

export const offers = () => call<Offers>('Edition/Offers');
export const buy = (f: { productType: number; years: number; provider: string; channel: 'qr' | 'wap' }) =>
  call<Bought>('Edition/Buy', f, { quiet: true });
/** Asked every few seconds while the QR code shows: quiet, a failed ask is asked again. */
export const purchaseStatus = (purchaseId: string) => call<PurchaseStatus>('Edition/Status', { purchaseId }, { quiet: true });
export const purchases = () => call<{ data: PurchaseView[] }>('Edition/Purchases');
export const receipt = (purchaseId: string) => call<PurchaseView & { companyName: string }>('Edition/Receipt', { purchaseId });
