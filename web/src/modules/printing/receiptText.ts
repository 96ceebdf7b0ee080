import { amountInCapitals, textWidth, type PrintField, type ResolvedDocTemplate } from '@jxc/services/contracts';
import { at, formatted, headerValue, isNumeric, lineCell, linesOf, printsUnit, trackingNotes, type Digits } from './values';

/** Characters per line of a receipt printer: 58 mm rolls 32, 80 mm rolls 48 (a Chinese character takes two). */
export const lineWidth = (paperWidth: number) => (paperWidth <= 58 ? 32 : 48);

/** `left` and `right` on one line, as far apart as the width allows (or on two lines when they do not fit). */
export function spread(left: string, right: string, width: number): string {
  const gap = width - textWidth(left) - textWidth(right);
  return gap >= 1 ? `${left}${' '.repeat(gap)}${right}` : `${left}<BR><RIGHT>${right}</RIGHT>`;
}

type Row = Record<string, unknown>;

/**
 * A document as a cloud receipt printer prints it (飞鹅云's markup: <CB> centred large, <C> centred, <RIGHT>, <BR>):
 * the same template as on paper, line by line at the roll's width.
 */
export function receiptText(template: ResolvedDocTemplate, data: Row, digits: Digits): string {
  const width = lineWidth(template.paper.width);
  const rule = '-'.repeat(width);
  const lines = linesOf(data, template.tables);
  const value = (f: PrintField) => formatted(headerValue(data, f, lines), f, digits);
  const out: string[] = [`<CB>${template.company.companyName}</CB>`, `<C>${template.title}</C>`];
  out.push(...template.header.map((f) => `${f.label}：${value(f)}`));
  const words = template.columns.filter((c) => !isNumeric(c));
  const figures = template.columns.filter((c) => isNumeric(c) && c.key !== 'index');
  const unitShown = printsUnit(template.columns);
  if (template.columns.length) {
    out.push(rule);
    template.tables.forEach((t) => {
      if (t.title) out.push(`【${t.title}】`);
      ((data[t.key] as Row[] | undefined) ?? []).forEach((line, i) => {
        out.push(
          `${i + 1}. ${words
            .map((c) => lineCell(line, c, i, digits, unitShown))
            .filter(Boolean)
            .join(' ')}`,
        );
        const shown = figures.map((c) => lineCell(line, c, i, digits, unitShown));
        if (shown.length) out.push(spread(shown.slice(0, -1).join(' × '), shown[shown.length - 1], width));
        out.push(...trackingNotes(line, template.columns, digits));
      });
    });
    out.push(rule);
  }
  out.push(...template.totals.map((f) => spread(`${f.label}：`, value(f), width)));
  const amount = template.amountInWords ? at(data, template.amountInWords) : null;
  if (amount !== null && amount !== undefined) out.push(`合计金额（大写）：${amountInCapitals(amount as number)}`);
  out.push(...template.payment.map((f) => spread(`${f.label}：`, value(f), width)));
  out.push(...template.signatures.map((sign) => `${sign.label}：${sign.fill ? String(at(data, sign.fill) ?? '') : '__________'}`));
  if (template.notes) out.push(`<C>${template.notes}</C>`);
  return out.map((l) => `${l}<BR>`).join('');
}
