export { OFFLINE_MAIN_ROUTES } from './routes';
export { PendingBadge } from './PendingBadge';
export { InstallSection } from './InstallSection';
export { OfflineInstead } from './OfflineInstead';
