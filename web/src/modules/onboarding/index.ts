export { GettingStarted } from './GettingStarted';
