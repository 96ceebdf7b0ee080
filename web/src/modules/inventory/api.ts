import { call } from '../../api/http';
import type {
  BatchFlowRow,
  BatchRow,
  BatchStockRow,
  SerialFlowRow,
  SerialRow,
  SerialStockRow,
  StockFlowRow,
  StockRow,
  StockWarningRow,
} from '@jxc/services/contracts';
import type { Filter, FilteredQuery, Page, PageQuery } from '../../api/types';

export type { StockFlowRow, StockRow, StockWarningRow } from '@jxc/services/contracts';

// Serial numbers (序列号) and shelf-life batches (保质期批次): the screens' page queries.

export type {
  BatchFlowRow,
  BatchRow,
  BatchState,
  BatchStockRow,
  SerialFlowRow,
  SerialRow,
  SerialStatus,
  SerialStockRow,
  TrackedFlowRow,
  TrackedSku,
} from '@jxc/services/contracts';

export const serialPage = (q: FilteredQuery) => call<Page<SerialRow>>('SerialNo/PageQuery', q);
export const serialStockPage = (q: FilteredQuery) => call<Page<SerialStockRow>>('SerialNo/StockPageQuery', q);
export const serialFlowPage = (q: FilteredQuery) => call<Page<SerialFlowRow>>('SerialNo/FlowPageQuery', q);
export const batchPage = (q: FilteredQuery) => call<Page<BatchRow>>('ExpiryNo/PageQuery', q);
export const batchStockPage = (q: FilteredQuery) => call<Page<BatchStockRow>>('ExpiryNo/StockPageQuery', q);
export const batchFlowPage = (q: FilteredQuery) => call<Page<BatchFlowRow>>('ExpiryFlow/PageQuery', q);

// Stock.

export const stockPage = (q: FilteredQuery) => call<Page<StockRow>>('Stock/PageQuery', q);
export const stockTotals = (f: Filter) => call<{ qty: number; costAmount: number | null }>('Stock/TotalSum', f);
export const stockFlowPage = (q: FilteredQuery) => call<Page<StockFlowRow>>('Stock/FlowPageQuery', q);
export const stockWarningPage = (q: FilteredQuery) => call<Page<StockWarningRow>>('StockWarning/PageQuery', q);

// Opening stock (期初库存).

export interface OpeningLine {
  skuId: string;
  qty: string;
  price: string;
  unitName?: string;
}

export interface OpeningEntry {
  flowId: string;
  billNo: string;
  warehouseId: string;
  skuId: string;
  billDate: string;
  warehouseName: string;
  productName: string;
  spec: string;
  qty: number;
  costPrice: number;
  amount: number;
  /** Taken back whole (its import undone): when and by whom. */
  undone: boolean;
  undoneAt: string | null;
  undoneBy: string | null;
}

/** The 期初 list's page, with the totals of its entries still standing (undone ones left out). */
export interface OpeningPage extends Page<OpeningEntry> {
  totals: { qty: number; amount: number | null };
}

export const saveOpeningStock = (warehouseId: string, lines: OpeningLine[]) =>
  call<{ initId: string; billNo: string }>('InitStock/Save', { warehouseId, lines }, { quiet: true });
/** Keyword: product name, code, spec or barcode; status: '' (all, undone ones marked), 'valid' or 'undone'. */
export const openingStockPage = (q: PageQuery & { warehouseId?: string; status?: string }) => call<OpeningPage>('InitStock/PageQuery', q);
