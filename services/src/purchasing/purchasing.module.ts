import { Module } from '@nestjs/common';
import { documentController } from '../documents/document.http.controller';
import { BUY, BUY_OFFER, BUY_RETURN } from '../documents/document-kinds';
import { DocumentsModule } from '../documents/documents.module';
import { ExamineController } from '../documents/examine.http.controller';

/** Pre-purchase orders, purchases and purchase returns. */
@Module({ imports: [DocumentsModule], controllers: [ExamineController, ...[BUY, BUY_RETURN, BUY_OFFER].map(documentController)] })
export class PurchasingModule {}
