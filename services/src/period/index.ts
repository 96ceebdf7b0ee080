/** Month-end closing (结账, 反结账): which months of the company's books are closed. */
export { PeriodModule } from './period.module';
