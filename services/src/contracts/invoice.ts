/** 发票 a shop records: the kinds of invoice, the VAT rates to choose from, and the tax inside an amount. */
export const INVOICE_TYPES = ['增值税专用发票', '增值税普通发票', '电子发票'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** China's VAT rates (%): goods 13, transport and farm goods 9, services 6, small-scale 3 and 1, exempt 0. */
export const TAX_RATES = [13, 9, 6, 3, 1, 0] as const;

/** 销售开票 (issued against sales) or 采购收票 (received against purchases). */
export type InvoiceDirection = 'sale' | 'buy';

export type InvoiceStatus = 'valid' | 'voided';
export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = { valid: '正常', voided: '已作废' };

const cents = (s: string) => {
  const [whole, fraction = ''] = s.trim().split('.');
  return BigInt(whole + fraction.padEnd(2, '0'));
};

/**
 * The tax inside an invoice's amount (价税合计) at `rate` percent: amount × rate ÷ (100 + rate), half up to the fen.
 * Both are non-negative decimal texts with at most two places, as the server takes them.
 */
export function taxInside(amount: string, rate: string): string {
  const a = cents(amount);
  const r = cents(rate);
  const tax = (2n * a * r + 10000n + r) / (2n * (10000n + r));
  return `${tax / 100n}.${(tax % 100n).toString().padStart(2, '0')}`;
}
