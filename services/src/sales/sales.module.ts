import { Module } from '@nestjs/common';
import { documentController, DocumentEngineModule } from '../document-engine';
import { stockConfirmationController } from '../inventory';
import { RecordSaleExtraHandler } from './sale-extras.commands';
import { SaleExtrasController } from './sale-extras.http.controller';
import { SALE, SALE_OFFER, SALE_RETURN } from './sales.kind';

/** Quotations, sales and sale returns (whose goods the warehouse may confirm out or in apart). */
@Module({
  imports: [DocumentEngineModule],
  controllers: [
    SaleExtrasController,
    ...[SALE, SALE_RETURN, SALE_OFFER].map(documentController),
    ...[SALE, SALE_RETURN].map(stockConfirmationController),
  ],
  providers: [RecordSaleExtraHandler],
})
export class SalesModule {}
