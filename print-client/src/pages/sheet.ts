import { amountInCapitals, type PrintField, type ResolvedDocTemplate } from '@jxc/services/contracts';
import {
  at,
  formatted,
  headerValue,
  isNumeric,
  lineCell,
  linesOf,
  printsUnit,
  trackingNotes,
  type Digits,
} from '../../../web/src/modules/printing/values';
import type { CjkFont } from '../fonts';
import { boldText, mm, renderPdf, type Doc } from './pdf';

type Row = Record<string, unknown>;

const FONT_SIZE = 10;
const PAD = mm(1.2);

/**
 * One document on its template's sheet (A4, 241 mm 一/二/三等分) as a PDF of that exact size, as the web's PrintSheet
 * draws it: company and title, the header fields, the lines in a table (continued on further sheets), totals, the amount
 * in capitals, payment, signature lines and notes.
 */
export function sheetPdf(template: ResolvedDocTemplate, data: Row, digits: Digits, font: CjkFont, logo?: Buffer): Promise<Buffer> {
  const dot = template.paper.key.startsWith('241');
  return renderPdf(
    {
      width: template.paper.width,
      height: template.paper.height ?? 297,
      margins: dot ? [5, 14, 5, 14] : [10, 12, 10, 12],
      title: `${template.title} ${String(data.billNo ?? '')}`,
    },
    font,
    (doc) => new Sheet(doc, template, data, digits, logo).draw(),
  );
}

class Sheet {
  private readonly left: number;
  private readonly width: number;
  private readonly lines: Row[];

  constructor(
    private readonly doc: Doc,
    private readonly template: ResolvedDocTemplate,
    private readonly data: Row,
    private readonly digits: Digits,
    private readonly logo?: Buffer,
  ) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    this.lines = linesOf(data, template.tables);
  }

  draw() {
    const { doc, template } = this;
    doc.fontSize(FONT_SIZE);
    this.head();
    const columns = template.paper.width >= 200 ? 3 : 2;
    this.fields(this.show(template.header), columns);
    // Sums of shown columns go in the table's last row; the rest with the totals.
    const inTable =
      template.tables.length !== 1
        ? []
        : template.totals.filter((t) => t.key.startsWith('sum:') && template.columns.some((c) => c.key === t.key.slice(4)));
    const sums = new Map(inTable.map((t) => [t.key.slice(4), this.value(t)]));
    if (template.columns.length)
      for (const t of template.tables) {
        if (t.title) this.say(t.title, { bold: true });
        this.table(Array.isArray(this.data[t.key]) ? (this.data[t.key] as Row[]) : [], sums);
      }
    const totals = this.show(template.totals.filter((t) => !inTable.includes(t)));
    if (totals.length) this.say(totals.map(([label, value]) => `${label}：${value}`).join('　　'), { align: 'right' });
    const amount = template.amountInWords ? at(this.data, template.amountInWords) : undefined;
    if (amount !== undefined && amount !== null) this.say(`合计金额（大写）：${amountInCapitals(amount as number)}`, { bold: true });
    if (template.payment.length) this.fields(this.show(template.payment), columns);
    if (template.signatures.length) this.signatures();
    if (template.notes) this.say(template.notes, { size: FONT_SIZE * 0.9 });
  }

  private value(f: PrintField) {
    return formatted(headerValue(this.data, f, this.lines), f, this.digits);
  }

  private show(fields: PrintField[]): [string, string][] {
    return fields.map((f) => [f.label, this.value(f)]);
  }

  /** Room for `height` more points on this sheet, else a new sheet. */
  private room(height: number): boolean {
    const { doc } = this;
    if (doc.y + height <= doc.page.height - doc.page.margins.bottom) return false;
    doc.addPage();
    return true;
  }

  private say(text: string, o: { bold?: boolean; align?: 'left' | 'center' | 'right'; size?: number; gap?: number } = {}) {
    const { doc } = this;
    doc.fontSize(o.size ?? FONT_SIZE);
    const options = { width: this.width, align: o.align ?? 'left' };
    this.room(doc.heightOfString(text, options));
    const y = doc.y;
    if (o.bold) boldText(doc, text, this.left, y, options);
    else doc.text(text, this.left, y, options);
    doc.y += o.gap ?? mm(2);
    doc.fontSize(FONT_SIZE);
  }

  private head() {
    const { company, title } = this.template;
    if (this.logo) {
      const top = this.doc.y;
      this.doc.image(this.logo, this.left, top, { fit: [mm(30), mm(12)] });
      this.doc.y = top;
    }
    this.say(company.companyName, { bold: true, align: 'center', size: FONT_SIZE * 1.25, gap: mm(1) });
    const contact = [company.address, company.phone && `电话：${company.phone}`].filter(Boolean).join('　');
    if (contact) this.say(contact, { align: 'center', size: FONT_SIZE * 0.85, gap: mm(1) });
    const { doc } = this;
    doc.fontSize(FONT_SIZE * 1.5);
    boldText(doc, title, this.left, doc.y, { width: this.width, align: 'center', characterSpacing: FONT_SIZE * 0.45 });
    doc.fontSize(FONT_SIZE);
    doc.y += mm(2);
  }

  /** Label and value pairs over `columns` columns. */
  private fields(pairs: [string, string][], columns: number) {
    const { doc } = this;
    const cell = this.width / columns;
    for (let i = 0; i < pairs.length; i += columns) {
      const row = pairs.slice(i, i + columns).map(([label, value]) => `${label}：${value}`);
      const height = Math.max(...row.map((t) => doc.heightOfString(t, { width: cell - mm(4) })));
      this.room(height);
      const y = doc.y;
      row.forEach((t, j) => doc.text(t, this.left + j * cell, y, { width: cell - mm(4) }));
      doc.y = y + height + mm(0.8);
    }
    doc.y += mm(1.2);
  }

  /** Column widths: each as wide as its widest cell, the text columns narrowed to fit the sheet, all widened to fill it. */
  private widths(cells: string[][]): number[] {
    const { doc } = this;
    const columns = this.template.columns;
    const natural = columns.map((_, i) => Math.max(...cells.map((r) => doc.widthOfString(r[i] ?? ''))) + 2 * PAD + 1);
    const total = natural.reduce((a, b) => a + b, 0);
    if (total <= this.width) return natural.map((w) => (w * this.width) / total);
    const fixed = columns.reduce((s, c, i) => s + (isNumeric(c) ? natural[i] : 0), 0);
    const flexible = total - fixed;
    return natural.map((w, i) => (isNumeric(columns[i]) ? w : (w * Math.max(this.width - fixed, mm(20))) / flexible));
  }

  private table(lines: Row[], sums: Map<string, string>) {
    const { doc, template, digits } = this;
    const { columns } = template;
    const unitShown = printsUnit(columns);
    const header = columns.map((c) => c.label);
    const body = lines.map((line, i) => columns.map((c) => lineCell(line, c, i, digits, unitShown)));
    const total = sums.size ? columns.map((c, i) => sums.get(c.key) ?? (i === 0 ? '合计' : '')) : null;
    const widths = this.widths([header, ...body, ...(total ? [total] : [])]);
    doc.lineWidth(mm(0.2)).strokeColor('#000');
    this.row(header, widths, true);
    body.forEach((cells, i) => {
      if (this.row(cells, widths)) this.row(header, widths, true, true);
      const notes = trackingNotes(lines[i], columns, digits);
      if (notes.length) this.spanned(notes.join('；'), widths);
    });
    if (total) this.row(total, widths);
    doc.y += mm(2);
  }

  /** One row of cells with their borders; answers whether it went on a new sheet. */
  private row(cells: string[], widths: number[], head = false, redrawn = false): boolean {
    const { doc } = this;
    const columns = this.template.columns;
    const height = Math.max(...cells.map((t, i) => doc.heightOfString(t, { width: widths[i] - 2 * PAD }))) + 2 * PAD;
    const moved = !redrawn && this.room(height);
    const y = doc.y;
    let x = this.left;
    cells.forEach((text, i) => {
      doc.rect(x, y, widths[i], height).stroke();
      const options = { width: widths[i] - 2 * PAD, align: isNumeric(columns[i]) ? ('right' as const) : ('left' as const) };
      if (head) boldText(doc, text, x + PAD, y + PAD, options);
      else doc.text(text, x + PAD, y + PAD, options);
      x += widths[i];
    });
    doc.y = y + height;
    return moved;
  }

  /** A line's serials and batches, across the whole table under it. */
  private spanned(text: string, widths: number[]) {
    const { doc } = this;
    const width = widths.reduce((a, b) => a + b, 0);
    doc.fontSize(FONT_SIZE * 0.9);
    const height = doc.heightOfString(text, { width: width - 2 * PAD }) + 2 * PAD;
    this.room(height);
    const y = doc.y;
    doc.rect(this.left, y, width, height).stroke();
    doc.text(text, this.left + PAD, y + PAD, { width: width - 2 * PAD });
    doc.y = y + height;
    doc.fontSize(FONT_SIZE);
  }

  /** 制单人：张三 ____ 经手人：____ …, each with a line to sign on. */
  private signatures() {
    const { doc } = this;
    doc.y += mm(3);
    this.room(doc.currentLineHeight() + mm(2));
    const y = doc.y;
    const each = Math.max(mm(40), this.width / this.template.signatures.length);
    this.template.signatures.forEach((sign, i) => {
      const x = this.left + i * each;
      const label = `${sign.label}：`;
      const filled = sign.fill ? String(at(this.data, sign.fill) ?? '') : '';
      doc.text(label + filled, x, y, { lineBreak: false });
      const from = x + doc.widthOfString(label);
      doc
        .moveTo(from, y + doc.currentLineHeight() + 1)
        .lineTo(x + each - mm(8), y + doc.currentLineHeight() + 1)
        .stroke();
    });
    doc.y = y + doc.currentLineHeight() + mm(3);
  }
}
