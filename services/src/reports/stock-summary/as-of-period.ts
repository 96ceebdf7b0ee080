import { asOfDate } from '../../inventory';
import { text, validate } from '../../shared/validation/schema';

/**
 * 进销存汇总 as of a date (`asOfDate`): its period ends that day (a later day is today), so its 结存 is the stock at the
 * end of it, as 库存查询 shows it as of the same day. The period starts at startDate, or where that is missing or later,
 * on the first of the as-of day's month. Without asOfDate the body is the period it names.
 */
export function asOfPeriod(body: Record<string, unknown>): Record<string, unknown> {
  const day = asOfDate(body);
  if (!day) return body;
  const { startDate } = validate({ startDate: text('开始日期').date() }, body);
  return { ...body, startDate: startDate && startDate <= day ? startDate : `${day.slice(0, 8)}01`, endDate: day };
}
