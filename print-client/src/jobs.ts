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

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG = Buffer.from([0xff, 0xd8]);

/** The company's logo for the sheet's corner when the template shows it and it comes as PNG or JPEG; a logo that cannot be had is left out. */
async function logoOf(template: ResolvedDocTemplate, base?: string): Promise<Buffer | undefined> {
  const logo = template.showLogo ? template.company.companyLogo : '';
  if (!logo) return undefined;
  try {
    const res = await fetch(new URL(logo, base), { signal: AbortSignal.timeout(5000) });
    const bytes = Buffer.from(await res.arrayBuffer());
    return res.ok && (bytes.subarray(0, 4).equals(PNG) || bytes.subarray(0, 2).equals(JPEG)) ? bytes : undefined;
  } catch {
    return undefined;
  }
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
  const font = findCjkFont(options.font, template.paper.key.startsWith('241') ? 'serif' : 'sans');
  const pdf = isLabelTemplate(template)
    ? await labelsPdf(template, (data.items as LabelItem[] | undefined) ?? [], digits, font)
    : await sheetPdf(template as ResolvedDocTemplate, data, digits, font, await logoOf(template as ResolvedDocTemplate, job.base));
  if (options.out) return writeOut(options.out, fileName(job, 'pdf'), pdf);
  const paper = { width: template.paper.width, height: template.paper.height ?? 30 };
  await spoolPdf(pdf, paper, job.printer, copies, `${String(data.billNo ?? template.name)}`);
  return { printer: job.printer || '默认打印机' };
}
