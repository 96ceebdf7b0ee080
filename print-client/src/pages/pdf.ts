import PDFDocument from 'pdfkit';
import type { CjkFont } from '../fonts';

/** Millimetres in PDF points. */
export const mm = (v: number) => (v * 72) / 25.4;

export type Doc = PDFKit.PDFDocument;

export interface PageSetup {
  /** The paper in millimetres. */
  width: number;
  height: number;
  /** Top, right, bottom, left in millimetres. */
  margins: [number, number, number, number];
  title: string;
}

/** A PDF of pages at the paper's exact size, written in the Chinese font, as bytes once `draw` is done. */
export function renderPdf(setup: PageSetup, font: CjkFont, draw: (doc: Doc) => void | Promise<void>): Promise<Buffer> {
  const [top, right, bottom, left] = setup.margins.map(mm);
  const doc = new PDFDocument({
    size: [mm(setup.width), mm(setup.height)],
    margins: { top, right, bottom, left },
    info: { Title: setup.title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font.file, font.face);
  doc.font('cjk');
  return Promise.resolve(draw(doc)).then(() => {
    doc.end();
    return done;
  });
}

/** Text drawn bold with the regular face (Chinese fonts seldom come with their bold on the machine): filled and outlined. */
export function boldText(doc: Doc, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc.save().lineWidth(0.35).strokeColor('#000');
  doc.text(text, x, y, { ...options, fill: true, stroke: true });
  doc.restore();
}
