/** What the back office reads of printing. */

/** A cloud receipt printer of the company (云打印), with how much it has printed. */
export interface CloudPrinterRow {
  deviceNo: string;
  name: string;
  provider: string;
  providerName: string;
  branchId: string | null;
  branchName: string | null;
  registeredAt: string;
  registeredBy: string;
  printCount: number;
  lastPrintedAt: string | null;
}
