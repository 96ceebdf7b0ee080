import type { CodePayResult, DocDetail, PayQueryResult, RefundablePayment, RefundResult } from '@jxc/services/contracts';
import { isDecimal } from '@jxc/services/contracts';
import { call } from '../../api/http';

// 扫码收款 at the counter and 原路退款: the calls the sale and return screens make (their refusals shown by the dialogs).
const quiet = { quiet: true };

export const orderTrade = {
  /** Takes the customer's 付款码 for an audited sale: paid, paying (the customer confirms on their phone), failed or closed. */
  codePay: (saleId: string, authCode: string, amount: number) =>
    call<CodePayResult>('OrderTrade/CodePay', { saleId, authCode, amount }, quiet),
  query: (payOrderId: string) => call<PayQueryResult>('OrderTrade/Query', { payOrderId }, quiet),
  /** Gives up a payment the customer has not confirmed: reversed at the provider. */
  cancel: (payOrderId: string) => call<{ payOrderId: string; status: string }>('OrderTrade/Cancel', { payOrderId }, quiet),
  refund: (p: { payOrderId: string; amount: number; reason: string; saleReturnId?: string }) =>
    call<RefundResult>('OrderTrade/Refund', p, quiet),
  refundable: (saleReturnId: string) => call<{ payments: RefundablePayment[] }>('OrderTrade/Refundable', { saleReturnId }, quiet),
};

/** How often a waiting 付款码 payment is asked after, and how long before it is given up (the providers ask for about a minute). */
export const QUERY_MS = 2000;
export const CODE_PAY_WAIT_MS = 60_000;

const cents = (n: number) => Math.round(n * 100) / 100;

/** What an audited sale still owes (or a return still has to pay back): the server's open amount, receipts and refunds written off included; 0 when hidden. */
export const owedOf = (d: DocDetail): number => Math.max(0, cents(d.openAmount ?? 0));

/** What is wrong with an amount to take or give back, at most `most`; worded as the server words it. */
export function amountProblem(label: string, text: string, most: number): string | undefined {
  const v = text.trim();
  if (!v) return `${label}不能为空`;
  if (!isDecimal(v)) return `${label}必须是数字`;
  if ((v.split('.')[1]?.length ?? 0) > 2) return `${label}最多2位小数`;
  if (Number(v) <= 0) return `${label}必须大于0`;
  if (Number(v) > most + 1e-9) return `${label}不能超过${most.toFixed(2)}`;
  return undefined;
}

/** A customer's 付款码 as a scanner types it: 微信 18 digits, 支付宝 16 to 24 digits. */
export function authCodeProblem(code: string): string | undefined {
  const v = code.trim();
  if (!v) return '请扫描顾客的付款码';
  if (!/^\d{16,24}$/.test(v)) return '付款码应为16至24位数字，请重新扫描';
  return undefined;
}
