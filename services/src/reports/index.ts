/** Reports: the trade reports (sales and purchases by day, product and partner) and the profit report, on their read models. */
export { ReportsModule } from './reports.module';
export { tradeLinesProjection } from './trade/trade-lines.projection';
