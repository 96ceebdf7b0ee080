import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action as PermissionAction, canDo, MSG } from '../../contracts';
import { checkSaveRights } from '../../document-engine';
import { CurrentSession, Permission, Write, Session } from '../../identity';
import { D, Dec } from '../../shared/decimal';
import { ForbiddenError, NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { bool, decimal, text, validate } from '../../shared/validation/schema';
import { BalanceQueries } from '../balance.queries';
import { cashDocHistory } from '../cash-document/cash-document';
import { CashStep, cashStepRoutes, draftChanges, listFilters } from '../cash-document/cash-doc-routes';
import { CUSTOM_CZ_EVENTS, CZ_KINDS, CZ_TYPES, CzType, DEPOSIT_RETURNED } from './custom-cz';
import { CustomCzCommand, CustomCzInput, customCzStream } from './custom-cz.commands';
import { CustomCzQueries } from './custom-cz.queries';
import { shopDay } from '../../contracts';

const HISTORY = cashDocHistory(CUSTOM_CZ_EVENTS, { [DEPOSIT_RETURNED]: '退还押金' });
const idOf = (body: unknown) => validate({ czId: text('预存单').required() }, body).czId as string;
const czType = () => text('预存类型').oneOf(CZ_TYPES);
const SAVE = {
  czId: text('预存单'),
  czType: czType(),
  customId: text('客户').required(),
  accountId: text('结算账户').required(),
  billDate: text('单据日期').required().date(),
  amount: decimal('金额').required().positive().places(2),
  giftAmount: decimal('赠送金额').min(0).places(2),
  remark: text('备注').maxWidth(200),
  audit: bool('保存并审核'),
};
type Fields = {
  czType?: CzType;
  customId?: string;
  accountId?: string;
  billDate?: string;
  amount?: Dec;
  giftAmount?: Dec;
  remark?: string;
  audit?: boolean;
};

/**
 * `/api/CustomCz/Save|Update|Audit|WriteBack|Remove|Detail|PageQuery|RemainAmt|ReturnDeposit|FlowPageQuery`: 预存款
 * (czType storeValue, menu 2503) and 押金 (deposit, 2504). RemainAmt answers a customer's store value (remainAmt)
 * and deposits held (depositAmt) to whoever may see either or sell to them.
 */
@Controller('api/CustomCz')
export class CustomCzController extends cashStepRoutes({ idField: 'czId', title: '预存单' }) {
  constructor(
    private readonly commands: CommandBus,
    private readonly czs: CustomCzQueries,
    private readonly es: EventSourcing,
    private readonly balances: BalanceQueries,
  ) {
    super();
  }

  @Write()
  @Action('Save')
  save(@Body() body: unknown, @CurrentSession() s: Session) {
    const i = validate(SAVE, body) as Fields & { czId?: string };
    return this.saving(s, i.czId, i as Required<Fields>);
  }

  /** A draft changed: the fields sent replace the draft's, the others stay. */
  @Write()
  @Action('Update')
  async update(@Body() body: unknown, @CurrentSession() s: Session) {
    const czId = idOf(body);
    const changes = draftChanges(SAVE, body);
    const row = await this.czs.detail(s, czId);
    if (!row) throw new NotFoundError('预存单不存在');
    const kept = {
      czType: row.czType,
      customId: row.customId,
      accountId: row.accountId,
      billDate: row.billDate,
      amount: new D(row.amount),
      giftAmount: new D(row.giftAmount),
      remark: row.remark,
    };
    return this.saving(s, czId, { ...kept, ...changes } as Required<Fields>);
  }

  /** 退还押金: all the deposit still holds, or `amount` of it, out of its account or `accountId`, dated `billDate` (today). */
  @Write()
  @Action('ReturnDeposit')
  async returnDeposit(@Body() body: unknown, @CurrentSession() s: Session) {
    const i = validate(
      {
        czId: text('押金单').required(),
        amount: decimal('退还金额').positive().places(2),
        accountId: text('退还账户'),
        billDate: text('退还日期').date(),
        remark: text('备注').maxWidth(200),
      },
      body,
    );
    await this.allowDoc(s, i.czId, 'pay');
    const r = await this.commands.execute(
      new CustomCzCommand(s, { type: 'returnDeposit', docId: i.czId, input: { ...i, billDate: i.billDate ?? shopDay() } }),
    );
    return { czId: r.docId, billNo: r.billNo, status: r.status, returnedAmount: Number(r.returned), heldAmount: Number(r.held) };
  }

  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session) {
    const id = idOf(body);
    const found = await this.czs.detail(s, id);
    if (!found) throw new NotFoundError('预存单不存在');
    const { total: _, ...row } = found;
    this.allow(s, row.czType, 'get');
    const returns = await this.czs.returns(id);
    return { ...row, returns, history: await this.es.history(customCzStream(id), s.companyId, HISTORY) };
  }

  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate(
      {
        czType: czType(),
        customId: text('客户'),
        accountId: text('账户'),
        ...listFilters(),
      },
      body,
    ) as Record<string, string | undefined>;
    const types = this.visibleTypes(s, f.czType as CzType | undefined);
    return this.czs.page(s, q, { ...f, types });
  }

  /** What a customer has paid ahead: the store value their sales may spend (remainAmt) and the deposits held (depositAmt). */
  @Permission([CZ_KINDS.storeValue.menuId, CZ_KINDS.deposit.menuId, '2002', '2003'], 'query')
  @Action('RemainAmt')
  async remain(@Body() body: unknown, @CurrentSession() s: Session) {
    const { customId } = validate({ customId: text('客户').required() }, body);
    const r = await this.balances.prepaidRemain(s.companyId, customId);
    return { customId, remainAmt: r.storeValue, depositAmt: r.deposit };
  }

  /** Every move of the customers' prepaid (top-ups, sales spending it, returns, write-backs) with the balance after it. */
  @Action('FlowPageQuery')
  async flow(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate(
      { czType: czType(), customId: text('客户'), startDate: text('开始日期').date(), endDate: text('结束日期').date() },
      body,
    ) as Record<string, string | undefined>;
    return this.czs.flow(s.companyId, q, { ...f, types: this.visibleTypes(s, f.czType as CzType | undefined) });
  }

  private async saving(s: Session, czId: string | undefined, i: Required<Fields>) {
    const type = i.czType ?? 'storeValue';
    checkSaveRights(CZ_KINDS[type], s, czId, !!i.audit);
    const input: CustomCzInput = {
      czType: type,
      customId: i.customId,
      accountId: i.accountId,
      billDate: i.billDate,
      amount: i.amount,
      giftAmount: i.giftAmount ?? new D(0),
      remark: i.remark,
    };
    const r = await this.commands.execute(new CustomCzCommand(s, { type: 'save', docId: czId, audit: !!i.audit, input }));
    return { czId: r.docId, billNo: r.billNo, status: r.status };
  }

  private allow(s: Session, type: CzType, action: PermissionAction) {
    if (!canDo(s.permissions, CZ_KINDS[type].menuId, action, s.isAdmin)) throw new ForbiddenError(MSG.noPermission);
  }

  /** The types the caller may list: the one asked for, or every one they may query. */
  private visibleTypes(s: Session, asked?: CzType) {
    if (asked) this.allow(s, asked, 'query');
    const types = CZ_TYPES.filter((t) => (asked ?? t) === t && canDo(s.permissions, CZ_KINDS[t].menuId, 'query', s.isAdmin));
    if (!types.length) throw new ForbiddenError(MSG.noPermission);
    return types;
  }

  /** A document's own menu decides; one not found (or another company's) is left to the command to refuse. */
  private async allowDoc(s: Session, docId: string, action: PermissionAction) {
    const type = await this.czs.typeOf(s.companyId, docId);
    if (type) this.allow(s, type, action);
  }

  async step(s: Session, type: CashStep, docId: string, permission: PermissionAction) {
    await this.allowDoc(s, docId, permission);
    return this.commands.execute(new CustomCzCommand(s, { type, docId }));
  }
}
