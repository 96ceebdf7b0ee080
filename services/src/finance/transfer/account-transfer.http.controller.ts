import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DOCUMENTS } from '../../contracts';
import { checkSaveRights } from '../../document-engine';
import { CurrentSession, Permission, Write, Session } from '../../identity';
import { Dec, dec } from '../../shared/decimal';
import { NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { bool, decimal, text, validate } from '../../shared/validation/schema';
import { cashDocHistory } from '../cash-document/cash-document';
import { CashStep, cashStepRoutes, draftChanges, listFilters } from '../cash-document/cash-doc-routes';
import { ACCOUNT_TRANSFER_EVENTS } from './account-transfer';
import { AccountTransferCommand } from './account-transfer.commands';
import { AccountTransferQueries } from './account-transfer.queries';

const MENU = DOCUMENTS.AccountTrans.menuId;
const HISTORY = cashDocHistory(ACCOUNT_TRANSFER_EVENTS);
const idOf = (body: unknown) => validate({ transId: text('转账单').required() }, body).transId as string;

const SAVE = {
  outAccountId: text('转出账户').required(),
  inAccountId: text('转入账户').required(),
  billDate: text('单据日期').required().date(),
  amount: decimal('转账金额').required().positive().places(2),
  fee: decimal('手续费').min(0).places(2),
  remark: text('备注').maxWidth(200),
  audit: bool('保存并审核'),
};
type Fields = { outAccountId: string; inAccountId: string; billDate: string; amount: Dec; fee?: Dec; remark?: string; audit?: boolean };

/** `/api/AccountTrans/Save|Update|Audit|WriteBack|Remove|Detail|PageQuery` (账户转账, /transferAccount/list). */
@Controller('api/AccountTrans')
export class AccountTransController extends cashStepRoutes({
  idField: DOCUMENTS.AccountTrans.idField,
  title: DOCUMENTS.AccountTrans.title,
  menuId: MENU,
}) {
  constructor(
    private readonly commands: CommandBus,
    private readonly transfers: AccountTransferQueries,
    private readonly es: EventSourcing,
  ) {
    super();
  }

  @Write()
  @Action('Save')
  save(@Body() body: unknown, @CurrentSession() s: Session) {
    const i = validate({ transId: text('转账单'), ...SAVE }, body) as Fields & { transId?: string };
    return this.saving(s, i.transId, i);
  }

  /** A draft changed: the fields the body names replace the draft's. */
  @Permission(MENU, 'edit')
  @Write()
  @Action('Update')
  async update(@Body() body: unknown, @CurrentSession() s: Session) {
    const transId = idOf(body);
    const changes = draftChanges(SAVE, body);
    const kept = await this.transfers.saved(s, transId);
    if (!kept) throw new NotFoundError('转账单不存在');
    return this.saving(s, transId, { ...kept, amount: dec(kept.amount), fee: dec(kept.fee), ...changes } as Fields);
  }

  @Permission(MENU, 'get')
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session) {
    const id = idOf(body);
    const row = await this.transfers.detail(s, id);
    if (!row) throw new NotFoundError('转账单不存在');
    return { ...row, history: await this.es.history(`AccountTrans-${id}`, s.companyId, HISTORY) };
  }

  @Permission(MENU, 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate(
      {
        accountId: text('账户'),
        ...listFilters(),
      },
      body,
    ) as Record<string, string | undefined>;
    return this.transfers.page(s, q, f);
  }

  step(s: Session, type: CashStep, docId: string) {
    return this.commands.execute(new AccountTransferCommand(s, { type, docId }));
  }

  private async saving(s: Session, transId: string | undefined, i: Fields) {
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
