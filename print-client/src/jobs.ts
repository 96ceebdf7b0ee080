import fs from 'node:fs';
import path from 'node:path';
import { isLabelTemplate, isRoll, type ResolvedDocTemplate } from '@jxc/services/contracts';
import type { LabelItem } from '../../web/src/modules/printing/labels';
import { findCjkFont } from './fonts';
import type { ClientOptions } from './options';
import { labelsPdf } from './pages/labels';
import { receiptBytes } from './pages/receipt';
import { sheetPdf } from './pages/sheet';
import type { Job } from './protocol';
import { spoolPdf } from './spool';
import { sendReceipt } from './thermal';

/** Where a job went: the printer, or the file written instead. */
export interface Delivered {
  printer: string;
  file?: string;
}

/** A file name from the bill number and the paper (XS20261128001-A4.pdf), without what file systems refuse. */
function fileName(job: Job, extension: string) {
  const bill = String(job.data.billNo ?? '') || (isLabelTemplate(job.template) ? `标签-${Date.now()}` : `单据-${Date.now()}`);
  return `${bill}-${job.template.paper.key}.${extension}`.replace(/[\\/:*?"<>|]/g, '_');
}

function writeOut(dir: string, name: string, bytes: Buffer): Delivered {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return { printer: dir, file };
}

/**
 * Prints a job: a receipt roll as ESC/POS to the receipt printer, a sheet or labels as a PDF to the spooler; with `out`
 * set, into that folder instead. Rejects with the reason when the printer refuses.
 */
export async function printJob(job: Job, options: ClientOptions): Promise<Delivered> {
  const { template, data, digits, copies } = job;
  if (!isLabelTemplate(template) && isRoll(template.paper)) {
    const bytes = receiptBytes(template, data, digits, copies, options.drawer);
    if (options.out) return writeOut(options.out, fileName(job, 'escpos'), bytes);
    const printer = job.printer || options.receiptPrinter;
    if (!printer)
      throw new Error('没有设置小票打印机：请在模板中填写打印机（如 tcp://192.168.1.100:9100），或启动客户端时用 --receipt-printer 指定');
    await sendReceipt(bytes, printer);
    return { printer };
  }
  const font = findCjkFont(options.font);
  const pdf = isLabelTemplate(template)
    ? await labelsPdf(template, (data.items as LabelItem[] | undefined) ?? [], digits, font)
    : await sheetPdf(template as ResolvedDocTemplate, data, digits, font);
  if (options.out) return writeOut(options.out, fileName(job, 'pdf'), pdf);
  const paper = { width: template.paper.width, height: template.paper.height ?? 30 };
  await spoolPdf(pdf, paper, job.printer, copies, `${String(data.billNo ?? template.name)}`);
  return { printer: job.printer || '默认打印机' };
}
