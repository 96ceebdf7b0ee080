import { Injectable } from '@nestjs/common';
import type { ReconcileMismatch, ReconcileResult } from '../../contracts';
import { dec } from '../../shared/decimal';
import { PayAccounts } from './pay-accounts.service';
import { PayQueries } from './pay.queries';
import type { BillLine } from './providers';

const keyOf = (l: { kind: 'pay' | 'refund'; payOrderId: string; refundId?: string | null }) =>
  l.kind === 'pay' ? `pay:${l.payOrderId}` : `refund:${l.refundId ?? ''}`;

/**
 * 对账: the provider's trade bill for a day against our payments paid and refunds made that day (China time). Worked
 * out on request and stored nowhere: the bill and our records are both there to read again.
 */
@Injectable()
export class Reconciliation {
  constructor(
    private readonly accounts: PayAccounts,
    private readonly pay: PayQueries,
  ) {}

  async day(companyId: string, key: string, date: string): Promise<ReconcileResult> {
    const { provider, account } = await this.accounts.open(companyId, key);
    const bill = await provider.bill(account, date);
    const theirs = new Map<string, BillLine>(bill.map((l) => [keyOf(l), l]));
    const mismatches: ReconcileMismatch[] = [];
    let matched = 0;
    for (const o of await this.pay.ofDay(companyId, key, date)) {
      const line = theirs.get(keyOf(o));
      theirs.delete(keyOf(o));
      const ids = { payOrderId: o.payOrderId, ...(o.refundId && { refundId: o.refundId }), kind: o.kind };
      if (!line) mismatches.push({ ...ids, tradeNo: o.tradeNo, ours: Number(o.amount), theirs: null, reason: '我方有对方无' });
      else if (!dec(line.amount).eq(o.amount))
        mismatches.push({ ...ids, tradeNo: line.tradeNo, ours: Number(o.amount), theirs: Number(line.amount), reason: '金额不符' });
      else matched += 1;
    }
    for (const line of theirs.values()) {
      // A line of a payment we hold but not as paid (or refunded) that day: we and the provider disagree on its state.
      const ours = await this.pay.statusOf(companyId, line.payOrderId);
      mismatches.push({
        payOrderId: line.payOrderId,
        ...(line.refundId && { refundId: line.refundId }),
        kind: line.kind,
        tradeNo: line.tradeNo,
        ours: null,
        theirs: Number(line.amount),
        reason: ours ? '状态不符' : '对方有我方无',
      });
    }
    return { provider: key, date, billCount: bill.length, matched, mismatches };
  }
}
