export { FINANCE_SCREENS } from './routes';
