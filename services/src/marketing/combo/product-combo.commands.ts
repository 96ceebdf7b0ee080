import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppendToStream, EventStore } from '@jxc/infra';
import { releaseCode, reserveCode } from '../../catalog';
import { DocumentContext } from '../../document-engine';
import { actorOf, Session } from '../../identity';
import { ValidationError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import {
  ComboDef,
  comboStream,
  decideProductCombo,
  evolveProductCombo,
  noCombo,
  PRODUCT_COMBO_EVENTS,
  ProductComboEvent,
  ProductComboState,
} from './product-combo';

export type ProductComboAction =
  | { how: 'create'; def: ComboDef }
  | { how: 'update'; comboId: string; def: ComboDef }
  | { how: 'enable' | 'disable' | 'remove'; comboId: string };

export class ProductComboCommand {
  constructor(
    readonly session: Session,
    readonly action: ProductComboAction,
  ) {}
}

const fold = evolveStored(PRODUCT_COMBO_EVENTS, evolveProductCombo);
const CODE = '套餐编码';

/** Saves and changes combos: components must be enabled SKUs tracked by neither serial nor batch; a code is unique in the company. */
@CommandHandler(ProductComboCommand)
export class ProductComboHandler implements ICommandHandler<ProductComboCommand, string> {
  constructor(
    private readonly es: EventSourcing,
    private readonly store: EventStore,
    private readonly ctx: DocumentContext,
  ) {}

  async execute({ session, action }: ProductComboCommand) {
    const { companyId } = session;
    const comboId = action.how === 'create' ? randomUUID() : action.comboId;
    const { state, version } = await this.es.load<ProductComboState>(comboStream(comboId), companyId, noCombo, fold);
    const streams: AppendToStream[] = [];
    let events: ProductComboEvent[];
    if (action.how === 'create' || action.how === 'update') {
      await this.checkComponents(companyId, action.def);
      events = action.how === 'create' ? decideProductCombo.create(state, action.def) : decideProductCombo.update(state, action.def);
      const before = state.combo?.comboCode;
      if (before?.toLowerCase() !== action.def.comboCode.toLowerCase()) {
        if (before) streams.push(releaseCode('ProductCombo', companyId, before, comboId));
        streams.push(await reserveCode(this.store, 'ProductCombo', companyId, action.def.comboCode, comboId, CODE));
      }
    } else {
      events = decideProductCombo.status(state, action.how);
      if (action.how === 'remove') streams.push(releaseCode('ProductCombo', companyId, state.combo!.comboCode, comboId));
    }
    streams.unshift({
      streamId: comboStream(comboId),
      streamType: 'ProductCombo',
      expectedVersion: version || 'no_stream',
      events: toStored(PRODUCT_COMBO_EVENTS, events),
    });
    await this.es.commit(streams, actorOf(session));
    return comboId;
  }

  private async checkComponents(companyId: string, def: ComboDef) {
    const skus = await this.ctx.skus(
      companyId,
      def.components.map((c) => c.skuId),
    );
    def.components.forEach((c, i) => {
      const row = `组成商品第${i + 1}行`;
      const sku = skus.get(c.skuId);
      if (!sku) throw new ValidationError(`${row}的商品不存在或已停用`, 'components');
      const twice = def.components.findIndex((x) => x.skuId === c.skuId);
      if (twice < i) throw new ValidationError(`${row}与第${twice + 1}行是同一商品`, 'components');
      if (sku.serialFlag || sku.lifeFlag) throw new ValidationError(`${row}“${sku.name}”按序列号或批次管理，不能放入套餐`, 'components');
    });
  }
}
