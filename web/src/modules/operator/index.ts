/** The operators' console (/console): its routes, on their own layout and sign-in. */
export { CONSOLE_ROUTES } from './routes';
