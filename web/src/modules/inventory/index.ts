export { batchesAvailable, serialsAvailable, skuStock } from './api';
export { INVENTORY_SCREENS } from './routes';
