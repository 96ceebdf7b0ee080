export { SETTINGS_SCREENS } from './routes';
