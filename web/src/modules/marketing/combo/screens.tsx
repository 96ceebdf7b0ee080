export { ComboDetail } from './ComboDetail';
export { ComboForm } from './ComboForm';
export { ComboList } from './ComboList';
