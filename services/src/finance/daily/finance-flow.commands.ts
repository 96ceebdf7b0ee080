import { CommandHandler } from '@nestjs/cqrs';
import { MasterDataQueries } from '../../catalog';
import { DocumentContext } from '../../document-engine';
import { Dec, dec, toDb } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { BalanceQueries } from '../balance.queries';
import { CashDocCommand, CashDocHandler, CashDocKind } from '../cash-document/cash-document.commands';
import { decideFinanceFlow, FINANCE_FLOW_EVENTS, FinanceFlowSaved, FLOW_CLASS_TYPE, FLOW_KINDS, FlowType } from './finance-flow';

export interface FinanceFlowInput {
  flowType: FlowType;
  accountId: string;
  billDate: string;
  lines: { classId: string; amount: Dec; remark?: string }[];
  customId?: string;
  supplierId?: string;
  remark?: string;
}

export class FinanceFlowCommand extends CashDocCommand<FinanceFlowInput> {}

const FINANCE_FLOW: CashDocKind<FinanceFlowSaved, FinanceFlowInput> = {
  streamType: 'FinanceFlow',
  events: FINANCE_FLOW_EVENTS,
  decide: decideFinanceFlow,
  fields: (i) => ({
    flowType: i.flowType,
    accountId: i.accountId,
    customId: i.customId ?? null,
    supplierId: i.supplierId ?? null,
    lines: i.lines.map((l) => ({ classId: l.classId, amount: toDb(l.amount), remark: l.remark ?? '' })),
    total: toDb(i.lines.reduce((t, l) => t.plus(l.amount), dec(0))),
  }),
  prefix: (doc) => FLOW_KINDS[doc.flowType].prefix,
  // Money leaves the account on an expense's audit or an income's write-back.
  outflow: (doc, posting) =>
    (posting === 'Posted') === (doc.flowType === 106) ? { accountId: doc.accountId, amount: dec(doc.total) } : null,
};

/**
 * 日常收支 (105 income, 106 expense): the audit adds the total to the account (income) or takes it out (expense); the write-back undoes it.
 * No account may go below zero by it.
 */
@CommandHandler(FinanceFlowCommand)
export class FinanceFlowHandler extends CashDocHandler<FinanceFlowCommand, FinanceFlowInput, FinanceFlowSaved> {
  constructor(
    es: EventSourcing,
    ctx: DocumentContext,
    balances: BalanceQueries,
    private readonly masters: MasterDataQueries,
  ) {
    super(es, ctx, balances);
  }

  protected kind = () => FINANCE_FLOW;

  protected async checkInput({ session }: FinanceFlowCommand, i: FinanceFlowInput) {
    if (i.customId && i.supplierId) throw new ValidationError('客户和供应商只能选一个', 'supplierId');
    await this.ctx.checkRef('Account', session.companyId, i.accountId, '结算账户', 'accountId');
    if (i.customId) await this.ctx.checkRef('Custom', session.companyId, i.customId, '客户', 'customId');
    if (i.supplierId) await this.ctx.checkRef('Supplier', session.companyId, i.supplierId, '供应商', 'supplierId');
    const ids = [...new Set(i.lines.map((l) => l.classId))];
    const found = new Map((await this.masters.live('FinanceClass', session.companyId, ids)).map((r) => [r.recordId, r]));
    const want = FLOW_CLASS_TYPE[i.flowType];
    i.lines.forEach((l, n) => {
      const c = found.get(l.classId);
      if (!c) throw new ValidationError(`第${n + 1}行收支项目不存在`, `lines[${n}].classId`);
      if (c.data.classType && c.data.classType !== want)
        throw new ValidationError(
          `第${n + 1}行收支项目“${c.name}”是${c.data.classType === 'income' ? '收入' : '支出'}项目，不能用于${want === 'income' ? '日常收入' : '日常支出'}`,
          `lines[${n}].classId`,
        );
    });
  }
}
