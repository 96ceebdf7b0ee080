export { REPORTS_SCREENS } from './routes';
