export { INVENTORY_SCREENS } from './routes';
export { StockConfirmationPanel } from './stock-confirmation/StockConfirmationPanel';
