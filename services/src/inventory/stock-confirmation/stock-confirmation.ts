import { DocLine, DocumentEvent, DocumentState, lifecycleGuard } from '../../document-engine';
import { D, Dec, dec, toDb } from '../../shared/decimal';
import { BusinessRuleError, ValidationError } from '../../shared/errors';
import type { Move } from '../../document-engine';

/** What the warehouse confirms: goods in (入库) or out (出库). */
export type StockVerb = '入库' | '出库';

/** A line's quantity to move now: in the line's unit and in main units, after what was confirmed of it before (main units). */
export interface ConfirmPart {
  line: DocLine;
  qty: Dec;
  baseQty: Dec;
  before: Dec;
}

/** A line the warehouse confirms, by its number, with a quantity in the line's unit. */
export interface AskedLine {
  lineNo: number;
  qty: Dec;
}

/**
 * The warehouse confirming the goods of an audited document whose audit left its stock to them (the company's
 * separatorWarehouse setting): some lines or quantities at a time, or all still open; never more than is open.
 */
export function decideStockConfirmation(title: string, verb: StockVerb) {
  const open = (s: DocumentState) => {
    lifecycleGuard(title, s, { use: `确认${verb}` });
    const lines = Object.entries(s.awaiting);
    if (!lines.length) throw new BusinessRuleError('BAD_STATUS', `${title}没有待${verb}的商品`);
    return new Map(lines.map(([lineNo, qty]) => [Number(lineNo), dec(qty)]));
  };
  const part = (line: DocLine, openQty: Dec, qty: Dec): ConfirmPart => {
    const ratio = dec(line.ratio);
    return { line, qty, baseQty: qty.times(ratio), before: dec(line.qty).minus(openQty).times(ratio) };
  };
  return {
    /** The parts to move: the lines asked for, or with none asked every line still open, each whole. */
    plan(s: DocumentState, asked?: AskedLine[]): ConfirmPart[] {
      const waiting = open(s);
      const lines = new Map(s.doc!.lines.map((l) => [l.lineNo, l]));
      if (!asked?.length) return [...waiting].map(([lineNo, qty]) => part(lines.get(lineNo)!, qty, qty));
      const seen = new Set<number>();
      return asked.map(({ lineNo, qty }) => {
        const line = lines.get(lineNo);
        if (!line) throw new ValidationError(`明细第${lineNo}行不存在`, 'lines');
        if (seen.has(lineNo)) throw new ValidationError(`明细第${lineNo}行重复`, 'lines');
        seen.add(lineNo);
        const left = waiting.get(lineNo) ?? new D(0);
        if (left.isZero()) throw new ValidationError(`明细第${lineNo}行已全部确认${verb}`, 'lines');
        if (qty.gt(left)) throw new ValidationError(`明细第${lineNo}行确认数量${qty}超过待${verb}数量${left}`, 'lines');
        if (line.serials?.length && !qty.eq(left)) throw new ValidationError(`明细第${lineNo}行是序列号商品，需整行确认${verb}`, 'lines');
        return part(line, left, qty);
      });
    },
    /** What the parts moved; once nothing is left open the document's confirmation is complete. */
    confirmed(s: DocumentState, parts: ConfirmPart[], moves: Move[]): DocumentEvent[] {
      const waiting = open(s);
      for (const p of parts) waiting.set(p.line.lineNo, waiting.get(p.line.lineNo)!.minus(p.qty));
      const { billNo, billDate, partnerId } = s.doc!;
      const lines = parts.map((p) => ({ lineNo: p.line.lineNo, qty: toDb(p.qty), baseQty: toDb(p.baseQty) }));
      return [
        {
          type: 'StockConfirmed',
          data: { lines, moves, complete: [...waiting.values()].every((q) => q.isZero()), billNo, billDate, partnerId },
        },
      ];
    },
  };
}
