import type { AuditEffect, DocumentKind, DocumentSaved, StockDirection } from '../../document-engine';
import { shareCost } from '../../contracts';
import { dec, sum, toDb } from '../../shared/decimal';
import { stockEffect } from '../stock-effect';
import { AssemblyKind, directionOf, Group, GROUPS, renamingLines } from './assembly';

const other = (g: Group): Group => (g === 'parts' ? 'products' : 'parts');

/** The group whose goods leave: the parts when assembling, the products when taking apart. */
const leaving = (doc: DocumentSaved): Group => (directionOf(doc.extra!.kind as AssemblyKind, 'parts') === 'out' ? 'parts' : 'products');

/** A group's lines as a document of their own, numbered within the group as its grid shows them. */
const linesOf = (doc: DocumentSaved, direction: StockDirection): DocumentSaved => ({
  ...doc,
  lines: doc.lines.filter((l) => l.direction === direction).map((l, i) => ({ ...l, lineNo: i + 1 })),
});

/** The kind as the stock sees one group's movements: their direction, and their type in the flow (501 parts, 502 products). */
const movingAs = (def: DocumentKind, group: Group, direction: StockDirection): DocumentKind => ({
  ...def,
  billType: GROUPS[group].billType,
  direction,
});

async function inGroup<T>(group: Group, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    throw renamingLines(e, /(?:明细)?第(\d+)行/g, (n) => `${GROUPS[group].label}第${n}行`);
  }
}

/**
 * An assembly's stock: the leaving group goes out at the moving average (its serials and batches as any outbound
 * line's, a shortage refusing the whole document); the arriving group comes in at what left plus the fee, shared by
 * quantity × purchase price (shareCost). The movements are recorded in line order, parts first. A write-back takes
 * the arrivals out again first (refused if they are no longer there), then returns what left, each at its own amount.
 */
export const assemblyEffect: AuditEffect = {
  async audit(io, def, doc) {
    const out = leaving(doc);
    const left = await inGroup(out, stockEffect().audit(io, movingAs(def, out, 'out'), linesOf(doc, 'out')));
    const total = sum(left.moves.map((m) => m.amount)).plus(doc.extra!.fee);
    const arriving = linesOf(doc, 'in');
    const skus = await io.ctx.skus(
      io.session.companyId,
      arriving.lines.map((l) => l.skuId),
    );
    const { moneyDigits } = await io.ctx.settings(io.session.companyId);
    const shares = shareCost(
      toDb(total),
      arriving.lines.map((l) => ({ qty: l.baseQty, price: skus.get(l.skuId)?.purchasePrice ?? '0' })),
      moneyDigits,
    );
    const came = await inGroup(
      other(out),
      stockEffect(async () => (l) => dec(shares[l.lineNo - 1])).audit(io, movingAs(def, other(out), 'in'), arriving),
    );
    const moves = out === 'parts' ? [...left.moves, ...came.moves] : [...came.moves, ...left.moves];
    return { moves, streams: [...left.streams, ...came.streams] };
  },
  async writeBack(io, def, state) {
    const doc = state.doc!;
    const undo = (group: Group, direction: StockDirection) => {
      const moves = state.moves.filter((_, i) => doc.lines[i].direction === direction);
      return inGroup(group, stockEffect().writeBack(io, movingAs(def, group, direction), { ...state, moves }));
    };
    const out = leaving(doc);
    return [...(await undo(other(out), 'in')), ...(await undo(out, 'out'))];
  },
};
