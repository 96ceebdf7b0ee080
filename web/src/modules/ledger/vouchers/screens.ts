export { VoucherDetail } from './VoucherDetail';
export { VoucherForm } from './VoucherForm';
export { VoucherList } from './VoucherList';
