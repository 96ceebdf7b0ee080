import { formatAmount, formatDate } from '../../utils/format';

/** This month, yyyy-MM. */
export const thisMonth = () => formatDate(new Date()).slice(0, 7);

/** 2026年3月 */
export const monthTitle = (period: string) => `${period.slice(0, 4)}年${Number(period.slice(5, 7))}月`;

/** The year's first month of a month. */
export const yearStart = (period: string) => `${period.slice(0, 4)}-01`;

/** An amount of the books: 2 decimals with separators; nothing for zero where a book leaves the cell empty. */
export const amount = (v: number, blankZero = false) => (blankZero && !v ? '' : formatAmount(v, 2));

/** A balance as a book prints it: its side (借, 贷, 平) and its size. */
export const balanceText = (balance: number, side: string) => (side === '平' ? '0.00' : amount(Math.abs(balance)));

export const voucherPath = (voucherId: string) => `/ledger/voucher/Detail?voucherId=${encodeURIComponent(voucherId)}`;
