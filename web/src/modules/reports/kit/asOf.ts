import type { Period } from './period';

/**
 * The period a report with 截至日期 (asOfDate) covers, as the server takes it: it ends that day, and starts at the
 * period's start, or where that is later, on the first of the day's month.
 */
export const periodAsOf = (p: Period | undefined, asOf: string | undefined): Period | undefined =>
  asOf ? { startDate: p && p.startDate <= asOf ? p.startDate : `${asOf.slice(0, 8)}01`, endDate: asOf } : p;
