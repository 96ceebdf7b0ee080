import { test } from '@jest/globals';
import { evolveClosedMonths, monthTitle, noMonthClosed, type PeriodEvent } from '../document-engine';
import { decider } from '../testing/given-when-then';
import { decidePeriod, nextMonth } from './period';

const given = decider(evolveClosedMonths, noMonthClosed);
const closed = (month: string): PeriodEvent => ({ type: 'MonthClosed', data: { month, periodName: monthTitle(month) } });
const reopened = (month: string): PeriodEvent => ({ type: 'MonthReopened', data: { month, periodName: monthTitle(month) } });

test('the first month closed may be any month up to this one', () => {
  given()
    .when((s) => decidePeriod.close(s, '2026-09', '2026-11'))
    .then([closed('2026-09')]);
  given()
    .when((s) => decidePeriod.close(s, '2026-11', '2026-11'))
    .then([closed('2026-11')]);
  given()
    .when((s) => decidePeriod.close(s, '2026-12', '2026-11'))
    .refused('PERIOD_ORDER', /^2026年12月还没有到，不能结账$/);
});

test('months close one after another, across the year', () => {
  given(closed('2026-09'))
    .when((s) => decidePeriod.close(s, '2026-10', '2026-11'))
    .then([closed('2026-10')]);
  given(closed('2025-12'))
    .when((s) => decidePeriod.close(s, '2026-01', '2026-11'))
    .then([closed('2026-01')]);
  given(closed('2026-09'))
    .when((s) => decidePeriod.close(s, '2026-11', '2026-11'))
    .refused('PERIOD_ORDER', /^请先结账2026年10月$/);
  given(closed('2026-09'), closed('2026-10'))
    .when((s) => decidePeriod.close(s, '2026-09', '2026-11'))
    .refused('PERIOD_ORDER', /^2026年9月已结账$/);
  given(closed('2026-09'))
    .when((s) => decidePeriod.close(s, '2026-08', '2026-11'))
    .refused('PERIOD_ORDER', /^2026年8月已结账$/);
});

test('only the latest closed month reopens', () => {
  given(closed('2026-09'), closed('2026-10'))
    .when((s) => decidePeriod.reopen(s, '2026-10'))
    .then([reopened('2026-10')]);
  given(closed('2026-09'), closed('2026-10'))
    .when((s) => decidePeriod.reopen(s, '2026-09'))
    .refused('PERIOD_ORDER', /^请先反结账2026年10月，只能反结账最近结账的月份$/);
  given(closed('2026-09'))
    .when((s) => decidePeriod.reopen(s, '2026-10'))
    .refused('PERIOD_ORDER', /^2026年10月未结账$/);
  given()
    .when((s) => decidePeriod.reopen(s, '2026-10'))
    .refused('PERIOD_ORDER', /^2026年10月未结账$/);
});

test('reopening the first month closed leaves the books with no month closed; the next close may start anywhere again', () => {
  given(closed('2026-09'), closed('2026-10'), reopened('2026-10'))
    .when((s) => decidePeriod.close(s, '2026-10', '2026-11'))
    .then([closed('2026-10')]);
  given(closed('2026-09'), reopened('2026-09'))
    .when((s) => decidePeriod.close(s, '2026-07', '2026-11'))
    .then([closed('2026-07')]);
  given(closed('2026-09'), reopened('2026-09'))
    .when((s) => decidePeriod.reopen(s, '2026-09'))
    .refused('PERIOD_ORDER', /^2026年9月未结账$/);
});

test('the month after December is January of the next year', () => {
  given()
    .when(() => [closed(nextMonth('2026-12')), closed(nextMonth('2026-05'))])
    .then([closed('2027-01'), closed('2026-06')]);
});

test('the books are archived once every month before this one is closed', () => {
  const archive = (s: Parameters<typeof decidePeriod.archive>[0]) => (decidePeriod.archive(s, '2026-11'), []);
  given(closed('2026-09'), closed('2026-10')).when(archive).then([]);
  given(closed('2026-10'), closed('2026-11')).when(archive).then([]);
  given(closed('2026-09'))
    .when(archive)
    .refused('PERIOD_ORDER', /^请先结账至2026年10月，再归档账套$/);
  given()
    .when(archive)
    .refused('PERIOD_ORDER', /^请先结账至2026年10月，再归档账套$/);
});
