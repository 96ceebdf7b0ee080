import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Action as PermissionAction, canDo, MSG } from '../../contracts';
import { checkSaveRights } from '../../document-engine';
import { recordScope, CurrentSession, Permission, Write, Session } from '../../identity';
import { D, Dec } from '../../shared/decimal';
import { ForbiddenError, NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { bool, decimal, text, validate } from '../../shared/validation/schema';
import { BalanceQueries } from '../balance.queries';
import { CashStep, cashStepRoutes, draftChanges } from '../cash-document/cash-doc-routes';
import { CUSTOM_CZ_EVENTS, CZ_KINDS, CZ_TYPES, CzType, DEPOSIT_RETURNED } from './custom-cz';
import { CustomCzCommand, CustomCzInput, customCzStream } from './custom-cz.commands';
import { shopDay } from '../../contracts';

const HISTORY = {
  [CUSTOM_CZ_EVENTS.Saved]: '保存',
  [CUSTOM_CZ_EVENTS.Posted]: '审核',
  [CUSTOM_CZ_EVENTS.Reversed]: '红冲',
  [CUSTOM_CZ_EVENTS.Removed]: '删除',
  [DEPOSIT_RETURNED]: '退还押金',
};
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
    private readonly ds: DataSource,
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
    const [row] = await this.rows(s, `and c.doc_id = $3`, [czId]);
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
    const [found] = await this.rows(s, `and c.doc_id = $3`, [id]);
    if (!found) throw new NotFoundError('预存单不存在');
    const { total: _, ...row } = found;
    this.allow(s, row.czType, 'get');
    const returns = await this.ds.query(
      `select to_char(r.bill_date, 'YYYY-MM-DD') as "billDate", r.account_id as "accountId", a.name as "accountName", r.amount::float8 as amount, r.remark, u.user_name as "userName", r.at as "createTime"
       from custom_cz_returns r left join master_records a on a.record_id = r.account_id left join users u on u.user_id = r.created_by where r.doc_id = $1 order by r.return_id`,
      [id],
    );
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
        status: text('状态').oneOf(['draft', 'audited', 'reversed']),
        keyword: text('关键字').maxWidth(60),
        startDate: text('开始日期').date(),
        endDate: text('结束日期').date(),
      },
      body,
    ) as Record<string, string | undefined>;
    const types = this.visibleTypes(s, f.czType as CzType | undefined);
    const rows = await this.rows(
      s,
      `and c.cz_type = any($3) and ($4::text is null or c.custom_id = $4) and ($5::text is null or c.account_id = $5) and ($6::text is null or c.status = $6)
       and ($7::text is null or c.bill_no ilike $7 or c.remark ilike $7 or k.name ilike $7) and ($8::date is null or c.bill_date >= $8) and ($9::date is null or c.bill_date <= $9)
       order by c.bill_date desc, c.created_at desc offset ${q.offset} limit ${q.pageSize}`,
      [
        types,
        f.customId ?? null,
        f.accountId ?? null,
        f.status ?? null,
        f.keyword ? `%${f.keyword}%` : null,
        f.startDate ?? null,
        f.endDate ?? null,
      ],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }: { total: number }) => r),
    );
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
    const rows = await this.ds.query(
      `select fl.custom_id as "customId", k.name as "customName", fl.kind as "czType", fl.bill_type as "billType", fl.bill_no as "billNo", fl.doc_id as "docId",
              to_char(fl.bill_date, 'YYYY-MM-DD') as "billDate", fl.in_amount::float8 as "inAmount", fl.out_amount::float8 as "outAmount", fl.balance::float8 as balance,
              fl.at as "createTime", count(*) over ()::int as total
       from prepaid_flow fl left join master_records k on k.record_id = fl.custom_id
       where fl.company_id = $1 and fl.kind = any($2) and ($3::text is null or fl.custom_id = $3) and ($4::date is null or fl.bill_date >= $4) and ($5::date is null or fl.bill_date <= $5)
       order by fl.flow_id desc offset ${q.offset} limit ${q.pageSize}`,
      [s.companyId, this.visibleTypes(s, f.czType as CzType | undefined), f.customId ?? null, f.startDate ?? null, f.endDate ?? null],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }: { total: number }) => r),
    );
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
    const [row] = await this.ds.query(`select cz_type from custom_czs where doc_id = $1 and company_id = $2`, [docId, s.companyId]);
    if (row) this.allow(s, row.cz_type, action);
  }

  async step(s: Session, type: CashStep, docId: string, permission: PermissionAction) {
    await this.allowDoc(s, docId, permission);
    return this.commands.execute(new CustomCzCommand(s, { type, docId }));
  }

  private rows(s: Session, tail: string, extra: unknown[]) {
    const { creatorIds } = recordScope(s);
    return this.ds.query(
      `select c.doc_id as "czId", c.cz_type as "czType", c.bill_no as "billNo", to_char(c.bill_date, 'YYYY-MM-DD') as "billDate", c.status,
              c.custom_id as "customId", k.name as "customName", c.account_id as "accountId", a.name as "accountName", c.amount::float8 as amount,
              c.gift_amount::float8 as "giftAmount", c.returned_amount::float8 as "returnedAmount",
              (case when c.cz_type = 'deposit' and c.status = 'audited' then c.amount - c.returned_amount else 0 end)::float8 as "heldAmount",
              c.remark, u.user_name as "userName", c.created_at as "createTime", count(*) over ()::int as total
       from custom_czs c left join master_records k on k.record_id = c.custom_id left join master_records a on a.record_id = c.account_id
       left join users u on u.user_id = c.created_by
       where c.company_id = $1 and c.status <> 'removed' and ($2::text[] is null or c.created_by = any($2)) ${tail}`,
      [s.companyId, creatorIds ?? null, ...extra],
    );
  }
}
