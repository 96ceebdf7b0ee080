/** Sales: quotations, sales and sale returns (document kinds on the engine), delivery details and printing marks. */
export { SalesModule } from './sales.module';
export { SALE, SALE_OFFER, SALE_RETURN, SALES_KINDS } from './sales.kind';
