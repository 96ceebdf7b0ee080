import { Module } from '@nestjs/common';
import { documentController, DocumentEngineModule } from '../document-engine';
import { IdentityModule } from '../identity';
import { EnterOpeningStockHandler, ReverseOpeningStockHandler } from './opening-stock.commands';
import { OpeningStockController } from './opening-stock.http.controller';
import { OpeningStockQueries } from './opening-stock.queries';
import { DataController } from './data.http.controller';
import { StockController, StockWarningController } from './stock.http.controller';
import { StockAsOfQueries } from './stock-as-of.queries';
import { StockQueries } from './stock.queries';
import { ExpiryFlowController, ExpiryNoController, SerialNoController } from './tracking.http.controller';
import { TrackingQueries } from './tracking.queries';
import { STOCK_DOCUMENT_KINDS } from './stock-documents/stock-documents.kind';
import { StorageTypeDefaults } from './stock-documents/storage-types';
import { PlaceSkusHandler } from './sku-location/sku-location.commands';
import { ProductSkuLocationController } from './sku-location/sku-location.http.controller';
import { SkuLocationQueries } from './sku-location/sku-location.queries';
import { ConfirmStockHandler } from './stock-confirmation/stock-confirmation.commands';
import { AssemblyController } from './assembly/assembly.http.controller';
import { InvtakController } from './stocktake/stocktake.http.controller';
import { StocktakeQueries } from './stocktake/stocktake.queries';
import { CostPriceController } from './cost-adjustment/cost-adjustment.http.controller';
import { CountHandler } from './stocktake/counting/counting.commands';
import { CountTogetherGateway } from './stocktake/counting/counting.gateway';
import { CountTogetherController } from './stocktake/counting/counting.http.controller';

/** Stock read side: stock by warehouse, flows, warnings, header counters, serial numbers and batches; SKU locations; stocktakes; cost adjustments. */
@Module({
  imports: [DocumentEngineModule, IdentityModule],
  controllers: [
    StockController,
    StockWarningController,
    DataController,
    OpeningStockController,
    SerialNoController,
    ExpiryNoController,
    ExpiryFlowController,
    ProductSkuLocationController,
    ...STOCK_DOCUMENT_KINDS.map(documentController),
    InvtakController,
    CountTogetherController,
    AssemblyController,
    CostPriceController,
  ],
  providers: [
    StockQueries,
    OpeningStockQueries,
    StockAsOfQueries,
    TrackingQueries,
    EnterOpeningStockHandler,
    ReverseOpeningStockHandler,
    SkuLocationQueries,
    PlaceSkusHandler,
    ConfirmStockHandler,
    StocktakeQueries,
    StorageTypeDefaults,
    CountHandler,
    CountTogetherGateway,
  ],
  exports: [StockQueries],
})
export class InventoryModule {}
