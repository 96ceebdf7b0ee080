import { ReportScreen } from './kit/ReportScreen';
import { DAILY, FOR_EMPLOYEE, INVOICING_SUMMARY } from './performanceReports';
import { BUY_BY_DATE, BUY_BY_PRODUCT, BUY_BY_SUPPLIER, PROFIT, SALE_BY_CUSTOMER, SALE_BY_DATE, SALE_BY_PRODUCT } from './tradeReports';

export const SaleByDate = () => <ReportScreen def={SALE_BY_DATE} />;
export const SaleByProduct = () => <ReportScreen def={SALE_BY_PRODUCT} />;
export const SaleByCustomer = () => <ReportScreen def={SALE_BY_CUSTOMER} />;
export const BuyByDate = () => <ReportScreen def={BUY_BY_DATE} />;
export const BuyByProduct = () => <ReportScreen def={BUY_BY_PRODUCT} />;
export const BuyBySupplier = () => <ReportScreen def={BUY_BY_SUPPLIER} />;
export const ProfitReport = () => <ReportScreen def={PROFIT} />;
export const InvoicingSummary = () => <ReportScreen def={INVOICING_SUMMARY} />;
export const DailyReport = () => <ReportScreen def={DAILY} />;
export const EmployeeReport = () => <ReportScreen def={FOR_EMPLOYEE} />;
