import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { IdentityModule } from '../identity/identity.module';
import { AuditDocumentHandler, RemoveDocumentHandler, SaveDocumentHandler, WriteBackDocumentHandler } from '../documents/document.commands';
import { DocumentContext } from '../documents/document-context';
import { documentController } from '../documents/document.http.controller';
import { BUY, BUY_OFFER, BUY_RETURN } from '../documents/document-kinds';
import { DocumentQueries } from '../documents/document.queries';

/** Pre-purchase orders, purchases and purchase returns. */
@Module({
  imports: [IdentityModule, CatalogModule],
  controllers: [BUY, BUY_RETURN, BUY_OFFER].map(documentController),
  providers: [DocumentContext, DocumentQueries, SaveDocumentHandler, AuditDocumentHandler, WriteBackDocumentHandler, RemoveDocumentHandler],
  exports: [DocumentQueries],
})
export class PurchasingModule {}
