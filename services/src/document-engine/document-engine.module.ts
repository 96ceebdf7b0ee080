import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { IdentityModule } from '../identity';
import { SetBillnoRuleHandler } from './billno.commands';
import { BillnoController } from './billno.http.controller';
import { AuditDocumentHandler, RemoveDocumentHandler, SaveDocumentHandler, WriteBackDocumentHandler } from './document.commands';
import { DocumentContext } from './document-context';
import { DocumentQueries } from './document.queries';
import { TodoController } from './todo.http.controller';

/** The trade-document kit shared by purchasing and sales: lifecycle commands, look-ups and queries. */
@Module({
  imports: [IdentityModule, CatalogModule],
  controllers: [BillnoController, TodoController],
  providers: [
    DocumentContext,
    DocumentQueries,
    SaveDocumentHandler,
    AuditDocumentHandler,
    WriteBackDocumentHandler,
    RemoveDocumentHandler,
    SetBillnoRuleHandler,
  ],
  exports: [DocumentContext, DocumentQueries, IdentityModule, CatalogModule],
})
export class DocumentEngineModule {}
