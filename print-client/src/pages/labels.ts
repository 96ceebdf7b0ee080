import type { ResolvedLabelTemplate } from '@jxc/services/contracts';
import { toBuffer } from 'bwip-js/node';
import { symbologyOf } from '../../../web/src/modules/printing/barcode';
import type { LabelItem } from '../../../web/src/modules/printing/labels';
import { formatted, type Digits } from '../../../web/src/modules/printing/values';
import type { CjkFont } from '../fonts';
import { boldText, mm, renderPdf, type Doc } from './pdf';

/** The barcode as a PNG (bwip-js, as the web draws it), with the code under the bars; null when it cannot be drawn. */
async function barcodePng(code: string, template: ResolvedLabelTemplate): Promise<Buffer | null> {
  const bcid = symbologyOf(code, template.barcode);
  if (!bcid) return null;
  try {
    return await toBuffer({ bcid, text: code, includetext: true, textxalign: 'center', scale: 4, height: 8 });
  } catch {
    return null;
  }
}

/** One label: the template's fields in order, the name bold, prices large, the barcode filling the room left. */
async function drawLabel(doc: Doc, template: ResolvedLabelTemplate, item: LabelItem, digits: Digits) {
  const { width: w } = template.paper;
  const left = mm(1.5);
  const width = mm(w - 3);
  const bottom = doc.page.height - mm(1.2);
  const base = Math.max(6, Math.min(10, (template.paper.height ?? 30) / 4));
  let y = mm(1.2);
  let bars: Buffer | null = null;
  for (const f of template.fields) {
    const value = item[f.key as keyof LabelItem];
    if (f.key === 'barCode') {
      bars = value ? await barcodePng(String(value), template) : null;
      continue;
    }
    const text = formatted(value, f, digits);
    if (!text) continue;
    const price = f.format === 'money';
    const line = price ? `${f.label} ¥${text}` : f.key === 'spec' || f.key === 'productName' ? text : `${f.label}：${text}`;
    doc.fontSize(price ? base * 1.5 : base);
    const options = { width, height: f.key === 'productName' ? doc.currentLineHeight() * 2 : doc.currentLineHeight(), ellipsis: true };
    if (price || f.key === 'productName') boldText(doc, line, left, y, options);
    else doc.text(line, left, y, options);
    y += Math.min(doc.heightOfString(line, options), options.height) + mm(0.3);
  }
  if (bars && bottom - y > mm(4)) doc.image(bars, left, y, { fit: [width, bottom - y], align: 'center', valign: 'center' });
}

/** Labels on their label stock, one page each: every item as many times as its quantity. */
export function labelsPdf(template: ResolvedLabelTemplate, items: LabelItem[], digits: Digits, font: CjkFont): Promise<Buffer> {
  const labels = items.flatMap((item) => Array.from({ length: Math.max(0, Math.floor(item.qty)) }, () => item));
  const { width, height } = template.paper;
  return renderPdf({ width, height: height ?? 30, margins: [0, 0, 0, 0], title: template.name }, font, async (doc) => {
    for (const [i, item] of labels.entries()) {
      if (i > 0) doc.addPage();
      await drawLabel(doc, template, item, digits);
    }
  });
}
