import { Module } from '@nestjs/common';
import { documentController } from '../documents/document.http.controller';
import { SALE, SALE_OFFER, SALE_RETURN } from '../documents/document-kinds';
import { DocumentsModule } from '../documents/documents.module';
import { SaleExtrasController } from './sale-extras.http.controller';

/** Quotations, sales and sale returns. */
@Module({ imports: [DocumentsModule], controllers: [SaleExtrasController, ...[SALE, SALE_RETURN, SALE_OFFER].map(documentController)] })
export class SalesModule {}
