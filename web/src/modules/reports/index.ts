export { REPORTS_SCREENS } from './routes';
export { HomeOverview } from './home/HomeOverview';
