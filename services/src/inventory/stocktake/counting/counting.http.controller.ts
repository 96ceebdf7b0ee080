import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { StoredEvent } from '@jxc/infra';
import type { TeamCounts } from '../../../contracts';
import { DocumentContext } from '../../../document-engine';
import { CurrentSession, Permission, Session, Write } from '../../../identity';
import { EventSourcing } from '../../../shared/es/event-sourcing';
import { Action } from '../../../shared/http/envelope.interceptor';
import { decimal, text, validate } from '../../../shared/validation/schema';
import { INVTAK } from '../stocktake.kind';
import { StocktakeQueries } from '../stocktake.queries';
import { COUNT_EVENTS, countStream, mergeCounts, type Counted } from './counting';
import { CountCommand, countedStocktake } from './counting.commands';

const invtakId = text('盘点单').required();

/**
 * 多人盘点 on `/api/Invtak/…`: AddCount counts a SKU in the caller's zone (区域/货架); Counts answers everyone's
 * counts merged per SKU, with the book and the SKU's names, a SKU counted in two zones or by two people marked.
 */
@Controller(`api/${INVTAK.kind}`)
export class CountTogetherController {
  constructor(
    private readonly commands: CommandBus,
    private readonly es: EventSourcing,
    private readonly ctx: DocumentContext,
    private readonly stocktakes: StocktakeQueries,
  ) {}

  @Write()
  @Permission(INVTAK.menuId, ['add', 'edit'])
  @Action('AddCount')
  async addCount(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate(
      {
        invtakId,
        skuId: text('商品').required(),
        zone: text('区域/货架').required().maxWidth(20),
        qty: decimal('数量').required().places(6),
      },
      body,
    );
    await this.commands.execute(new CountCommand(s, f.invtakId, f.skuId, f.zone.trim(), f.qty.toString()));
    return {};
  }

  @Permission(INVTAK.menuId, 'query')
  @Action('Counts')
  async counts(@Body() body: unknown, @CurrentSession() s: Session): Promise<TeamCounts> {
    const f = validate({ invtakId }, body);
    const stocktake = await countedStocktake(this.es, this.ctx, s, f.invtakId);
    const { state: events } = await this.es.load<StoredEvent<Counted>[]>(countStream(s.companyId, f.invtakId), s.companyId, [], (all, e) =>
      e.type === COUNT_EVENTS.Counted ? (all.push(e as StoredEvent<Counted>), all) : all,
    );
    const merged = mergeCounts(events);
    const sheet = merged.length
      ? await this.stocktakes.countSheet(s, { warehouseId: stocktake.warehouseId, skuIds: merged.map((m) => m.skuId) })
      : [];
    const names = new Map(sheet.map((l) => [l.skuId, l]));
    const bookQty = (skuId: string) => sheet.filter((l) => l.skuId === skuId).reduce((t, l) => t + l.bookQty, 0);
    return {
      invtakId: f.invtakId,
      billNo: stocktake.billNo,
      warehouseId: stocktake.warehouseId,
      status: stocktake.status,
      lines: merged.map((m) => {
        const k = names.get(m.skuId);
        return {
          ...m,
          productName: k?.productName ?? '',
          productCode: k?.productCode ?? '',
          spec: k?.spec ?? '',
          barCode: k?.barCode ?? '',
          unitName: k?.unitName ?? '',
          bookQty: bookQty(m.skuId),
        };
      }),
    };
  }
}
