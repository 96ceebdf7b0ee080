import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { OpeningStockController } from './opening-stock.http.controller';
import { DataController } from './data.http.controller';
import { StockController, StockWarningController } from './stock.http.controller';
import { StockQueries } from './stock.queries';

/** Stock read side: stock by warehouse, flows, warnings, header counters. */
@Module({
  imports: [DocumentsModule],
  controllers: [StockController, StockWarningController, DataController, OpeningStockController],
  providers: [StockQueries],
  exports: [StockQueries],
})
export class InventoryModule {}
