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

/** The preset a period is, or 自定义. */
export const presetOf = (p: Period, today: Date): Preset | typeof CUSTOM =>
  PRESETS.find((name) => {
    const q = presetPeriod(name, today);
    return q.startDate === p.startDate && q.endDate === p.endDate;
  }) ?? CUSTOM;

/** A period the server takes: both dates, in order. */
export const isPeriod = (p: object): p is Period =>
  'startDate' in p && 'endDate' in p && typeof p.startDate === 'string' && typeof p.endDate === 'string' && !!p.startDate && p.startDate <= p.endDate;
