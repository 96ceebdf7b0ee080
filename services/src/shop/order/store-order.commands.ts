import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MasterDataQueries, recordCreation } from '../../catalog';
import { checkSaveRights, DocumentContext, SaveDocumentCommand } from '../../document-engine';
import { actorOf, Session } from '../../identity';
import { SALE } from '../../sales';
import { dec } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { inLane, retrying } from '../../shared/es/retrying';
import { StoreOrderQueries } from './store-orders.queries';
import { Payments } from '../pay/payments';
import { decideOrder, evolveOrder, initialOrder, OrderState, orderStream, STORE_ORDER_EVENTS, StoreOrderEvent } from './store-order';
import { shopDay } from '../../contracts';

export type OrderStep = { type: 'accept' } | { type: 'ship' } | { type: 'done' } | { type: 'cancel'; reason: string };

export class StepOrderCommand {
  constructor(
    readonly session: Session,
    readonly orderId: string,
    readonly step: OrderStep,
  ) {}
}

export class TurnOrderCommand {
  constructor(
    readonly session: Session,
    readonly orderId: string,
    readonly warehouseId: string,
  ) {}
}

/** The customer a buyer's sales go to when not linked to one: the company's 零售客户, made the first time it is needed. */
export const RETAIL_CUSTOMER = '零售客户';

const loadOrder = async (es: EventSourcing, orderId: string, companyId: string) => {
  const loaded = await es.load<OrderState>(orderStream(orderId), companyId, initialOrder, evolveStored(STORE_ORDER_EVENTS, evolveOrder));
  if (!loaded.state.order) throw new ValidationError('订单不存在', 'orderId');
  return loaded;
};

const append = (orderId: string, version: number, events: StoreOrderEvent[]) => ({
  streamId: orderStream(orderId),
  streamType: 'StoreOrder',
  expectedVersion: version,
  events: toStored(STORE_ORDER_EVENTS, events),
});

/**
 * 接单, 发货, 完成, 取消 (with a reason): an order's steps that move nothing but its status (and, cancelled, free its
 * reservation, close its open online payments and refund what was paid online).
 */
@CommandHandler(StepOrderCommand)
export class StepOrderHandler implements ICommandHandler<StepOrderCommand, string> {
  constructor(
    private readonly es: EventSourcing,
    private readonly payments: Payments,
  ) {}

  async execute({ session, orderId, step }: StepOrderCommand) {
    const status = await retrying(async () => {
      const { state, version } = await loadOrder(this.es, orderId, session.companyId);
      const events = step.type === 'cancel' ? decideOrder.cancel(state, step.reason) : decideOrder[step.type](state);
      await this.es.commit([append(orderId, version, events)], actorOf(session));
      return events.reduce(evolveOrder, state).status;
    });
    if (status === 'cancelled') await this.payments.orderGone(session.companyId, orderId);
    return status;
  }
}

/**
 * 订单转销售: the order becomes a draft 销售单 (through the sales module's own Save, so it is numbered, checked and
 * audited as any sale) for the buyer's linked 客户 or else the 零售客户, at the order's prices. Once: the turn is
 * claimed on the order's stream first, so a second turn (even at the same moment) is refused; a sale that cannot be
 * saved hands the order back as it was. The sale, an open outbound document, reserves the goods from then on, so the
 * order's own reservation ends with the turn. What the buyer paid online goes on the sale as 本次收款 into the payment's
 * 结算账户, so the sale audited owes nothing.
 */
@CommandHandler(TurnOrderCommand)
export class TurnOrderHandler implements ICommandHandler<TurnOrderCommand, { orderId: string; saleId: string; billNo: string }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly commands: CommandBus,
    private readonly masters: MasterDataQueries,
    private readonly ctx: DocumentContext,
    private readonly orders: StoreOrderQueries,
    private readonly payments: Payments,
  ) {}

  async execute({ session, orderId, warehouseId }: TurnOrderCommand) {
    checkSaveRights(SALE, session, undefined, false);
    const actor = actorOf(session);
    const { state, version } = await loadOrder(this.es, orderId, session.companyId);
    const claim = decideOrder.startTurn(state, warehouseId);
    const order = state.order!;
    // What the sale will name is checked before the claim, so that a refusal writes nothing.
    await this.ctx.checkWarehouses(session, [warehouseId]);
    const customId = await this.customerOf(session, order.phone);
    await this.ctx.checkRef('Custom', session.companyId, customId, '关联客户', 'customId');
    await this.es.commit([append(orderId, version, claim)], actor);
    const claimed = claim.reduce(evolveOrder, state);
    const paid = await this.payments.paidForOrder(session.companyId, orderId);
    try {
      const sale: { docId: string; billNo: string } = await this.commands.execute(
        new SaveDocumentCommand(SALE, session, {
          partnerId: customId,
          billDate: shopDay(),
          warehouseId,
          // A combo line as the sale sells combos: it moves each component at its own cost.
          lines: order.lines.map((l) => ({
            ...(l.comboId ? { skuId: '', comboId: l.comboId } : { skuId: l.skuId! }),
            qty: dec(l.qty),
            price: dec(l.price),
          })),
          ...(paid && { settleAmount: paid.amount, accountId: paid.accountId }),
          remark: `商城订单${order.orderNo}，${order.buyerName} ${order.phone}${order.address ? `，${order.address}` : '，到店自提'}${order.remark ? `，${order.remark}` : ''}`,
        }),
      );
      await this.es.commit(
        [
          append(
            orderId,
            version + 1,
            decideOrder.finishTurn(claimed, { saleId: sale.docId, saleBillNo: sale.billNo, customId, warehouseId }),
          ),
        ],
        actor,
      );
      if (paid) await this.payments.turned(actor, paid.payOrderIds, { saleId: sale.docId, billNo: sale.billNo });
      return { orderId, saleId: sale.docId, billNo: sale.billNo };
    } catch (e) {
      await this.es.commit(
        [append(orderId, version + 1, decideOrder.failTurn(claimed, e instanceof Error ? e.message : String(e)))],
        actor,
      );
      throw e;
    }
  }

  private async customerOf(session: Session, phone: string) {
    const user = await this.orders.buyer(session.companyId, phone);
    if (user?.customId) return user.customId;
    return inLane(`retail-customer-${session.companyId}`, async () => {
      const found = await this.masters.firstEnabledNamed('Custom', session.companyId, RETAIL_CUSTOMER);
      if (found) return found;
      const id = randomUUID();
      await this.es.commit(
        [recordCreation('Custom', id, { customName: RETAIL_CUSTOMER, remark: '商城订单转销售时自动建立' })],
        actorOf(session),
      );
      return id;
    });
  }
}
