import { PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import { spoolRaw } from './spool';

/** A receipt printer by address: the network (tcp://host:9100), a USB or serial device (/dev/usb/lp0, /dev/ttyUSB0, COM3, \\host\share). */
const isAddress = (printer: string) => /^tcp:\/\//i.test(printer) || /^(\/dev\/|COM\d+$|\\\\)/i.test(printer);

/**
 * ESC/POS bytes to the receipt printer: one named by address through node-thermal-printer's network or device
 * interface, else the CUPS raw queue of that name. Rejects when the printer cannot be reached.
 */
export async function sendReceipt(bytes: Buffer, printer: string) {
  if (!isAddress(printer)) return spoolRaw(bytes, printer);
  const device = new ThermalPrinter({ type: PrinterTypes.EPSON, interface: printer, options: { timeout: 5000 } });
  device.setBuffer(bytes);
  try {
    await device.execute();
  } catch (e) {
    throw new Error(e instanceof Error ? e.message : String(e));
  }
}
