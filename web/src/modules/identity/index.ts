export { logout } from './api';
export { ACCOUNT_BLANK_ROUTES, ACCOUNT_ROUTES, IDENTITY_SCREENS } from './routes';
export { ChangePasswordDialog } from './account/ChangePasswordDialog';
export { PhoneDialog } from './account/PhoneDialog';
