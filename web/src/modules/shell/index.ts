export { SHELL_BLANK_ROUTES, SHELL_MAIN_ROUTES } from './routes';
