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
 * day rollup), knowing that no line lies before `lines.first` nor after `lines.last`: a month whose days with lines
 * are all in the period is itself; a month with at most a quarter as many of them outside the period as in it is the
 * month less those outside (a month's rollup has a row per SKU sold in it, up to as many as its days have); the rest
 * of a month in it is its days in it. Adjacent ranges of one sign are one.
 */
export function skuPeriod(
  startDate: string,
  endDate: string,
  lines = { first: '0001-01-01', last: '9999-12-31' },
): { months: string[]; days: DayRange[] } {
  const months: string[] = [];
  const days: DayRange[] = [];
  const add = (from: string, to: string, sign: 1 | -1) => {
    const last = days.at(-1);
    if (last && last.sign === sign && shift(last.to, 1) === from) last.to = to;
    else days.push({ from, to, sign });
  };
  for (let month = `${startDate.slice(0, 7)}-01`; month <= endDate; month = shift(month, 32).slice(0, 8) + '01') {
    const first = month > lines.first ? month : lines.first;
    const end = shift(shift(month, 32).slice(0, 8) + '01', -1);
    const last = end < lines.last ? end : lines.last;
    const from = startDate > first ? startDate : first;
    const to = endDate < last ? endDate : last;
    if (from > to) continue;
    const inside = between(from, to);
    if ((between(first, last) - inside) * 4 > inside) {
      add(from, to, 1);
      continue;
    }
    months.push(month);
    if (from > first) add(first, shift(from, -1), -1);
    if (to < last) add(shift(to, 1), last, -1);
  }
  return { months, days };
}

/** The month of a period of one month give or take at most ten days (of rows to sum SKU by SKU), if it is one. */
export function aboutAMonth({ months, days }: { months: string[]; days: DayRange[] }): string | undefined {
  return months.length === 1 && days.reduce((n, d) => n + between(d.from, d.to), 0) <= 10 ? months[0] : undefined;
}
