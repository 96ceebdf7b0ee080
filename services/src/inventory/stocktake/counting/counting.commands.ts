import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DocumentContext, loadDocument } from '../../../document-engine';
import { actorOf, Session } from '../../../identity';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../../shared/errors';
import { EventSourcing } from '../../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../../shared/es/event-names';
import { retrying } from '../../../shared/es/retrying';
import { INVTAK } from '../stocktake.kind';
import { COUNT_EVENTS, countStream, decideCount, evolveCount, type CountState } from './counting';

/** The stocktake counted together: a draft of the caller's company, in a warehouse the caller may use. */
export async function countedStocktake(es: EventSourcing, ctx: DocumentContext, session: Session, invtakId: string) {
  const { state } = await loadDocument(es, INVTAK, invtakId, session.companyId);
  if (!state.exists || state.status === 'removed' || !state.doc) throw new NotFoundError('盘点单不存在');
  await ctx.checkWarehouses(session, [state.doc.warehouseId]);
  return { ...state.doc, status: state.status };
}

export class CountCommand {
  constructor(
    readonly session: Session,
    readonly invtakId: string,
    readonly skuId: string,
    readonly zone: string,
    readonly qty: string,
  ) {}
}

const load = evolveStored(COUNT_EVENTS, evolveCount);

@CommandHandler(CountCommand)
export class CountHandler implements ICommandHandler<CountCommand, void> {
  constructor(
    private readonly es: EventSourcing,
    private readonly ctx: DocumentContext,
  ) {}

  async execute({ session, invtakId, skuId, zone, qty }: CountCommand) {
    const stocktake = await countedStocktake(this.es, this.ctx, session, invtakId);
    if (stocktake.status !== 'draft') throw new BusinessRuleError('DOCUMENT_AUDITED', `盘点单${stocktake.billNo}已审核，不能再计数`);
    if (!(await this.ctx.skus(session.companyId, [skuId])).has(skuId)) throw new ValidationError('商品不存在或已停用', 'skuId');
    const streamId = countStream(session.companyId, invtakId);
    await retrying(async () => {
      const { state, version } = await this.es.load<CountState>(streamId, session.companyId, new Map(), load);
      const events = decideCount(state, { invtakId, skuId, zone, qty, counterId: session.userId, counterName: session.userName });
      await this.es.commit(
        [{ streamId, streamType: 'StocktakeCount', expectedVersion: version || 'no_stream', events: toStored(COUNT_EVENTS, events) }],
        actorOf(session),
      );
    });
  }
}
