import { CUSTOM_REFUND, SUPPLIER_REFUND } from './kinds';
import { RefundDetail } from './RefundDetail';
import { RefundForm } from './RefundForm';
import { RefundList } from './RefundList';

export const CustomRefundList = () => <RefundList kind={CUSTOM_REFUND} />;
export const CustomRefundForm = () => <RefundForm kind={CUSTOM_REFUND} />;
export const CustomRefundDetail = () => <RefundDetail kind={CUSTOM_REFUND} />;
export const SupplierRefundList = () => <RefundList kind={SUPPLIER_REFUND} />;
export const SupplierRefundForm = () => <RefundForm kind={SUPPLIER_REFUND} />;
export const SupplierRefundDetail = () => <RefundDetail kind={SUPPLIER_REFUND} />;
