import { BusinessRuleError, NotFoundError } from '../../shared/errors';
import { eventNames } from '../../shared/es/event-names';

/** One stream per company and device: a cloud receipt printer (云打印机) is known by its device number (SN). */
export const cloudPrinterStream = (companyId: string, deviceNo: string) => `CloudPrinter-${companyId}-${deviceNo}`;

export interface PrinterRegistration {
  deviceNo: string;
  name: string;
  provider: string;
  /** The shop (门店) it stands in; null: the company's. */
  branchId: string | null;
}

export type CloudPrinterEvent =
  | { type: 'Registered'; data: PrinterRegistration }
  | { type: 'Removed'; data: { deviceNo: string } }
  | { type: 'ReceiptSent'; data: { deviceNo: string; orderId: string; copies: number; billType: number | null; docId: string | null } };

export const CLOUD_PRINTER_EVENTS = eventNames('CloudPrinter', ['Registered', 'Removed', 'ReceiptSent'] as const);

export interface CloudPrinterState {
  printer: PrinterRegistration | null;
}

export const noPrinter: CloudPrinterState = { printer: null };

export function evolveCloudPrinter(s: CloudPrinterState, e: CloudPrinterEvent): CloudPrinterState {
  if (e.type === 'Registered') return { printer: e.data };
  if (e.type === 'Removed') return { printer: null };
  return s;
}

/**
 * 云打印: a device is registered once (again only after it was removed), removed, and sent receipts while registered.
 * The provider is asked between the decision and the commit: what it refuses is never recorded.
 */
export const decideCloudPrinter = {
  register(s: CloudPrinterState, p: PrinterRegistration): CloudPrinterEvent[] {
    if (s.printer) throw new BusinessRuleError('ALREADY_REGISTERED', `云打印机 ${p.deviceNo} 已添加`);
    return [{ type: 'Registered', data: p }];
  },
  remove(s: CloudPrinterState, deviceNo: string): CloudPrinterEvent[] {
    if (!s.printer) throw new NotFoundError('云打印机不存在');
    return [{ type: 'Removed', data: { deviceNo } }];
  },
  /** Before sending: the printer the receipt goes to. */
  printer(s: CloudPrinterState): PrinterRegistration {
    if (!s.printer) throw new NotFoundError('云打印机不存在');
    return s.printer;
  },
  sent(s: CloudPrinterState, receipt: Extract<CloudPrinterEvent, { type: 'ReceiptSent' }>['data']): CloudPrinterEvent[] {
    decideCloudPrinter.printer(s);
    return [{ type: 'ReceiptSent', data: receipt }];
  },
};
