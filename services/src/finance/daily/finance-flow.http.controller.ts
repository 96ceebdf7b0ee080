import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action as PermissionAction, FinanceFlowRow, mayDo, MSG } from '../../contracts';
import { checkSaveRights } from '../../document-engine';
import { Session } from '../../identity';
import { dec } from '../../shared/decimal';
import { ForbiddenError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { PageQuery } from '../../shared/page-query';
import { array, decimal, int, object, text } from '../../shared/validation/schema';
import { cashDocHistory } from '../cash-document/cash-document';
import { CashStep, cashDraftRoutes, listFilters, remarkAndAudit } from '../cash-document/cash-doc-routes';
import { FINANCE_FLOW_EVENTS, FLOW_KINDS, FlowType } from './finance-flow';
import { FinanceFlowCommand, FinanceFlowInput } from './finance-flow.commands';
import { FinanceFlowQueries } from './finance-flow.queries';

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
  ...remarkAndAudit(),
};
type Fields = FinanceFlowInput & { audit?: boolean };

/** `/api/FinanceFlow/Save|Update|Audit|WriteBack|Remove|Detail|PageQuery` (日常收支, /dayIncome/list and /dayeExpenses/list). */
@Controller('api/FinanceFlow')
export class FinanceFlowController extends cashDraftRoutes<FinanceFlowRow, Fields>({
  idField: 'flowId',
  title: '收支单',
  streamType: 'FinanceFlow',
  history: cashDocHistory(FINANCE_FLOW_EVENTS),
  filters: () => ({ flowType: flowType().required(), accountId: text('账户'), ...listFilters() }),
  save: () => SAVE,
}) {
  constructor(
    private readonly commands: CommandBus,
    private readonly flows: FinanceFlowQueries,
    readonly es: EventSourcing,
  ) {
    super();
  }

  /** Naming the customer or the supplier in the changes replaces the partner (none when empty). */
  protected async kept(s: Session, flowId: string, changes: Record<string, unknown>) {
    const kept = await this.flows.detail(s, flowId);
    if (!kept) return null;
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
    return { flowType, accountId, billDate, remark, lines, ...partner };
  }

  protected found(s: Session, flowId: string) {
    return this.flows.detail(s, flowId);
  }

  protected async shown(s: Session, row: FinanceFlowRow, flowId: string) {
    this.allow(s, row.flowType, 'get');
    const lines = (await this.flows.lines(flowId)).map((l) => ({ ...l, amount: Number(l.amount) }));
    return { ...row, lines };
  }

  protected list(s: Session, q: PageQuery, f: Record<string, string | undefined>) {
    const type = f.flowType as unknown as FlowType;
    this.allow(s, type, 'query');
    return this.flows.page(s, q, { ...f, flowType: type });
  }

  private allow(s: Session, type: FlowType, action: PermissionAction) {
    if (!mayDo(s, FLOW_KINDS[type].menuId, action)) throw new ForbiddenError(MSG.noPermission);
  }

  /** A document's own menu decides; one not found (or another company's) is left to the command to refuse. */
  async step(s: Session, type: CashStep, docId: string, permission: PermissionAction) {
    const flowType = await this.flows.typeOf<FlowType>(s.companyId, docId);
    if (flowType) this.allow(s, flowType, permission);
    return this.commands.execute(new FinanceFlowCommand(s, { type, docId }));
  }

  protected async saving(s: Session, flowId: string | undefined, { audit, ...input }: Fields) {
    checkSaveRights({ menuId: FLOW_KINDS[input.flowType].menuId }, s, flowId, !!audit);
    const r = await this.commands.execute(new FinanceFlowCommand(s, { type: 'save', docId: flowId, audit: !!audit, input }));
    return { flowId: r.docId, billNo: r.billNo, status: r.status };
  }
}
