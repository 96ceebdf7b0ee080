export { AdvList } from './AdvList';
export { AdvForm } from './AdvForm';
export { AdvDetail } from './AdvDetail';
export { LabelList } from '../label/LabelList';
