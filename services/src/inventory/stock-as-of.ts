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
