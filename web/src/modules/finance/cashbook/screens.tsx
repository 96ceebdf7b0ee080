import { MoneyDocDetail } from '../money-document/MoneyDocDetail';
import { MoneyDocList } from '../money-document/MoneyDocList';
import { TRANSFER } from './paths';

export { CashFlow } from './CashFlow';
export { TransferForm } from './TransferForm';
export const TransferList = () => <MoneyDocList kind={TRANSFER} />;
export const TransferDetail = () => <MoneyDocDetail kind={TRANSFER} />;
