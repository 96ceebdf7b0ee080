/** Reports: the trade reports (sales and purchases by day, product and partner), the profit report and the business-status reports (进销存汇总, 经营日报, 业绩报表), on their read models. */
export { ReportsModule } from './reports.module';
export { tradeLinesProjection } from './trade/trade-lines.projection';
export { stockDaysProjection } from './stock-summary/stock-days.projection';
