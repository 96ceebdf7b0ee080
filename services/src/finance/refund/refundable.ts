import { Dec, dec, toDb } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { BalanceQueries } from '../balance.queries';
import { RefundFrom } from './refund';
import { RefundKind } from './refund-kinds';

/** What a partner may be refunded now, by where it comes from. */
export type Refundable = Record<RefundFrom, Dec>;

/**
 * overpaid: the credit on the receivable or payable (paid beyond what was owed: the balance below zero);
 * prepaid: a customer's remaining store value (预存款, held apart from the receivable by CustomCz).
 */
export async function refundableOf(balances: BalanceQueries, companyId: string, def: RefundKind, partnerId: string): Promise<Refundable> {
  const balance = dec(await balances.partnerBalance(companyId, partnerId));
  const prepaid = def.partner.kind === 'Custom' ? dec((await balances.prepaidRemain(companyId, partnerId)).storeValue) : dec(0);
  return { overpaid: balance.isNegative() ? balance.neg() : dec(0), prepaid };
}

/** A refund beyond what is refundable from its source, refused naming the amount. */
export function overRefund(
  def: RefundKind,
  can: Partial<Refundable>,
  doc: { amount: string; refundFrom: RefundFrom },
): ValidationError | undefined {
  const left = can[doc.refundFrom] ?? dec(0);
  if (left.gte(doc.amount)) return undefined;
  const source =
    doc.refundFrom === 'prepaid' ? '预存款余额' : `${def.credit}（${def.partner.kind === 'Custom' ? '应收' : '应付'}余额小于0的部分）`;
  return new ValidationError(`退款金额${toDb(doc.amount)}超过可退的${source}${toDb(left)}`, 'amount');
}

/** A refund never exceeds what is refundable: 400 naming the amount, nothing written. */
export async function checkRefundable(
  balances: BalanceQueries,
  companyId: string,
  def: RefundKind,
  doc: { partnerId: string; amount: string; refundFrom: RefundFrom },
) {
  const refused = overRefund(def, await refundableOf(balances, companyId, def, doc.partnerId), doc);
  if (refused) throw refused;
}
