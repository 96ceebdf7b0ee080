import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DOCUMENTS, shopDay, type ReplenishDrafts, type ReplenishSettings } from '../../contracts';
import { checkSaveRights, documentKinds, saveDocument } from '../../document-engine';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import type { Dec } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { array, decimal, int, object, text, validate } from '../../shared/validation/schema';
import { BUY_OFFER } from '../purchasing.kind';
import { DEFAULT_SAFETY_DAYS } from './replenish';
import { SetReplenishRulesCommand } from './replenish-rule.commands';
import { REPLENISH_EVENT_TITLES, safetyStockStream, skuRuleStream, supplierRuleStream } from './replenish-rule';
import { ReplenishQueries } from './replenish.queries';

export const REPLENISH_MENU = '4020';
/** The most lines a document takes (its Save's limit): more make several documents. */
const LINES_PER_DOCUMENT = 500;
const byDocument = <T>(lines: T[]) =>
  Array.from({ length: Math.ceil(lines.length / LINES_PER_DOCUMENT) }, (_, i) =>
    lines.slice(i * LINES_PER_DOCUMENT, (i + 1) * LINES_PER_DOCUMENT),
  );
const REMARK = '智能补货';

const draftLine = object(
  {
    kind: text('类型').required().oneOf(['transfer', 'purchase']),
    skuId: text('商品').required(),
    warehouseId: text('仓库').required(),
    qty: decimal('数量').required().positive().places(6),
    unitName: text('单位').maxWidth(10),
    fromWarehouseId: text('调出仓库'),
    supplierId: text('供应商'),
  },
  '',
);
interface DraftLine {
  kind: string;
  skuId: string;
  warehouseId: string;
  qty: Dec;
  unitName?: string;
  fromWarehouseId?: string;
  supplierId?: string;
}

const leadDays = (label: string) => int(label).min(0).max(365);
const mainQty = (label: string) => decimal(label).min(0).places(6);

/**
 * 智能补货 (/replenish/list): Suggest answers what to move and what to buy per warehouse; Settings and SaveSettings
 * show and change a line's lead times, safety stock and minimum order (a field left empty: not set); Draft makes the lines chosen
 * into draft 调拨单 (one per pair of warehouses) and 采购订单 (one per supplier and warehouse), 500 lines a document
 * at most, through their own Save with its rights and checks, each purchase line at the SKU's purchase price.
 */
@Controller('api/Replenish')
export class ReplenishController {
  constructor(
    private readonly queries: ReplenishQueries,
    private readonly commands: CommandBus,
    private readonly es: EventSourcing,
  ) {}

  @Permission(REPLENISH_MENU, 'query')
  @Action('Settings')
  async settings(@Body() body: unknown, @CurrentSession() s: Session): Promise<ReplenishSettings> {
    const f = validate({ skuId: text('商品').required(), warehouseId: text('仓库').required() }, body);
    const set = await this.queries.settings(s, f.skuId, f.warehouseId);
    const streams = [skuRuleStream(s.companyId, f.skuId), safetyStockStream(s.companyId, f.warehouseId, f.skuId)];
    if (set.supplierId) streams.push(supplierRuleStream(s.companyId, set.supplierId));
    const histories = await Promise.all(streams.map((id) => this.es.history(id, s.companyId, REPLENISH_EVENT_TITLES)));
    return { ...set, history: histories.flat().sort((a, b) => String(a.at).localeCompare(String(b.at))) };
  }

  @Permission(REPLENISH_MENU, 'edit')
  @Write()
  @Action('SaveSettings')
  async saveSettings(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate(
      {
        skuId: text('商品').required(),
        warehouseId: text('仓库').required(),
        leadDays: leadDays('到货天数'),
        safetyStock: mainQty('安全库存'),
        minOrderQty: mainQty('最小起订量'),
        supplierId: text('供应商'),
        supplierLeadDays: leadDays('供应商到货天数'),
      },
      body,
    );
    const changed: number = await this.commands.execute(new SetReplenishRulesCommand(s, f));
    return { changed };
  }

  @Permission(REPLENISH_MENU, 'query')
  @Action('Suggest')
  suggest(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate(
      {
        warehouseId: text('仓库'),
        days: int('销量天数').min(1).max(365),
        safetyDays: int('安全库存天数').min(0).max(365),
        limit: int('条数').min(1).max(5000),
      },
      body,
    );
    return this.queries.suggest(
      s,
      { warehouseId: f.warehouseId, days: f.days ?? 30, safetyDays: f.safetyDays ?? DEFAULT_SAFETY_DAYS },
      f.limit ?? 1000,
    );
  }

  @Permission(REPLENISH_MENU, 'add')
  @Write()
  @Action('Draft')
  async draft(@Body() body: unknown, @CurrentSession() s: Session): Promise<ReplenishDrafts> {
    const { lines } = validate({ lines: array('明细', draftLine).required().minItems(1).maxItems(2000) }, body);
    const transfers = new Map<string, DraftLine[]>();
    const orders = new Map<string, DraftLine[]>();
    lines.forEach((l, i) => {
      const other = l.kind === 'transfer' ? l.fromWarehouseId : l.supplierId;
      if (!other)
        throw new ValidationError(`第${i + 1}行${l.kind === 'transfer' ? '没有调出仓库' : '没有供应商，请先在采购单中指定'}`, 'lines');
      if (other === l.warehouseId) throw new ValidationError(`第${i + 1}行调出和调入是同一个仓库`, 'lines');
      const groups = l.kind === 'transfer' ? transfers : orders;
      const key = `${other}|${l.warehouseId}`;
      const group = groups.get(key) ?? groups.set(key, []).get(key)!;
      group.push(l);
    });
    const transfer = documentKinds().find((k) => k.kind === DOCUMENTS.Transfer.kind)!;
    if (transfers.size) checkSaveRights(transfer, s, undefined, false);
    if (orders.size) checkSaveRights(BUY_OFFER, s, undefined, false);
    const billDate = shopDay();
    const prices = await this.queries.purchasePrices(
      s.companyId,
      [...orders.values()].flat().map((l) => l.skuId),
    );
    const made: ReplenishDrafts = { transfers: [], orders: [] };
    for (const group of [...transfers.values()].flatMap(byDocument)) {
      const [first] = group;
      const r = await saveDocument(
        transfer,
        this.commands,
        {
          outWarehouseId: first.fromWarehouseId,
          inWarehouseId: first.warehouseId,
          billDate,
          remark: REMARK,
          lines: group.map((l) => ({ skuId: l.skuId, qty: l.qty.toString(), ...(l.unitName && { unitName: l.unitName }) })),
        },
        s,
      );
      made.transfers.push({ transId: (r as Record<string, string>)[transfer.idField], billNo: r.billNo });
    }
    for (const group of [...orders.values()].flatMap(byDocument)) {
      const [first] = group;
      const lines = group.map((l) => ({
        skuId: l.skuId,
        qty: l.qty.toString(),
        price: prices.get(l.skuId)?.(l.unitName) ?? '0',
        ...(l.unitName && { unitName: l.unitName }),
      }));
      const r = await saveDocument(
        BUY_OFFER,
        this.commands,
        { supplierId: first.supplierId, warehouseId: first.warehouseId, billDate, remark: REMARK, lines },
        s,
      );
      made.orders.push({ offerId: (r as Record<string, string>)[BUY_OFFER.idField], billNo: r.billNo });
    }
    return made;
  }
}
