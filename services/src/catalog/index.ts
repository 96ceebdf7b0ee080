/** Catalog: products and SKUs, master data, class trees, Excel import and attachments. */
export { annexFiles } from './annex/annex-files';
export { CatalogModule } from './catalog.module';
export { IMPORTERS } from './import/importers';
export { readSheet, writeSheet } from './import/workbook';
export type { Sheet } from './import/workbook';
export { MasterDataQueries } from './master-data/master-data.queries';
export type { Reference } from './master-data/master-data.queries';
export { classTreeProjection } from './class-tree/class-tree.projection';
export { masterDataProjection } from './master-data/master-data.projection';
export { masterEvents } from './master-data/master-data.events';
export { masterHistoryTitles } from './master-data/master-data.http.controller';
export { MASTER_RESOURCES } from './master-data/resources';
export { PRODUCT_EVENT_TITLES } from './product/product.events';
export { recordCreation } from './master-data/master-data.commands';
export { releaseCode, reserveCode } from './master-data/code-reservation';
export { MasterRecordRow } from './master-data/master-record.entity';
export { productProjection } from './product/product.projection';
export { skuSearch } from './product/sku-search';
