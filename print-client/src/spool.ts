import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PrinterRow {
  name: string;
  isDefault: boolean;
}

/** The error's own words: the command's stderr when it said something. */
const reason = (e: unknown) => ((e as { stderr?: string }).stderr || (e instanceof Error ? e.message : String(e))).trim();

/** pdf-to-printer, loaded on Windows only; its UMD build has no named exports when imported as an ES module. */
async function pdfToPrinter() {
  const loaded = await import('pdf-to-printer');
  return ('print' in loaded ? loaded : (loaded as unknown as { default: typeof loaded }).default) as typeof loaded;
}

/** This computer's printers: CUPS's destinations (Linux, macOS), Windows' printers through pdf-to-printer. */
export async function listPrinters(): Promise<PrinterRow[]> {
  if (process.platform === 'win32') {
    const { getPrinters, getDefaultPrinter } = await pdfToPrinter();
    const [all, chosen] = await Promise.all([getPrinters(), getDefaultPrinter()]);
    return all.map((p) => ({ name: p.name, isDefault: p.name === chosen?.name }));
  }
  const [all, chosen] = await Promise.all([
    run('lpstat', ['-e']).catch(() => ({ stdout: '' })),
    run('lpstat', ['-d']).catch(() => ({ stdout: '' })),
  ]);
  const fallback = /:\s*(\S+)\s*$/.exec(chosen.stdout.trim())?.[1];
  return all.stdout
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((name) => ({ name, isDefault: name === fallback }));
}

/**
 * A PDF to the operating system's spooler at its paper's size, unscaled: CUPS `lp` (Linux, macOS), pdf-to-printer
 * (Windows). An empty printer name is the default printer. Rejects with the spooler's words.
 */
export async function spoolPdf(pdf: Buffer, paper: { width: number; height: number }, printer: string, copies: number, title: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-print-')), 'job.pdf');
  fs.writeFileSync(file, pdf);
  try {
    if (process.platform === 'win32') {
      const { print } = await pdfToPrinter();
      await print(file, { printer: printer || undefined, copies, scale: 'noscale', silent: true });
      return;
    }
    const media = `Custom.${paper.width}x${paper.height}mm`;
    const args = [
      ...(printer ? ['-d', printer] : []),
      '-n',
      String(copies),
      '-t',
      title,
      '-o',
      `media=${media}`,
      '-o',
      'fit-to-page=false',
      file,
    ];
    await run('lp', args);
  } catch (e) {
    throw new Error(`打印机“${printer || '默认打印机'}”没有接受任务：${reason(e)}`);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** ESC/POS bytes to a receipt printer installed in CUPS as a raw queue (Linux, macOS). */
export async function spoolRaw(bytes: Buffer, printer: string) {
  if (process.platform === 'win32')
    throw new Error(
      `Windows 上请把小票打印机设为网络地址（tcp://IP:9100）、串口（COM3）或共享名（\\\\localhost\\共享名），而不是“${printer}”`,
    );
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-print-')), 'receipt.bin');
  fs.writeFileSync(file, bytes);
  try {
    await run('lp', ['-d', printer, '-o', 'raw', file]);
  } catch (e) {
    throw new Error(`小票打印机“${printer}”没有接受任务：${reason(e)}`);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
