import { dec, toDb } from '../../shared/decimal';
import { BusinessRuleError, ValidationError } from '../../shared/errors';
import { eventNames } from '../../shared/es/event-names';
import type { StatementSide } from '../../contracts';

export type { StatementSide };

/** Where a customer's answer came from. */
export interface AnsweredFrom {
  ip: string;
  userAgent: string;
}

export interface StatementIssued {
  statementId: string;
  partnerKind: StatementSide;
  partnerId: string;
  startDate: string;
  endDate: string;
  openingBalance: string;
  closingBalance: string;
  /** The share link's code (/s/{code}): signed, so one cannot be guessed from another. */
  code: string;
  expiresAt: string;
}

export interface StatementSent {
  via: 'sms' | 'link';
  phone?: string;
}

export type StatementDisputed = AnsweredFrom & { note: string };

/** Paid online from the link: the payment, and the 收款单 posted for it. */
export interface StatementPaid {
  payOrderId: string;
  amount: string;
  receiptBillNo: string;
}

/**
 * A payment asked from the link, before the provider is: while it is open and not expired, asking again gets it back
 * (the same 商户订单号 and page), so a second click or another tab never opens a second payment.
 */
export interface StatementPayAsked {
  payOrderId: string;
  provider: string;
  amount: string;
  expiresAt: string;
}

export type StatementEvent =
  | { type: 'Issued'; data: StatementIssued }
  | { type: 'Sent'; data: StatementSent }
  | { type: 'Opened'; data: AnsweredFrom }
  | { type: 'Confirmed'; data: AnsweredFrom }
  | { type: 'Disputed'; data: StatementDisputed }
  | { type: 'Revoked'; data: Record<string, never> }
  | { type: 'PayAsked'; data: StatementPayAsked }
  | { type: 'Paid'; data: StatementPaid };

export const STATEMENT_EVENTS = eventNames('Statement', [
  'Issued',
  'Sent',
  'Opened',
  'Confirmed',
  'Disputed',
  'Revoked',
  'PayAsked',
  'Paid',
] as const);

export const STATEMENT_EVENT_TITLES: Record<string, string> = {
  [STATEMENT_EVENTS.Issued]: '生成对账单',
  [STATEMENT_EVENTS.Sent]: '发送对账单',
  [STATEMENT_EVENTS.Opened]: '客户查看对账单',
  [STATEMENT_EVENTS.Confirmed]: '客户确认对账单',
  [STATEMENT_EVENTS.Disputed]: '客户对账单有异议',
  [STATEMENT_EVENTS.Revoked]: '撤回对账单',
  [STATEMENT_EVENTS.PayAsked]: '客户发起在线支付',
  [STATEMENT_EVENTS.Paid]: '对账单在线支付',
};

export const statementStream = (statementId: string) => `Statement-${statementId}`;

export interface StatementState {
  issued?: StatementIssued;
  revoked: boolean;
  opened: boolean;
  answer?: 'confirmed' | 'disputed';
  note?: string;
  paid: string;
  payments: string[];
  /** The payment last asked from the link. */
  asking?: StatementPayAsked;
}

export const noStatement: StatementState = { revoked: false, opened: false, paid: '0', payments: [] };

export function evolveStatement(s: StatementState, e: StatementEvent): StatementState {
  switch (e.type) {
    case 'Issued':
      return { ...s, issued: e.data };
    case 'Sent':
      return s;
    case 'Opened':
      return { ...s, opened: true };
    case 'Confirmed':
      return { ...s, answer: 'confirmed', note: undefined };
    case 'Disputed':
      return { ...s, answer: 'disputed', note: e.data.note };
    case 'Revoked':
      return { ...s, revoked: true };
    case 'PayAsked':
      return { ...s, asking: e.data };
    case 'Paid':
      return { ...s, paid: toDb(dec(s.paid).plus(e.data.amount)), payments: [...s.payments, e.data.payOrderId] };
  }
}

/** Why a link no longer opens: revoked by the shop, or past its date. */
export type Closed = 'revoked' | 'expired';

export const closedOf = (s: StatementState, now: Date): Closed | undefined =>
  s.revoked ? 'revoked' : s.issued && new Date(s.issued.expiresAt).getTime() <= now.getTime() ? 'expired' : undefined;

export const CLOSED_WORDS: Record<Closed, string> = { revoked: '该对账单已被商家撤回', expired: '该对账单链接已过期' };

/** What is left to pay of it: the closing balance less what was paid from the link, never below zero. */
export const leftToPay = (s: StatementState) => {
  const left = dec(s.issued?.closingBalance ?? 0).minus(s.paid);
  return left.isNegative() ? dec(0) : left;
};

/** A customer acts on an open link only; a revoked or expired one answers 410. */
function open(s: StatementState, now: Date) {
  const closed = closedOf(s, now);
  if (closed) throw new BusinessRuleError('STATEMENT_CLOSED', CLOSED_WORDS[closed]);
  if (s.issued?.partnerKind !== 'Custom') throw new BusinessRuleError('BAD_STATUS', '供应商对账单仅供本店核对');
}

export const decideStatement = {
  issue: (s: StatementState, issued: StatementIssued): StatementEvent[] => {
    if (issued.startDate > issued.endDate) throw new BusinessRuleError('BAD_STATUS', '开始日期不能晚于结束日期');
    return s.issued ? [] : [{ type: 'Issued', data: issued }];
  },
  send: (s: StatementState, sent: StatementSent, now: Date): StatementEvent[] => {
    open(s, now);
    return [{ type: 'Sent', data: sent }];
  },
  /** The first opening is recorded; later ones change nothing. */
  open: (s: StatementState, from: AnsweredFrom, now: Date): StatementEvent[] => {
    open(s, now);
    return s.opened ? [] : [{ type: 'Opened', data: from }];
  },
  confirm: (s: StatementState, from: AnsweredFrom, now: Date): StatementEvent[] => {
    open(s, now);
    return s.answer === 'confirmed' ? [] : [{ type: 'Confirmed', data: from }];
  },
  dispute: (s: StatementState, d: StatementDisputed, now: Date): StatementEvent[] => {
    open(s, now);
    if (!d.note.trim()) throw new ValidationError('请填写异议说明', 'note');
    return s.answer === 'disputed' && s.note === d.note ? [] : [{ type: 'Disputed', data: d }];
  },
  revoke: (s: StatementState): StatementEvent[] => (s.revoked ? [] : [{ type: 'Revoked', data: {} }]),
  /**
   * A payment is asked only in place of the one last asked (`replacing`, none at first), which its asker found over
   * (paid, closed, expired, or for another amount or provider): of two asking at once, the second finds it replaced
   * and asks nothing, taking the first one's payment instead.
   */
  askPay: (s: StatementState, asked: StatementPayAsked, replacing: string | undefined, now: Date): StatementEvent[] => {
    open(s, now);
    return s.asking?.payOrderId === replacing ? [{ type: 'PayAsked', data: asked }] : [];
  },
  /** A payment is recorded once, whatever repeats its notification; it was asked while the link was open. */
  paid: (s: StatementState, p: StatementPaid): StatementEvent[] => (s.payments.includes(p.payOrderId) ? [] : [{ type: 'Paid', data: p }]),
};
