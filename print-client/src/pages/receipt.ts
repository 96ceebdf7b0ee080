import type { ResolvedDocTemplate } from '@jxc/services/contracts';
import iconv from 'iconv-lite';
import { PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import { lineWidth, receiptText } from '../../../web/src/modules/printing/receiptText';
import type { Digits } from '../../../web/src/modules/printing/values';

/** ESC @: the printer's modes reset at the start of every copy. */
const INIT = Buffer.from([0x1b, 0x40]);
/** FS &: the Chinese character mode of Chinese receipt printers (GB18030 double bytes). */
const CHINESE_MODE = Buffer.from([0x1c, 0x26]);
/** ESC p 0 25 250: a pulse on the drawer's pin 2 (the library's own kick leaves out the pulse times). */
const DRAWER_KICK = Buffer.from([0x1b, 0x70, 0x00, 0x19, 0xfa]);

/**
 * A document on a 58/80 mm roll as ESC/POS bytes: the receipt the cloud printers print (receiptText's markup: <CB>
 * large centred, <C> centred, <RIGHT>, <BR>), the text in GB18030, each copy cut off, the cash drawer opened if asked.
 */
export function receiptBytes(
  template: ResolvedDocTemplate,
  data: Record<string, unknown>,
  digits: Digits,
  copies: number,
  drawer: boolean,
): Buffer {
  // No interface: the bytes are taken with getBuffer and sent by thermal.ts (or written to a file).
  const printer = new ThermalPrinter({ type: PrinterTypes.EPSON, interface: '', width: lineWidth(template.paper.width) });
  const lines = receiptText(template, data, digits).split('<BR>').slice(0, -1);
  const say = (text: string) => printer.append(iconv.encode(text, 'gb18030'));
  for (let copy = 0; copy < copies; copy++) {
    printer.append(Buffer.concat([INIT, CHINESE_MODE]));
    for (const line of lines) {
      const m = /^<(CB|C|RIGHT)>(.*)<\/\1>$/.exec(line);
      if (m?.[1] === 'CB') {
        printer.alignCenter();
        printer.setTextDoubleHeight();
        printer.bold(true);
      } else if (m?.[1] === 'C') printer.alignCenter();
      else if (m?.[1] === 'RIGHT') printer.alignRight();
      say(m ? m[2] : line);
      printer.newLine();
      printer.setTextNormal();
      printer.bold(false);
      printer.alignLeft();
    }
    printer.cut();
  }
  if (drawer) printer.append(DRAWER_KICK);
  return printer.getBuffer();
}
