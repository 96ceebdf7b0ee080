import { CzDetail } from './CzDetail';
import { CzForm } from './CzForm';
import { CzList } from './CzList';
import { DEPOSIT, STORE_VALUE } from './kinds';

export const StoreValueList = () => <CzList kind={STORE_VALUE} />;
export const StoreValueForm = () => <CzForm kind={STORE_VALUE} />;
export const StoreValueDetail = () => <CzDetail kind={STORE_VALUE} />;
export const DepositList = () => <CzList kind={DEPOSIT} />;
export const DepositForm = () => <CzForm kind={DEPOSIT} />;
export const DepositDetail = () => <CzDetail kind={DEPOSIT} />;
