/** A purchase as /buyList and its receipt show it. */
export interface PurchaseView {
  purchaseId: string;
  purchaseNo: string;
  productType: number;
  editionName: string;
  years: number;
  amount: string;
  provider: string;
  providerName: string;
  orderedBy: string;
  status: 'paid' | 'unpaid';
  tradeNo: string | null;
  paidAt: string | null;
  endTime: string | null;
}
