export { PURCHASING_SCREENS } from './routes';
