export { FormulaList } from './FormulaList';
export { UploadList } from './UploadList';
