export { PRINT_PAGE_ROUTES, PRINTING_SCREENS } from './routes';
export { PrintButton } from './PrintButton';
