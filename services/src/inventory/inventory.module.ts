import { Module } from '@nestjs/common';
import { DocumentEngineModule } from '../document-engine';
import { EnterOpeningStockHandler } from './opening-stock.commands';
import { OpeningStockController } from './opening-stock.http.controller';
import { DataController } from './data.http.controller';
import { StockController, StockWarningController } from './stock.http.controller';
import { StockQueries } from './stock.queries';
import { ExpiryFlowController, ExpiryNoController, SerialNoController } from './tracking.http.controller';
import { TrackingQueries } from './tracking.queries';

/** Stock read side: stock by warehouse, flows, warnings, header counters, serial numbers and batches. */
@Module({
  imports: [DocumentEngineModule],
  controllers: [StockController, StockWarningController, DataController, OpeningStockController, SerialNoController, ExpiryNoController, ExpiryFlowController],
  providers: [StockQueries, TrackingQueries, EnterOpeningStockHandler],
  exports: [StockQueries],
})
export class InventoryModule {}
