import { DocumentKind, loadDocument } from '../document-engine';
import type { InboundCost } from '../inventory';
import { D, Dec, dec } from '../shared/decimal';

/**
 * A sale return naming its sale brings goods back at what they cost that sale per main unit (from the movements of
 * its audit); unnamed, or for a SKU the sale did not move, at the current average.
 */
export const saleReturnCost =
  (sale: DocumentKind): InboundCost =>
  async ({ es, session }, doc) => {
    if (!doc.sourceId) return () => undefined;
    const { state } = await loadDocument(es, sale, doc.sourceId, session.companyId);
    const totals = new Map<string, { qty: Dec; amount: Dec }>();
    for (const m of state.moves) {
      const t = totals.get(m.skuId) ?? { qty: new D(0), amount: new D(0) };
      totals.set(m.skuId, { qty: t.qty.plus(m.outQty), amount: t.amount.plus(m.amount) });
    }
    const unit = new Map([...totals].filter(([, t]) => t.qty.gt(0)).map(([sku, t]) => [sku, t.amount.div(t.qty)]));
    return (line) => unit.get(line.skuId)?.times(dec(line.baseQty)).toDecimalPlaces(6);
  };
