import { PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import { spoolRaw } from './spool';

/** A receipt printer by address: the network (tcp://host:9100), a USB or serial device (/dev/usb/lp0, /dev/ttyUSB0, COM3, \\host\share). */
const isAddress = (printer: string) => /^tcp:\/\//i.test(printer) || /^(\/dev\/|COM\d+$|\\\\)/i.test(printer);

/** What went wrong, in the shop's words, from the system's error code. */
const WHY: Record<string, string> = {
  ECONNREFUSED: '连接被拒绝',
  ETIMEDOUT: '连接超时',
  EHOSTUNREACH: '找不到这台打印机',
  ENETUNREACH: '网络不通',
  ENOENT: '没有这个设备',
  EACCES: '没有权限使用这个设备',
  EBUSY: '设备正被占用',
};

/**
 * ESC/POS bytes to the receipt printer: one named by address through node-thermal-printer's network or device
 * interface, else the CUPS raw queue of that name. Rejects, in Chinese, when the printer cannot be reached.
 */
export async function sendReceipt(bytes: Buffer, printer: string) {
  if (!isAddress(printer)) return spoolRaw(bytes, printer);
  const device = new ThermalPrinter({ type: PrinterTypes.EPSON, interface: printer, options: { timeout: 5000 } });
  device.setBuffer(bytes);
  try {
    await device.execute();
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? (/timeout/i.test(String(e)) ? 'ETIMEDOUT' : '');
    const why = WHY[code] ?? (e instanceof Error ? e.message : String(e));
    throw new Error(`小票打印机 ${printer} 没有响应（${why}${code ? `，${code}` : ''}）：请检查打印机是否开机、连线是否接好，然后重试`);
  }
}
