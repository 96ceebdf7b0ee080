import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RefundRow } from '../../contracts';
import { Session } from '../../identity';
import { Page, PageQuery } from '../../shared/page-query';
import { BalanceQueries } from '../balance.queries';
import { CashDocRows, PartnerDocFilter, whenGiven } from '../cash-document/cash-doc.queries';
import { RefundKind } from './refund-kinds';
import { Refundable, refundableOf } from './refundable';

/** A kind's rows of refunds, its partner under the kind's fields. */
const refundsOf = (ds: DataSource, def: RefundKind) =>
  new CashDocRows<RefundRow, PartnerDocFilter>(ds, {
    table: 'refunds',
    idField: 'refundId',
    columns: `t.partner_id as "${def.partner.field}", p.name as "${def.partner.nameField}", t.account_id as "accountId", a.name as "accountName",
              t.amount::float8 as amount, t.refund_from as "refundFrom"`,
    joins: 'left join master_records p on p.record_id = t.partner_id left join master_records a on a.record_id = t.account_id',
    kind: [['t.kind = $?', def.kind]],
    where: (f) => [whenGiven('t.partner_id', f.partnerId)],
    keywordAlso: 'p.name',
  });

/** A kind's refunds (refunds) the caller may see (their own only, under an own-records scope); removed ones never. */
@Injectable()
export class RefundQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly balances: BalanceQueries,
  ) {}

  /** What the partner may be refunded now, by where it comes from. */
  refundable(def: RefundKind, companyId: string, partnerId: string): Promise<Refundable> {
    return refundableOf(this.balances, companyId, def, partnerId);
  }

  /** A refund's fields as saved, the partner under the kind's field (the amount exact, as text), to change its draft; null when not there for the caller. */
  saved(def: RefundKind, s: Session, refundId: string) {
    return refundsOf(this.ds, def).draft<
      { accountId: string; billDate: string; amount: string; refundFrom: string; remark: string | null } & Record<string, string | null>
    >(
      s,
      refundId,
      `partner_id as "${def.partner.field}", account_id as "accountId", to_char(bill_date, 'YYYY-MM-DD') as "billDate", amount::text as amount, refund_from as "refundFrom", remark`,
    );
  }

  /** A refund as its list shows it (with the list's total); null when not there for the caller. */
  detail(def: RefundKind, s: Session, refundId: string) {
    return refundsOf(this.ds, def).detail(s, refundId);
  }

  /** Refunds of a partner, an account and a status, matching a keyword (number, partner or remark), within the dates; the latest first. */
  page(def: RefundKind, s: Session, q: PageQuery, f: PartnerDocFilter): Promise<Page<RefundRow>> {
    return refundsOf(this.ds, def).page(s, q, f);
  }
}
