import { HxForm } from './HxForm';
import { CUSTOM_RECEIVE, SUPPLIER_PAY } from './kinds';
import { SettlementDetail } from './SettlementDetail';
import { SettlementForm } from './SettlementForm';
import { SettlementList } from './SettlementList';

// 收款单 and 收款核销
export const ReceiveList = () => <SettlementList kind={CUSTOM_RECEIVE} />;
export const ReceiveForm = () => <SettlementForm kind={CUSTOM_RECEIVE} />;
export const ReceiveDetail = () => <SettlementDetail kind={CUSTOM_RECEIVE} />;
export const ReceiveHxList = () => <SettlementList kind={CUSTOM_RECEIVE} hx />;
export const ReceiveHxForm = () => <HxForm kind={CUSTOM_RECEIVE} />;

// 付款单 and 付款核销
export const PayList = () => <SettlementList kind={SUPPLIER_PAY} />;
export const PayForm = () => <SettlementForm kind={SUPPLIER_PAY} />;
export const PayDetail = () => <SettlementDetail kind={SUPPLIER_PAY} />;
export const PayHxList = () => <SettlementList kind={SUPPLIER_PAY} hx />;
export const PayHxForm = () => <HxForm kind={SUPPLIER_PAY} />;
