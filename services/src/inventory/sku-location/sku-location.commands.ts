import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MasterDataQueries } from '../../catalog';
import { DocumentContext } from '../../document-engine';
import { actorOf, Session } from '../../identity';
import { ValidationError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import {
  decideSkuLocation,
  evolveSkuLocation,
  noLocation,
  SKU_LOCATION_EVENTS,
  SkuLocationEvent,
  SkuLocationState,
  skuLocationStream,
} from './sku-location';

/** put: onto the location (several SKUs at once); move: change the location of one that has one; clear: off it. */
export type Placement = { how: 'put' | 'move'; locationId: string } | { how: 'clear' };

export class PlaceSkusCommand {
  constructor(
    readonly session: Session,
    readonly warehouseId: string,
    readonly skuIds: string[],
    readonly placement: Placement,
  ) {}
}

const load = evolveStored(SKU_LOCATION_EVENTS, evolveSkuLocation);

/** Answers how many SKUs changed place. */
@CommandHandler(PlaceSkusCommand)
export class PlaceSkusHandler implements ICommandHandler<PlaceSkusCommand, number> {
  constructor(
    private readonly es: EventSourcing,
    private readonly ctx: DocumentContext,
    private readonly masters: MasterDataQueries,
  ) {}

  async execute({ session, warehouseId, skuIds, placement }: PlaceSkusCommand) {
    const { companyId } = session;
    await this.ctx.checkWarehouses(session, [warehouseId]);
    if (placement.how !== 'clear') await this.checkLocation(companyId, warehouseId, placement.locationId);
    const ids = [...new Set(skuIds)];
    const skus = await this.ctx.skus(companyId, ids);
    const missing = ids.findIndex((id) => !skus.has(id));
    if (missing >= 0) throw new ValidationError(`第${missing + 1}个商品不存在或已停用`, 'skuIds');
    return retrying(async () => {
      const streams = [];
      for (const skuId of ids) {
        const streamId = skuLocationStream(companyId, warehouseId, skuId);
        const { state, version } = await this.es.load<SkuLocationState>(streamId, companyId, noLocation, load);
        const at = { warehouseId, skuId };
        const events: SkuLocationEvent[] =
          placement.how === 'clear'
            ? decideSkuLocation.clear(state, at)
            : decideSkuLocation[placement.how](state, { ...at, locationId: placement.locationId });
        if (events.length)
          streams.push({
            streamId,
            streamType: 'SkuLocation',
            expectedVersion: version || ('no_stream' as const),
            events: toStored(SKU_LOCATION_EVENTS, events),
          });
      }
      if (streams.length) await this.es.commit(streams, actorOf(session));
      return streams.length;
    });
  }

  /** The location must be a live, enabled 库位 of this very warehouse. */
  private async checkLocation(companyId: string, warehouseId: string, locationId: string) {
    const loc = await this.masters.location(companyId, locationId, warehouseId);
    if (!loc) throw new ValidationError('库位不存在', 'locationId');
    if (loc.warehouseId !== warehouseId) throw new ValidationError(`库位“${loc.name}”不属于仓库“${loc.warehouseName}”`, 'locationId');
    if (!loc.enabled) throw new ValidationError(`库位“${loc.name}”已停用`, 'locationId');
  }
}
