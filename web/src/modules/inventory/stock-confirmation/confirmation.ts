import { isDecimal } from '@jxc/services/contracts';

/** A line the warehouse may confirm: its number and what is still open (in the line's unit). */
export interface OpenLine {
  lineNo: number;
  openQty: number;
}

/**
 * The lines to confirm from what was typed per line ('' or 0: not now), or the message for the first wrong entry.
 * Decimals are compared in integer steps of a millionth (the server's places), so 0.1 + 0.2 is no problem.
 */
export function confirmLines(
  open: readonly OpenLine[],
  typed: Record<number, string>,
  verb: string,
): { lines: { lineNo: number; qty: number }[] } | { problem: string } {
  const micro = (v: number) => Math.round(v * 1e6);
  const lines: { lineNo: number; qty: number }[] = [];
  for (const l of open) {
    const raw = (typed[l.lineNo] ?? '').trim();
    if (!raw) continue;
    if (!isDecimal(raw) || Number(raw) < 0) return { problem: `第${l.lineNo}行本次${verb}数量必须是不小于0的数字` };
    const qty = Number(raw);
    if (micro(qty) > micro(l.openQty)) return { problem: `第${l.lineNo}行本次${verb}数量不能超过待${verb}数量${l.openQty}` };
    if (micro(qty) > 0) lines.push({ lineNo: l.lineNo, qty });
  }
  return lines.length ? { lines } : { problem: `请填写本次${verb}数量` };
}
