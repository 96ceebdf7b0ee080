export { type Sku, userOptions } from './api';
export { branchOptions, warehouseOptions } from './options';
export { CATALOG_SCREENS } from './routes';
export { SkuSearch, skuTitle } from './SkuSearch';
export { ProductPictures, uploadPictures } from './product/ProductPictures';
