import { formatDate } from '../../../utils/format';

export interface Period {
  startDate: string;
  endDate: string;
}

/** The period presets, in the order the screen offers them; 自定义 is any other range. */
export const PRESETS = ['今天', '本周', '本月', '上月'] as const;
export type Preset = (typeof PRESETS)[number];
export const CUSTOM = '自定义';

const day = (y: number, m: number, d: number) => formatDate(new Date(y, m, d));

/** A preset's dates around `today`: a week runs Monday to Sunday, a month from its first to its last day. */
export function presetPeriod(preset: Preset, today: Date): Period {
  const [y, m, d] = [today.getFullYear(), today.getMonth(), today.getDate()];
  switch (preset) {
    case '今天':
      return { startDate: day(y, m, d), endDate: day(y, m, d) };
    case '本周': {
      const monday = d - ((today.getDay() + 6) % 7);
      return { startDate: day(y, m, monday), endDate: day(y, m, monday + 6) };
    }
    case '本月':
      return { startDate: day(y, m, 1), endDate: day(y, m + 1, 0) };
    case '上月':
      return { startDate: day(y, m - 1, 1), endDate: day(y, m, 0) };
  }
}

/** A period the server takes: both dates, in order. */
export const isPeriod = (p: object): p is Period =>
  'startDate' in p &&
  'endDate' in p &&
  typeof p.startDate === 'string' &&
  typeof p.endDate === 'string' &&
  !!p.startDate &&
  p.startDate <= p.endDate;

/**
 * How a report asks for its time, as data: a period (startDate and endDate; 今天, 本周, 本月, 上月) or one day
 * (billDate; 今天, 昨天), its presets' filters around today, and how a screen and an export's title say it.
 */
export interface TimeFilter {
  presets: readonly string[];
  /** Where the report starts: its filters at the first preset but for a period, this month. */
  initial: (today: Date) => Record<string, string>;
  preset: (name: string, today: Date) => Record<string, string>;
  /** The period the filters ask for, undefined unless complete and in order. */
  periodOf: (filters: Record<string, string | undefined>) => Period | undefined;
  label: (p: Period) => string;
}

export const RANGE: TimeFilter = {
  presets: PRESETS,
  initial: (today) => ({ ...presetPeriod('本月', today) }),
  preset: (name, today) => ({ ...presetPeriod(name as Preset, today) }),
  periodOf: (f) => (isPeriod(f) ? { startDate: f.startDate, endDate: f.endDate } : undefined),
  label: (p) => `期间：${p.startDate} 至 ${p.endDate}`,
};

export const DAY: TimeFilter = {
  presets: ['今天', '昨天'],
  initial: (today) => ({ billDate: formatDate(today) }),
  preset: (name, today) => ({
    billDate: formatDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (name === '昨天' ? 1 : 0))),
  }),
  periodOf: (f) => (f.billDate ? { startDate: f.billDate, endDate: f.billDate } : undefined),
  label: (p) => `日期：${p.startDate}`,
};

/** The preset the filters are under a time filter, or 自定义. */
export const presetIn = (time: TimeFilter, filters: Record<string, string | undefined>, today: Date): string =>
  time.presets.find((name) => Object.entries(time.preset(name, today)).every(([k, v]) => filters[k] === v)) ?? CUSTOM;
