import { PostgresEventStore } from '@jxc/infra';
import { MONTHLY_BILL_CAP, MSG } from '../contracts';
import { BusinessRuleError } from '../shared/errors';

const meta = (companyId: string, userId: string) => ({ companyId, userId });

/**
 * Bill numbers: prefix + yyyyMMdd + a 4-digit daily sequence, unique per company. The sequence is a stream per
 * company, prefix and day; taking a number appends to it at any version, which PostgreSQL serialises on the stream
 * row, and the version that append returns is the number. Busy days never conflict; a document that then fails to
 * save leaves a gap, never a duplicate.
 */
export async function takeBillNo(store: PostgresEventStore, companyId: string, userId: string, prefix: string, billDate: string, docId: string): Promise<string> {
  const day = billDate.replace(/-/g, '');
  const streamId = `BillNo-${companyId}-${prefix}${day}`;
  const { versions } = await store.append([{ streamId, streamType: 'BillNo', expectedVersion: 'any', events: [{ type: 'BillNoTaken', data: { docId } }] }], meta(companyId, userId));
  return `${prefix}${day}${String(versions[streamId]).padStart(4, '0')}`;
}

/**
 * The monthly bill cap of the free and startup editions (not for demo accounts). Each new document is counted on
 * a stream per company and month; the count its append returns must be within the cap.
 */
export async function countBill(store: PostgresEventStore, companyId: string, userId: string, productType: number, isDemo: boolean, docId: string): Promise<void> {
  const cap = MONTHLY_BILL_CAP[productType];
  if (!cap || isDemo) return;
  const streamId = `BillCount-${companyId}-${new Date().toISOString().slice(0, 7).replace('-', '')}`;
  const refuse = () => new BusinessRuleError('MONTHLY_CAP', MSG.monthlyCap, { cap });
  if ((await store.streamVersion(streamId)) >= cap) throw refuse();
  const { versions } = await store.append([{ streamId, streamType: 'BillCount', expectedVersion: 'any', events: [{ type: 'BillCounted', data: { docId } }] }], meta(companyId, userId));
  if (versions[streamId] > cap) throw refuse();
}
