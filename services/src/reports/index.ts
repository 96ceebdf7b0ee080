/** Reports: the profit report. */
export { ReportsModule } from './reports.module';
