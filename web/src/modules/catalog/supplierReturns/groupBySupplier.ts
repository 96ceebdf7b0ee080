import type { DocLineRow } from '../../document-engine';

export interface SupplierGroup {
  partnerName: string;
  /** Return documents. */
  bills: number;
  lines: number;
  /** Null when the user may not see prices. */
  lineTotal: number | null;
}

/** Return lines summed up by supplier, the largest amount first (counted exactly in cents). */
export function groupBySupplier(rows: readonly DocLineRow[]): SupplierGroup[] {
  const groups = new Map<string, { bills: Set<string>; lines: number; cents: number | null }>();
  for (const r of rows) {
    const g = groups.get(r.partnerName) ?? { bills: new Set(), lines: 0, cents: 0 };
    g.bills.add(r.docId);
    g.lines += 1;
    g.cents = g.cents === null || r.lineTotal === null ? null : g.cents + Math.round(r.lineTotal * 100);
    groups.set(r.partnerName, g);
  }
  return [...groups]
    .map(([partnerName, g]) => ({ partnerName, bills: g.bills.size, lines: g.lines, lineTotal: g.cents === null ? null : g.cents / 100 }))
    .sort((a, b) => (b.lineTotal ?? 0) - (a.lineTotal ?? 0) || a.partnerName.localeCompare(b.partnerName, 'zh'));
}
