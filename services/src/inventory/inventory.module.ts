import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { DocumentContext } from '../documents/document-context';
import { IdentityModule } from '../identity/identity.module';
import { OpeningStockController } from './opening-stock.http.controller';
import { DataController } from './data.http.controller';
import { StockController, StockWarningController } from './stock.http.controller';
import { StockQueries } from './stock.queries';

/** Stock read side: stock by warehouse, flows, warnings, header counters. */
@Module({
  imports: [IdentityModule, CatalogModule],
  controllers: [StockController, StockWarningController, DataController, OpeningStockController],
  providers: [StockQueries, DocumentContext],
  exports: [StockQueries],
})
export class InventoryModule {}
