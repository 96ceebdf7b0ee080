export { DetailBookScreen } from './DetailBookScreen';
export { GeneralBookScreen } from './GeneralBookScreen';
export { TrialBalanceScreen } from './TrialBalanceScreen';
