/** Inventory: stock at moving-average cost, serial numbers and batches, opening stock, stock lists and warnings. */
export { InventoryModule } from './inventory.module';
export { stockEffect } from './stock-effect';
export { reservedQtySql } from './reservation';
export type { InboundCost } from './stock-effect';
export { trackLine, trackLines } from './tracking';
export { enterOpeningStock, EnterOpeningStockCommand, ReverseOpeningStockCommand } from './opening-stock.commands';
export { defaultStorageTypes } from './stock-documents/storage-types';
export { INVENTORY_KINDS } from './inventory.kind';
export { LIVE_CHANNEL, REACTIONS } from './stock-warning.reaction';
export { stockProjection } from './stock.projection';
export { openingReversalsProjection } from './opening-reversals.projection';
export { stockAsOfProjection } from './stock-as-of.projection';
export { asOfDate } from './stock-as-of';
export type { StockMoved, StoredStockMoved } from './stock';
export { trackingProjection } from './tracking.projection';
export { skuLocationProjection } from './sku-location/sku-location.projection';
export { stockConfirmationController } from './stock-confirmation/stock-confirmation.http.controller';
export { OPENING_BILL_TYPE } from './opening-stock';
