import { Module } from '@nestjs/common';
import { documentController } from '../documents/document.http.controller';
import { BUY, BUY_OFFER, BUY_RETURN } from '../documents/document-kinds';
import { DocumentsModule } from '../documents/documents.module';

/** Pre-purchase orders, purchases and purchase returns. */
@Module({ imports: [DocumentsModule], controllers: [BUY, BUY_RETURN, BUY_OFFER].map(documentController) })
export class PurchasingModule {}
