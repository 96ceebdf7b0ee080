export { SALES_SCREENS } from './routes';
