export { CashFlow } from './CashFlow';
export { TransferDetail } from './TransferDetail';
export { TransferForm } from './TransferForm';
export { TransferList } from './TransferList';
