import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AccountTransferRow, DOCUMENTS } from '../../contracts';
import { checkSaveRights } from '../../document-engine';
import { Session } from '../../identity';
import { Dec, dec } from '../../shared/decimal';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { PageQuery } from '../../shared/page-query';
import { decimal, text } from '../../shared/validation/schema';
import { cashDocHistory } from '../cash-document/cash-document';
import { CashStep, cashDraftRoutes, listFilters, remarkAndAudit } from '../cash-document/cash-doc-routes';
import { CashDocFilter } from '../cash-document/cash-doc.queries';
import { ACCOUNT_TRANSFER_EVENTS } from './account-transfer';
import { AccountTransferCommand } from './account-transfer.commands';
import { AccountTransferQueries } from './account-transfer.queries';

const MENU = DOCUMENTS.AccountTrans.menuId;

const SAVE = {
  outAccountId: text('转出账户').required(),
  inAccountId: text('转入账户').required(),
  billDate: text('单据日期').required().date(),
  amount: decimal('转账金额').required().positive().places(2),
  fee: decimal('手续费').min(0).places(2),
  ...remarkAndAudit(),
};
type Fields = { outAccountId: string; inAccountId: string; billDate: string; amount: Dec; fee?: Dec; remark?: string; audit?: boolean };

/** `/api/AccountTrans/Save|Update|Audit|WriteBack|Remove|Detail|PageQuery` (账户转账, /transferAccount/list). */
@Controller('api/AccountTrans')
export class AccountTransController extends cashDraftRoutes<AccountTransferRow>({
  idField: DOCUMENTS.AccountTrans.idField,
  title: DOCUMENTS.AccountTrans.title,
  menuId: MENU,
  streamType: 'AccountTrans',
  history: cashDocHistory(ACCOUNT_TRANSFER_EVENTS),
  filters: () => ({ accountId: text('账户'), ...listFilters() }),
  save: () => SAVE,
}) {
  constructor(
    private readonly commands: CommandBus,
    private readonly transfers: AccountTransferQueries,
    readonly es: EventSourcing,
  ) {
    super();
  }

  protected async kept(s: Session, transId: string) {
    const kept = await this.transfers.saved(s, transId);
    return kept && { ...kept, amount: dec(kept.amount), fee: dec(kept.fee) };
  }

  protected found(s: Session, transId: string) {
    return this.transfers.detail(s, transId);
  }

  protected list(s: Session, q: PageQuery, f: CashDocFilter) {
    return this.transfers.page(s, q, f);
  }

  step(s: Session, type: CashStep, docId: string) {
    return this.commands.execute(new AccountTransferCommand(s, { type, docId }));
  }

  protected async saving(s: Session, transId: string | undefined, i: Fields) {
    checkSaveRights({ menuId: MENU }, s, transId, !!i.audit);
    const input = {
      outAccountId: i.outAccountId,
      inAccountId: i.inAccountId,
      billDate: i.billDate,
      amount: i.amount,
      fee: i.fee ?? dec(0),
      remark: i.remark,
    };
    const r = await this.commands.execute(new AccountTransferCommand(s, { type: 'save', docId: transId, audit: !!i.audit, input }));
    return { transId: r.docId, billNo: r.billNo, status: r.status };
  }
}
