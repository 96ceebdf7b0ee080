import { shopDay } from '../contracts';
import { text, validate } from '../shared/validation/schema';

/**
 * The `asOfDate` (截至日期, yyyy-MM-dd) of a stock list or report: the day whose end its figures are taken at; a day
 * after today (the shop's) is today. Undefined when the call does not ask for one (the stock as it is now).
 */
export function asOfDate(body: unknown, today = shopDay()): string | undefined {
  const { asOfDate: day } = validate({ asOfDate: text('截至日期').date() }, body);
  if (!day) return undefined;
  return day > today ? today : day;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The last month end before a day (yyyy-MM-dd): the day before the first of its month. */
export function monthEndBefore(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return iso(new Date(Date.UTC(y, m - 1, 0)));
}

/** The last month end on or before a day: the day itself at the end of its month. */
export function monthEndOnOrBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return monthEndBefore(iso(new Date(Date.UTC(y, m - 1, d + 1))));
}

/** The end of a day's month. */
export function monthEndOnOrAfter(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return iso(new Date(Date.UTC(y, m, 0)));
}

/** The end of the month after a day's. */
export function monthEndAfter(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return iso(new Date(Date.UTC(y, m + 1, 0)));
}

/** The days from one day to a later one (negative for an earlier one). */
export const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
