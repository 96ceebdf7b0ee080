/** Month-end closing: the 结账 screen, and the closed months a report may be read by. */
export { PERIOD_SCREENS } from './routes';
export { ClosedMonthChoice } from './ClosedMonthChoice';
