import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action as PermissionAction, canDo, MSG } from '../../contracts';
import { checkSaveRights } from '../../document-engine';
import { CurrentSession, Write, Session } from '../../identity';
import { dec } from '../../shared/decimal';
import { ForbiddenError, NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { array, bool, decimal, int, object, text, validate } from '../../shared/validation/schema';
import { cashDocHistory } from '../cash-document/cash-document';
import { CashStep, cashStepRoutes, draftChanges, listFilters } from '../cash-document/cash-doc-routes';
import { FINANCE_FLOW_EVENTS, FLOW_KINDS, FlowType } from './finance-flow';
import { FinanceFlowCommand, FinanceFlowInput, financeFlowStream } from './finance-flow.commands';
import { FinanceFlowQueries } from './finance-flow.queries';

const HISTORY = cashDocHistory(FINANCE_FLOW_EVENTS);
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
type Fields = FinanceFlowInput & { audit?: boolean };

/** `/api/FinanceFlow/Save|Update|Audit|WriteBack|Remove|Detail|PageQuery` (日常收支, /dayIncome/list and /dayeExpenses/list). */
@Controller('api/FinanceFlow')
export class FinanceFlowController extends cashStepRoutes({ idField: 'flowId', title: '收支单' }) {
  constructor(
    private readonly commands: CommandBus,
    private readonly flows: FinanceFlowQueries,
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
    const kept = await this.flows.detail(s, flowId);
    if (!kept) throw new NotFoundError('收支单不存在');
    const lines = (await this.flows.lines(flowId)).map((l) => ({
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
    const row = await this.flows.detail(s, id);
    if (!row) throw new NotFoundError('收支单不存在');
    this.allow(s, row.flowType, 'get');
    const lines = (await this.flows.lines(id)).map((l) => ({ ...l, amount: Number(l.amount) }));
    return { ...row, lines, history: await this.es.history(financeFlowStream(id), s.companyId, HISTORY) };
  }

  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate(
      {
        flowType: flowType().required(),
        accountId: text('账户'),
        ...listFilters(),
      },
      body,
    ) as unknown as { flowType: FlowType } & Record<string, string | undefined>;
    this.allow(s, f.flowType, 'query');
    return this.flows.page(s, q, f);
  }

  private allow(s: Session, type: FlowType, action: PermissionAction) {
    if (!canDo(s.permissions, FLOW_KINDS[type].menuId, action, s.isAdmin)) throw new ForbiddenError(MSG.noPermission);
  }

  /** A document's own menu decides; one not found (or another company's) is left to the command to refuse. */
  async step(s: Session, type: CashStep, docId: string, permission: PermissionAction) {
    const flowType = await this.flows.typeOf(s.companyId, docId);
    if (flowType) this.allow(s, flowType, permission);
    return this.commands.execute(new FinanceFlowCommand(s, { type, docId }));
  }

  private async saving(s: Session, flowId: string | undefined, { audit, ...input }: Fields) {
    checkSaveRights({ menuId: FLOW_KINDS[input.flowType].menuId }, s, flowId, !!audit);
    const r = await this.commands.execute(new FinanceFlowCommand(s, { type: 'save', docId: flowId, audit: !!audit, input }));
    return { flowId: r.docId, billNo: r.billNo, status: r.status };
  }
}
