export {
  docApi,
  skuDetail,
  type DocApi,
  type DocDetail,
  type DocDetailLine,
  type DocLineInput,
  type DocLinePage,
  type DocLineRow,
  type DocSaved,
  type DocSaveInput,
  type DocStatus,
  type Sku,
  type StockState,
} from './api';
export {
  searchCustomers,
  searchSuppliers,
  useAccounts,
  useFinanceClasses,
  usePartners,
  useExpresses,
  useWarehouses,
  warehouseChoices,
} from './choices';
export { emptyHeader, formFromDetail, listedItems, toSaveInput, validateDoc } from './docForm';
export type { DocHeader, DocLine, Failure, Prefill, Problems } from './docForm';
export { DocHeaderFields } from './DocHeaderFields';
export { DetailLineCards } from './DetailLineCards';
export { DetailLinesTable } from './DetailLinesTable';
export { baseQty } from './lines';
export { LinesEditor } from './LinesEditor';
export { prefillOf } from './loadForm';
export { DocLink } from './DocLink';
export { DocumentDetail, type DocumentPrintProps } from './DocumentDetail';
export { DocumentFormScreen, Refused } from './DocumentForm';
export { DocumentLines } from './DocumentLines';
export { BILL_NO_WIDTH, DocumentList } from './DocumentList';
export { FailureBar } from './FailureBar';
export { type DocKind, type LineField } from './kind';
export { describedKind } from './described';
export { STOCK_TRADE_LINE_FIELDS } from './kind';
export { NO_PRINT, PrintArea } from './PrintArea';
export { auditedText, isOpen, STATUS_NAMES, StatusBadge, stockStateName } from './StatusBadge';
export { WarehouseFilter } from './WarehouseFilter';
export { ENTRY_CELL, SkuEntry } from './SkuEntry';
export { SkuPicker } from './SkuPicker';
export { ComboPicker } from './ComboPicker';
export type { ComboChoice } from './combos';
