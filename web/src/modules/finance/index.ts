export { FINANCE_SCREENS } from './routes';
export { prepaidRemain } from './prepaid/api';
