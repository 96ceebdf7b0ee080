/** Catalog: products and SKUs, master data, class trees, Excel import and attachments. */
export { annexFiles } from './annex/annex-files';
export { CatalogModule } from './catalog.module';
export { IMPORTERS } from './import/importers';
export { writeSheet } from './import/workbook';
export { MasterDataQueries } from './master-data/master-data.queries';
