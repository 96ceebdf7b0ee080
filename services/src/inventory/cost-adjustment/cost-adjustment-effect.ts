import type { AuditEffect, DocumentIo, DocumentSaved } from '../../document-engine';
import { BusinessRuleError } from '../../shared/errors';
import { emptyStock, evolveStock, stockSnapshots, stockStream } from '../stock';
import { pinned, stockAppends, undoing } from '../stock-effect';
import { CostBook, planCostAdjustment } from './cost-adjustment';

/** The stock of each SKU of the document in its warehouse as the event store holds it now, with the versions read. */
async function booksOf({ es, session: { companyId } }: DocumentIo, doc: DocumentSaved) {
  const ids = doc.lines.map((l) => stockStream(companyId, doc.warehouseId, l.skuId));
  const loaded = await es.loadMany(ids, companyId, emptyStock, evolveStock, stockSnapshots);
  const books = new Map<string, CostBook>(
    doc.lines.map((l) => [l.skuId, loaded.get(stockStream(companyId, doc.warehouseId, l.skuId))!.state]),
  );
  return { books, versions: new Map([...loaded].map(([id, s]) => [id, s.version])) };
}

const refuse = (refused: { code: string; message: string }[]) =>
  new BusinessRuleError(refused[0].code, refused.map((r) => r.message).join('；'), { lines: refused });

/**
 * The audit sets each line's cost on the stock as it is at that moment (a sale in between is decided again on the new
 * stock); the write-back takes the value it added back, which needs the goods still there.
 */
export const costAdjustmentEffect: AuditEffect = {
  async audit(io, def, doc) {
    const skus = await io.ctx.skus(
      io.session.companyId,
      doc.lines.map((l) => l.skuId),
    );
    const { books, versions } = await booksOf(io, doc);
    const { planned, refused } = planCostAdjustment(doc.lines, books, new Map([...skus].map(([id, k]) => [id, k.name])));
    if (refused.length) throw refuse(refused);
    const { moves, streams } = await stockAppends(io, doc, def, planned);
    return { moves, streams: pinned(streams, versions) };
  },
  async writeBack(io, def, state) {
    const doc = state.doc!;
    const { books, versions } = await booksOf(io, doc);
    const gone = doc.lines.filter((l) => !books.get(l.skuId)!.qty.gt(0));
    if (gone.length)
      throw refuse(gone.map((l) => ({ code: 'NO_STOCK', message: `明细第${l.lineNo}行的商品在该仓库已没有库存，不能红冲成本调价` })));
    return pinned((await stockAppends(io, doc, def, undoing(state.moves))).streams, versions);
  },
};
