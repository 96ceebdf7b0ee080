export { masterApi, type Sku, userOptions } from './api';
export { MasterDataPage, type MasterScreen } from './MasterDataPage';
export { branchOptions, warehouseOptions } from './options';
export { CATALOG_SCREENS } from './routes';
export { CustomerPanelSlot, type CustomerPanelProps } from './CustomerPanels';
export { SkuSearch, skuTitle } from './SkuSearch';
export { ProductPictures, uploadPictures } from './product/ProductPictures';
