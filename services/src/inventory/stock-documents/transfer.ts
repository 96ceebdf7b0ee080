import type { AuditEffect, DocLine, DocumentSaved } from '../../document-engine';
import { D, dec } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { PlannedMove, stockAppends, undoing } from '../stock-effect';

/**
 * A transfer's movements: each line leaves the source (its own warehouse) at the source's moving average, taking its
 * serials and, for a shelf-life SKU, the batch it names or the first expiring; then each arrives at the destination
 * with exactly what left: the same amount, serials and batches with their dates.
 */
export function plannedTransfer(doc: Pick<DocumentSaved, 'lines' | 'extra'>, lifeFlag: (skuId: string) => boolean): PlannedMove[] {
  const out = doc.lines.map((l): PlannedMove => ({
    lineNo: l.lineNo,
    warehouseId: l.warehouseId,
    skuId: l.skuId,
    inQty: new D(0),
    outQty: dec(l.baseQty),
    serials: l.serials,
    batch: lifeFlag(l.skuId) ? { batchNo: l.batchNo ?? null, productionDate: null, expiryDate: null } : undefined,
  }));
  const arrive = doc.lines.map((l, i): PlannedMove => ({
    lineNo: l.lineNo,
    warehouseId: doc.extra!.inWarehouseId,
    skuId: l.skuId,
    inQty: dec(l.baseQty),
    outQty: new D(0),
    serials: l.serials,
    follows: i,
  }));
  return [...out, ...arrive];
}

/** A transfer's write-back: the arrivals leave the destination first, then the goods return to the source, all at their own amounts. */
export function undoneTransfer(doc: Pick<DocumentSaved, 'lines'>, moves: Parameters<typeof undoing>[0]): PlannedMove[] {
  return undoing(moves)
    .map((m, i) => ({ ...m, lineNo: (i % doc.lines.length) + 1 }))
    .reverse();
}

export const transferEffect: AuditEffect = {
  async audit(io, def, doc) {
    const skus = await io.ctx.skus(
      io.session.companyId,
      doc.lines.map((l) => l.skuId),
    );
    return stockAppends(
      io,
      doc,
      def,
      plannedTransfer(doc, (skuId) => !!skus.get(skuId)?.lifeFlag),
    );
  },
  async writeBack(io, def, state) {
    return state.moves.length ? (await stockAppends(io, state.doc!, def, undoneTransfer(state.doc!, state.moves))).streams : [];
  },
};

/** Goods go from one warehouse to another: not to the same one, and every line from the source. */
export async function checkTransfer(_io: unknown, lines: DocLine[], _skus: unknown, header: Pick<DocumentSaved, 'warehouseId' | 'extra'>) {
  if (header.extra?.inWarehouseId === header.warehouseId) throw new ValidationError('调入仓库不能与调出仓库相同', 'inWarehouseId');
  const elsewhere = lines.find((l) => l.warehouseId !== header.warehouseId);
  if (elsewhere) throw new ValidationError(`明细第${elsewhere.lineNo}行的仓库必须是调出仓库`, 'lines');
  return undefined;
}
