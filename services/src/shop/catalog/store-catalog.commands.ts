import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppendToStream, EventStore } from '@jxc/infra';
import { releaseCode, reserveCode } from '../../catalog';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import { evolveStoreClasses, StoreClasses } from './store-class';
import { STORE_CLASS_EVENTS, StoreClassEvent } from './store-class.events';
import { decideStoreProduct, evolveStoreProduct, initialStoreProduct, StoreProductState } from './store-product';
import { STORE_PRODUCT_EVENTS, StoreItem, StoreProductEvent, StoreProductFields } from './store-product.events';
import { StoreCatalogQueries } from './store-catalog.queries';

/** A SKU or a combo is published once per company: a reservation (`Code-StoreSku-…`, `Code-StoreCombo-…`) appended with its publication, freed by its removal. */
const codeOf = (item: StoreItem | StoreProductState) =>
  item.comboId ? { kind: 'StoreCombo', code: item.comboId } : { kind: 'StoreSku', code: item.skuId! };
const productStream = (id: string) => `StoreProduct-${id}`;

export class ChangeStoreClassesCommand {
  constructor(
    readonly actor: Actor,
    readonly decision: (s: StoreClasses) => StoreClassEvent[],
  ) {}
}

/** A company's categories are one stream; a concurrent change is decided again on the fresh list. */
@CommandHandler(ChangeStoreClassesCommand)
export class ChangeStoreClassesHandler implements ICommandHandler<ChangeStoreClassesCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor, decision }: ChangeStoreClassesCommand) {
    const streamId = `StoreClasses-${actor.companyId}`;
    await retrying(async () => {
      const { state, version } = await this.es.load(
        streamId,
        actor.companyId,
        new Map() as StoreClasses,
        evolveStored(STORE_CLASS_EVENTS, evolveStoreClasses),
      );
      const events = decision(state);
      if (events.length)
        await this.es.commit(
          [{ streamId, streamType: 'StoreClasses', expectedVersion: version || 'no_stream', events: toStored(STORE_CLASS_EVENTS, events) }],
          actor,
        );
    });
  }
}

export class PublishStoreProductCommand {
  constructor(
    readonly actor: Actor,
    readonly item: StoreItem,
    readonly fields: StoreProductFields,
    readonly online: boolean,
  ) {}
}

@CommandHandler(PublishStoreProductCommand)
export class PublishStoreProductHandler implements ICommandHandler<PublishStoreProductCommand, string> {
  constructor(
    private readonly es: EventSourcing,
    private readonly store: EventStore,
    private readonly queries: StoreCatalogQueries,
  ) {}

  async execute({ actor, item, fields, online }: PublishStoreProductCommand) {
    await (item.comboId ? this.queries.checkCombo(actor.companyId, item.comboId) : this.queries.checkSku(actor.companyId, item.skuId!));
    if (fields.classId) await this.queries.checkClass(actor.companyId, fields.classId);
    const id = randomUUID();
    const events = decideStoreProduct.publish(initialStoreProduct, id, item, fields, online);
    const { kind, code } = codeOf(item);
    const reservation = await reserveCode(this.store, kind, actor.companyId, code, id, '商城商品');
    await this.es.commit(
      [
        {
          streamId: productStream(id),
          streamType: 'StoreProduct',
          expectedVersion: 'no_stream',
          events: toStored(STORE_PRODUCT_EVENTS, events),
        },
        reservation,
      ],
      actor,
    );
    return id;
  }
}

export class ChangeStoreProductsCommand {
  constructor(
    readonly actor: Actor,
    readonly ids: readonly string[],
    readonly decision: (s: StoreProductState) => StoreProductEvent[],
  ) {}
}

/** The same decision on one or many store products (edit, 上架 / 下架 in batch, removal), appended together or not at all. */
@CommandHandler(ChangeStoreProductsCommand)
export class ChangeStoreProductsHandler implements ICommandHandler<ChangeStoreProductsCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor, ids, decision }: ChangeStoreProductsCommand) {
    await retrying(async () => {
      const streams: AppendToStream[] = [];
      for (const id of new Set(ids)) {
        const { state, version } = await this.es.load(
          productStream(id),
          actor.companyId,
          initialStoreProduct,
          evolveStored(STORE_PRODUCT_EVENTS, evolveStoreProduct),
        );
        const events = decision(state);
        if (!events.length) continue;
        streams.push({
          streamId: productStream(id),
          streamType: 'StoreProduct',
          expectedVersion: version,
          events: toStored(STORE_PRODUCT_EVENTS, events),
        });
        if (events.some((e) => e.type === 'Removed'))
          streams.push(releaseCode(codeOf(state).kind, actor.companyId, codeOf(state).code, id));
      }
      if (streams.length) await this.es.commit(streams, actor);
    });
  }
}
