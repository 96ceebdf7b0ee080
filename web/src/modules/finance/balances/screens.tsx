import { BalanceFlow } from './BalanceFlow';
import { BalanceList } from './BalanceList';
import { PAYABLES, RECEIVABLES } from './kinds';

export const PayableList = () => <BalanceList kind={PAYABLES} />;
export const PayableFlow = () => <BalanceFlow kind={PAYABLES} />;
export const ReceivableList = () => <BalanceList kind={RECEIVABLES} />;
export const ReceivableFlow = () => <BalanceFlow kind={RECEIVABLES} />;
