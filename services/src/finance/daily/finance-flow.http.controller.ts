import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Action as PermissionAction, canDo, MSG } from '../../contracts';
import { checkSaveRights } from '../../document-engine';
import { recordScope, CurrentSession, Write, Session } from '../../identity';
import { Dec, dec } from '../../shared/decimal';
import { ForbiddenError, NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { array, bool, decimal, int, object, text, validate } from '../../shared/validation/schema';
import { CashStep, cashStepRoutes, draftChanges } from '../cash-document/cash-doc-routes';
import { FINANCE_FLOW_EVENTS, FlowType } from './finance-flow';
import { FinanceFlowCommand, financeFlowStream } from './finance-flow.commands';

/** 日常收入 is menu 5012, 日常支出 5013. */
const MENU: Record<FlowType, string> = { 105: '5012', 106: '5013' };
const HISTORY = {
  [FINANCE_FLOW_EVENTS.Saved]: '保存',
  [FINANCE_FLOW_EVENTS.Posted]: '审核',
  [FINANCE_FLOW_EVENTS.Reversed]: '红冲',
  [FINANCE_FLOW_EVENTS.Removed]: '删除',
};
const idOf = (body: unknown) => validate({ flowId: text('收支单').required() }, body).flowId as string;
const flowType = () => int('收支类型').oneOf([105, 106]);

const SAVE = {
  flowType: flowType().required(),
  accountId: text('结算账户').required(),
  billDate: text('单据日期').required().date(),
  lines: array(
    '收支明细',
    object({
      classId: text('收支项目').required(),
      amount: decimal('金额').required().positive().places(2),
      remark: text('备注').maxWidth(200),
    }),
  )
    .required()
    .minItems(1)
    .maxItems(200),
  customId: text('客户'),
  supplierId: text('供应商'),
  remark: text('备注').maxWidth(200),
  audit: bool('保存并审核'),
};
type Fields = {
  flowType: FlowType;
  accountId: string;
  billDate: string;
  lines: { classId: string; amount: Dec; remark?: string }[];
  customId?: string;
  supplierId?: string;
  remark?: string;
  audit?: boolean;
};

/** `/api/FinanceFlow/Save|Update|Audit|WriteBack|Remove|Detail|PageQuery` (日常收支, /dayIncome/list and /dayeExpenses/list). */
@Controller('api/FinanceFlow')
export class FinanceFlowController extends cashStepRoutes({ idField: 'flowId', title: '收支单' }) {
  constructor(
    private readonly commands: CommandBus,
    private readonly ds: DataSource,
    private readonly es: EventSourcing,
  ) {
    super();
  }

  @Write()
  @Action('Save')
  save(@Body() body: unknown, @CurrentSession() s: Session) {
    const { flowId, ...i } = validate({ flowId: text('收支单'), ...SAVE }, body) as Fields & { flowId?: string };
    return this.saving(s, flowId, i);
  }

  /** A draft changed: the fields the body names replace the draft's; naming the customer or the supplier replaces the partner (none when empty). */
  @Write()
  @Action('Update')
  async update(@Body() body: unknown, @CurrentSession() s: Session) {
    const flowId = idOf(body);
    const changes = draftChanges(SAVE, body);
    const [kept] = await this.rows(s, `and f.doc_id = $3`, [flowId]);
    if (!kept) throw new NotFoundError('收支单不存在');
    const lines = (await this.lines(flowId)).map((l: { classId: string; amount: string; remark: string }) => ({
      classId: l.classId,
      amount: dec(l.amount),
      remark: l.remark,
    }));
    const partner =
      'customId' in changes || 'supplierId' in changes
        ? {}
        : { customId: kept.customId ?? undefined, supplierId: kept.supplierId ?? undefined };
    const { flowType, accountId, billDate, remark } = kept;
    return this.saving(s, flowId, { flowType, accountId, billDate, remark, lines, ...partner, ...changes } as Fields);
  }

  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session) {
    const id = idOf(body);
    const [row] = await this.rows(s, `and f.doc_id = $3`, [id]);
    if (!row) throw new NotFoundError('收支单不存在');
    this.allow(s, row.flowType, 'get');
    const lines = (await this.lines(id)).map((l: { amount: string }) => ({ ...l, amount: Number(l.amount) }));
    return { ...row, lines, history: await this.es.history(financeFlowStream(id), s.companyId, HISTORY) };
  }

  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate(
      {
        flowType: flowType().required(),
        accountId: text('账户'),
        status: text('状态').oneOf(['draft', 'audited', 'reversed']),
        keyword: text('关键字').maxWidth(60),
        startDate: text('开始日期').date(),
        endDate: text('结束日期').date(),
      },
      body,
    ) as unknown as { flowType: FlowType } & Record<string, string | undefined>;
    this.allow(s, f.flowType, 'query');
    const rows = await this.rows(
      s,
      `and f.flow_type = $3 and ($4::text is null or f.account_id = $4) and ($5::text is null or f.status = $5) and ($6::text is null or f.bill_no ilike $6 or f.remark ilike $6)
       and ($7::date is null or f.bill_date >= $7) and ($8::date is null or f.bill_date <= $8)
       order by f.bill_date desc, f.created_at desc offset ${q.offset} limit ${q.pageSize}`,
      [f.flowType, f.accountId ?? null, f.status ?? null, f.keyword ? `%${f.keyword}%` : null, f.startDate ?? null, f.endDate ?? null],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }: { total: number }) => r),
    );
  }

  private allow(s: Session, type: FlowType, action: PermissionAction) {
    if (!canDo(s.permissions, MENU[type], action, s.isAdmin)) throw new ForbiddenError(MSG.noPermission);
  }

  /** A document's own menu decides; one not found (or another company's) is left to the command to refuse. */
  async step(s: Session, type: CashStep, docId: string, permission: PermissionAction) {
    const [row] = await this.ds.query(`select flow_type from finance_flows where doc_id = $1 and company_id = $2`, [docId, s.companyId]);
    if (row) this.allow(s, row.flow_type, permission);
    return this.commands.execute(new FinanceFlowCommand(s, { type, docId }));
  }

  private async saving(s: Session, flowId: string | undefined, { audit, ...input }: Fields) {
    checkSaveRights({ menuId: MENU[input.flowType] }, s, flowId, !!audit);
    const r = await this.commands.execute(new FinanceFlowCommand(s, { type: 'save', docId: flowId, audit: !!audit, input }));
    return { flowId: r.docId, billNo: r.billNo, status: r.status };
  }

  private lines(flowId: string) {
    return this.ds.query(
      `select l.class_id as "classId", c.name as "className", l.amount::text as amount, l.remark from finance_flow_lines l left join master_records c on c.record_id = l.class_id
       where l.doc_id = $1 order by l.line_no`,
      [flowId],
    );
  }

  private rows(s: Session, tail: string, extra: unknown[]) {
    const { creatorIds } = recordScope(s);
    return this.ds.query(
      `select f.doc_id as "flowId", f.flow_type as "flowType", f.bill_no as "billNo", to_char(f.bill_date, 'YYYY-MM-DD') as "billDate", f.status,
              f.account_id as "accountId", a.name as "accountName", f.custom_id as "customId", c.name as "customName", f.supplier_id as "supplierId", p.name as "supplierName",
              f.total::float8 as amount, f.remark, u.user_name as "userName", f.created_at as "createTime", count(*) over ()::int as total
       from finance_flows f left join master_records a on a.record_id = f.account_id left join master_records c on c.record_id = f.custom_id
       left join master_records p on p.record_id = f.supplier_id left join users u on u.user_id = f.created_by
       where f.company_id = $1 and f.status <> 'removed' and ($2::text[] is null or f.created_by = any($2)) ${tail}`,
      [s.companyId, creatorIds ?? null, ...extra],
    );
  }
}
