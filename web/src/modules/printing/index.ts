export { PRINT_PAGE_ROUTES, PRINTING_SCREENS } from './routes';
export { PrintButton } from './PrintButton';
export { PRINT_CLIENT } from './client';
export { installerPath, thisPlatform } from './installer';
