import type { AuditEffect, DocumentIo } from '../../document-engine';
import { BusinessRuleError } from '../../shared/errors';
import { evolveSerials, SerialPlaces, serialRegistryStream, serialSnapshots } from '../serial-registry';
import { emptyStock, evolveStock, stockSnapshots, stockStream } from '../stock';
import { pinned, stockAppends, undoing } from '../stock-effect';
import { Book, lineOf, planStocktake } from './stocktake';

/** Each SKU's book in the warehouse as the event store holds it now, with the versions of the streams read. */
async function booksOf({ es, session: { companyId } }: DocumentIo, warehouseId: string, skuIds: string[]) {
  const books = new Map<string, Book>();
  const versions = new Map<string, number>();
  const stocks = await es.loadMany(
    skuIds.map((sku) => stockStream(companyId, warehouseId, sku)),
    companyId,
    emptyStock,
    evolveStock,
    stockSnapshots,
  );
  for (const skuId of skuIds) {
    const stock = stocks.get(stockStream(companyId, warehouseId, skuId))!;
    const registry = serialRegistryStream(companyId, skuId);
    const serials = await es.load(registry, companyId, new Map() as SerialPlaces, evolveSerials, serialSnapshots);
    books.set(skuId, {
      ...stock.state,
      serials: new Set([...serials.state].filter(([, at]) => at === warehouseId).map(([serial]) => serial)),
    });
    versions.set(stockStream(companyId, warehouseId, skuId), stock.version).set(registry, serials.version);
  }
  return { books, versions };
}

/**
 * A stocktake's audit: each line's difference against the book at this moment (not the one shown when counting, so
 * movements in between are kept) becomes a gain or a loss in 商品流水 (see planStocktake). Its write-back reverses those
 * movements at their own amounts, serials and batches.
 */
export const stocktakeEffect: AuditEffect = {
  async audit(io, def, doc) {
    const skus = await io.ctx.skus(
      io.session.companyId,
      doc.lines.map((l) => l.skuId),
    );
    const gone = doc.lines.find((l) => !skus.has(l.skuId));
    if (gone) throw new BusinessRuleError('SKU_DISABLED', `明细第${gone.lineNo}行的商品已停用或删除，不能审核`, { lineNo: gone.lineNo });
    const { books, versions } = await booksOf(io, doc.warehouseId, [...skus.keys()]);
    const { planned, refused } = planStocktake(doc.lines, books, skus);
    if (refused.length) throw new BusinessRuleError(refused[0].code, refused.map((r) => r.message).join('；'), { lines: refused });
    const { moves, streams } = await stockAppends(io, doc, def, planned);
    return { moves, streams: pinned(streams, versions) };
  },
  async writeBack(io, def, state) {
    if (!state.moves.length) return [];
    const reversal = undoing(state.moves).map((p, i) => ({ ...p, lineNo: lineOf(state.doc!.lines, state.moves[i]) }));
    return (await stockAppends(io, state.doc!, def, reversal)).streams;
  },
};
