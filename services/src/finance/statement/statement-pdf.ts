import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { DOC_TYPE_NAMES } from '../../contracts';
import { BusinessRuleError } from '../../shared/errors';
import { StatementView, totalsOf, yuan } from './statement-page';

/** Chinese fonts a Linux server has (fonts-noto-cjk, wqy), as the print client looks for them; the collection's SC face. */
const FONTS: [file: string, face?: string][] = [
  ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', 'WenQuanYiMicroHei'],
];

const font = () => {
  const found = [...(process.env.PDF_FONT ? [[process.env.PDF_FONT] as [string]] : []), ...FONTS].find(([f]) => fs.existsSync(f));
  if (!found) throw new BusinessRuleError('PDF_UNAVAILABLE', '服务器没有中文字体，暂时无法生成 PDF，请在网页上查看对账单');
  return found;
};

const A4 = { width: 595.28, margin: 40 };
/** Columns: date, document, added, settled, balance (points from the left margin, widths). */
const COLS: [x: number, w: number, align: 'left' | 'right'][] = [
  [0, 70, 'left'],
  [72, 185, 'left'],
  [259, 85, 'right'],
  [346, 85, 'right'],
  [433, 82, 'right'],
];

/** The statement on A4, as the print templates lay a document out: the shop as title, the partner and period, the lines, the totals. */
export function statementPdf(v: StatementView): Promise<Buffer> {
  const [file, face] = font();
  const doc = new PDFDocument({ size: 'A4', margin: A4.margin, info: { Title: `${v.companyName}对账单` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', file, face);
  doc.font('cjk');
  const left = A4.margin;
  const inner = A4.width - 2 * A4.margin;
  doc.fontSize(18).text(v.companyName, left, A4.margin, { width: inner, align: 'center' });
  doc.fontSize(13).text('对账单', { width: inner, align: 'center' });
  doc.moveDown(0.6).fontSize(10);
  doc.text(`${v.side === 'Custom' ? '客户' : '供应商'}：${v.partnerName}        对账期间：${v.startDate} 至 ${v.endDate}`, left);
  if (v.companyPhone) doc.text(`商家电话：${v.companyPhone}`, left);
  doc.moveDown(0.5);
  const row = (cells: string[], bold = false) => {
    if (doc.y > 780) doc.addPage();
    const y = doc.y;
    cells.forEach((c, i) => doc.text(c, left + COLS[i][0], y, { width: COLS[i][1], align: COLS[i][2], lineBreak: false }));
    doc.y = y + 16;
    doc
      .moveTo(left, doc.y - 3)
      .lineTo(left + inner, doc.y - 3)
      .lineWidth(bold ? 0.8 : 0.3)
      .stroke('#999');
  };
  const t = totalsOf(v);
  const heads = v.side === 'Custom' ? ['应收增加', '已收'] : ['应付增加', '已付'];
  row(['日期', '单据', ...heads, '余额'], true);
  row(['', '期初余额', '', '', yuan(v.openingBalance)]);
  for (const l of v.lines)
    row([
      l.billDate,
      `${DOC_TYPE_NAMES[l.billType] ?? ''} ${l.billNo}`,
      Number(l.addAmount) ? yuan(l.addAmount) : '',
      Number(l.settledAmount) ? yuan(l.settledAmount) : '',
      yuan(l.balance),
    ]);
  row(['', '合计', t.add, t.less, yuan(v.closingBalance)], true);
  doc
    .moveDown(0.5)
    .fontSize(11)
    .text(`期末${v.side === 'Custom' ? '欠款' : '应付'}：¥${yuan(v.closingBalance)}`, left);
  if (v.prepaid.length) {
    doc.moveDown(0.5).fontSize(10).text('预存款变动', left);
    row(['日期', '单据', '存入', '使用', '余额'], true);
    for (const p of v.prepaid)
      row([
        p.billDate,
        `${DOC_TYPE_NAMES[p.billType] ?? ''} ${p.billNo}`,
        Number(p.inAmount) ? yuan(p.inAmount) : '',
        Number(p.outAmount) ? yuan(p.outAmount) : '',
        yuan(p.balance),
      ]);
  }
  doc.end();
  return done;
}
