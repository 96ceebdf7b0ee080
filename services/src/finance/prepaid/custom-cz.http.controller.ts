import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action as PermissionAction, CustomCzRow, mayDo, MSG } from '../../contracts';
import { checkSaveRights } from '../../document-engine';
import { CurrentSession, Permission, Write, Session } from '../../identity';
import { D, Dec } from '../../shared/decimal';
import { ForbiddenError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { PageQuery, parsePageQuery } from '../../shared/page-query';
import { decimal, text, validate } from '../../shared/validation/schema';
import { BalanceQueries } from '../balance.queries';
import { cashDocHistory } from '../cash-document/cash-document';
import { CashStep, cashDraftRoutes, listFilters, remarkAndAudit } from '../cash-document/cash-doc-routes';
import { CUSTOM_CZ_EVENTS, CZ_KINDS, CZ_TYPES, CzType, DEPOSIT_RETURNED } from './custom-cz';
import { CustomCzCommand, CustomCzInput } from './custom-cz.commands';
import { CustomCzQueries } from './custom-cz.queries';
import { shopDay } from '../../contracts';

const czType = () => text('预存类型').oneOf(CZ_TYPES);
const SAVE = {
  czType: czType(),
  customId: text('客户').required(),
  accountId: text('结算账户').required(),
  billDate: text('单据日期').required().date(),
  amount: decimal('金额').required().positive().places(2),
  giftAmount: decimal('赠送金额').min(0).places(2),
  ...remarkAndAudit(),
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
export class CustomCzController extends cashDraftRoutes<CustomCzRow & { total: number }, Required<Fields>>({
  idField: 'czId',
  title: '预存单',
  streamType: 'CustomCz',
  history: cashDocHistory(CUSTOM_CZ_EVENTS, { [DEPOSIT_RETURNED]: '退还押金' }),
  filters: () => ({ czType: czType(), customId: text('客户'), accountId: text('账户'), ...listFilters() }),
  save: () => SAVE,
}) {
  constructor(
    private readonly commands: CommandBus,
    private readonly czs: CustomCzQueries,
    readonly es: EventSourcing,
    private readonly balances: BalanceQueries,
  ) {
    super();
  }

  protected async kept(s: Session, czId: string) {
    const row = await this.czs.detail(s, czId);
    return (
      row && {
        czType: row.czType,
        customId: row.customId,
        accountId: row.accountId,
        billDate: row.billDate,
        amount: new D(row.amount),
        giftAmount: new D(row.giftAmount),
        remark: row.remark,
      }
    );
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

  protected found(s: Session, czId: string) {
    return this.czs.detail(s, czId);
  }

  protected async shown(s: Session, { total: _, ...row }: CustomCzRow & { total: number }, czId: string) {
    this.allow(s, row.czType, 'get');
    return { ...row, returns: await this.czs.returns(czId) };
  }

  protected list(s: Session, q: PageQuery, f: Record<string, string | undefined>) {
    return this.czs.page(s, q, { ...f, types: this.visibleTypes(s, f.czType as CzType | undefined) });
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

  protected async saving(s: Session, czId: string | undefined, i: Required<Fields>) {
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
    if (!mayDo(s, CZ_KINDS[type].menuId, action)) throw new ForbiddenError(MSG.noPermission);
  }

  /** The types the caller may list: the one asked for, or every one they may query. */
  private visibleTypes(s: Session, asked?: CzType) {
    if (asked) this.allow(s, asked, 'query');
    const types = CZ_TYPES.filter((t) => (asked ?? t) === t && mayDo(s, CZ_KINDS[t].menuId, 'query'));
    if (!types.length) throw new ForbiddenError(MSG.noPermission);
    return types;
  }

  /** A document's own menu decides; one not found (or another company's) is left to the command to refuse. */
  private async allowDoc(s: Session, docId: string, action: PermissionAction) {
    const type = await this.czs.typeOf<CzType>(s.companyId, docId);
    if (type) this.allow(s, type, action);
  }

  async step(s: Session, type: CashStep, docId: string, permission: PermissionAction) {
    await this.allowDoc(s, docId, permission);
    return this.commands.execute(new CustomCzCommand(s, { type, docId }));
  }
}
