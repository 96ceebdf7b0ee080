/** Days (YYYY-MM-DD, both ends in) added to or taken off a period's months. */
export interface DayRange {
  from: string;
  to: string;
  sign: 1 | -1;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const shift = (date: string, days: number) => day(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
const between = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/**
 * A period as calendar months (each read from the month rollup) and days added or taken off (each range read from the
 * day rollup): a month wholly in the period is itself; a month mostly in it is the month less its days outside; the
 * rest of a month in it is its days in it. Adjacent ranges of one sign are one.
 */
export function skuPeriod(startDate: string, endDate: string): { months: string[]; days: DayRange[] } {
  const months: string[] = [];
  const days: DayRange[] = [];
  const add = (from: string, to: string, sign: 1 | -1) => {
    const last = days.at(-1);
    if (last && last.sign === sign && shift(last.to, 1) === from) last.to = to;
    else days.push({ from, to, sign });
  };
  for (let month = `${startDate.slice(0, 7)}-01`; month <= endDate; month = shift(month, 32).slice(0, 8) + '01') {
    const end = shift(shift(month, 32).slice(0, 8) + '01', -1);
    const from = startDate > month ? startDate : month;
    const to = endDate < end ? endDate : end;
    const inside = between(from, to);
    if (inside * 2 <= between(month, end)) {
      add(from, to, 1);
      continue;
    }
    months.push(month);
    if (from > month) add(month, shift(from, -1), -1);
    if (to < end) add(shift(to, 1), end, -1);
  }
  return { months, days };
}
