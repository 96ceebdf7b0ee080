import { DatePicker, type DatePickerProps } from '@fluentui/react-datepicker-compat';
import { formatDate, parseDay } from '../utils/format';

type Formatting = NonNullable<DatePickerProps['dateTimeFormatter']>;
type Strings = NonNullable<DatePickerProps['strings']>;

const MONTHS = ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'];
const DAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

const STRINGS: Strings = {
  months: MONTHS,
  shortMonths: MONTHS.map((_, i) => `${i + 1}月`),
  days: DAYS,
  shortDays: ['日', '一', '二', '三', '四', '五', '六'],
  goToToday: '今天',
  prevMonthAriaLabel: '上个月',
  nextMonthAriaLabel: '下个月',
  prevYearAriaLabel: '上一年',
  nextYearAriaLabel: '下一年',
  prevYearRangeAriaLabel: '上一个年份范围',
  nextYearRangeAriaLabel: '下一个年份范围',
  monthPickerHeaderAriaLabel: '{0}，选择以更改年份',
  yearPickerHeaderAriaLabel: '{0}，选择以更改月份',
  closeButtonAriaLabel: '关闭日历',
  selectedDateFormatString: '已选日期 {0}',
  todayDateFormatString: '今天 {0}',
  weekNumberFormatString: '第 {0} 周',
};

const FORMATTING: Formatting = {
  formatDay: (d) => String(d.getDate()),
  formatMonth: (d) => `${d.getMonth() + 1}月`,
  formatYear: (d) => `${d.getFullYear()}年`,
  formatMonthDayYear: (d) => formatDate(d),
  formatMonthYear: (d) => `${d.getFullYear()}年${d.getMonth() + 1}月`,
};

export interface DateInputProps {
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** yyyy-MM-dd bounds. */
  min?: string;
  max?: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
  'aria-label'?: string;
  placeholder?: string;
}

const day = (v?: string) => (v ? (parseDay(v) ?? undefined) : undefined);

/** Typed out in full (2026-11-20, 20261120), a day is taken at once; shorter forms (2026-1-5) when the field is left. */
const WHOLE_DAY = /^\s*(\d{4}-\d{2}-\d{2}|\d{8})\s*$/;

/**
 * Every date field of the product: shown and typed as yyyy-MM-dd (2026/11/23, 20261123 … are read too), with a
 * Chinese calendar whose weeks start on Monday. The value is the yyyy-MM-dd string the server takes.
 */
export function DateInput({ value, onChange, min, max, placeholder = 'yyyy-MM-dd', ...props }: DateInputProps) {
  return (
    <DatePicker
      {...props}
      allowTextInput
      value={day(value) ?? null}
      minDate={day(min)}
      maxDate={day(max)}
      placeholder={placeholder}
      formatDate={(d) => formatDate(d)}
      parseDateFromString={parseDay}
      onSelectDate={(d) => onChange(d ? formatDate(d) : '')}
      root={{
        // The root is Fluent's Input, typed as its outer span: the event comes from the text box inside.
        onChange: (e) => {
          const text = (e.target as EventTarget as HTMLInputElement).value;
          const typed = WHOLE_DAY.test(text) ? parseDay(text) : null;
          if (typed && formatDate(typed) !== value) onChange(formatDate(typed));
        },
      }}
      strings={STRINGS}
      dateTimeFormatter={FORMATTING}
      firstDayOfWeek={1}
      showGoToToday
    />
  );
}
