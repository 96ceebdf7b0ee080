import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DocumentContext } from '../../document-engine';
import { actorOf, Session } from '../../identity';
import { type Dec, toDb } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import {
  decideReplenishRule,
  evolveReplenishRule,
  noRule,
  REPLENISH_RULE_EVENTS,
  ReplenishRuleEvent,
  ReplenishRuleState,
  safetyStockStream,
  skuRuleStream,
  supplierRuleStream,
} from './replenish-rule';

/**
 * A suggestion line's settings as the shop sees them, each left empty when not set: the SKU's lead time and minimum
 * order, its safety stock in the warehouse, and (when a supplier is named) that supplier's lead time.
 */
export class SetReplenishRulesCommand {
  constructor(
    readonly session: Session,
    readonly rules: {
      skuId: string;
      warehouseId: string;
      leadDays?: number;
      safetyStock?: Dec;
      minOrderQty?: Dec;
      supplierId?: string;
      supplierLeadDays?: number;
    },
  ) {}
}

const load = evolveStored(REPLENISH_RULE_EVENTS, evolveReplenishRule);
const qty = (v?: Dec) => (v === undefined ? null : toDb(v));

/** Answers how many settings changed; all of them in one commit, none when anything is refused. */
@CommandHandler(SetReplenishRulesCommand)
export class SetReplenishRulesHandler implements ICommandHandler<SetReplenishRulesCommand, number> {
  constructor(
    private readonly es: EventSourcing,
    private readonly ctx: DocumentContext,
  ) {}

  async execute({ session, rules: r }: SetReplenishRulesCommand) {
    const { companyId } = session;
    await this.ctx.checkReferences(
      session,
      r.supplierId ? [{ kind: 'Supplier', id: r.supplierId, label: '供应商', field: 'supplierId' }] : [],
      [r.warehouseId],
    );
    if (!(await this.ctx.skus(companyId, [r.skuId])).has(r.skuId)) throw new ValidationError('商品不存在或已停用', 'skuId');
    const decisions: [string, (s: ReplenishRuleState) => ReplenishRuleEvent[]][] = [
      [
        skuRuleStream(companyId, r.skuId),
        (s) => decideReplenishRule.sku(s, r.skuId, { leadDays: r.leadDays ?? null, minOrderQty: qty(r.minOrderQty) }),
      ],
      [
        safetyStockStream(companyId, r.warehouseId, r.skuId),
        (s) => decideReplenishRule.safetyStock(s, { warehouseId: r.warehouseId, skuId: r.skuId }, qty(r.safetyStock)),
      ],
    ];
    const { supplierId } = r;
    if (supplierId)
      decisions.push([
        supplierRuleStream(companyId, supplierId),
        (s) => decideReplenishRule.supplier(s, supplierId, r.supplierLeadDays ?? null),
      ]);
    return retrying(async () => {
      const streams = [];
      let changed = 0;
      for (const [streamId, decide] of decisions) {
        const { state, version } = await this.es.load<ReplenishRuleState>(streamId, companyId, noRule, load);
        const events = decide(state);
        changed += events.length;
        if (events.length)
          streams.push({
            streamId,
            streamType: 'ReplenishRule',
            expectedVersion: version || ('no_stream' as const),
            events: toStored(REPLENISH_RULE_EVENTS, events),
          });
      }
      if (streams.length) await this.es.commit(streams, actorOf(session));
      return changed;
    });
  }
}
