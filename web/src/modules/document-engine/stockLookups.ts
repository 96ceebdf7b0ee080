import { call } from '../../api/http';

// What a document form looks up in stock: the serials and batches a warehouse holds, and where a SKU is stocked.

export interface StockBatch {
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  qty: number;
}

export const serialsAvailable = (skuId: string, warehouseId: string) =>
  call<{ data: { serialNo: string }[] }>('SerialNo/Available', { skuId, warehouseId }, { quiet: true });
/** A warehouse's batches of a SKU with stock, earliest expiry first. */
export const batchesAvailable = (skuId: string, warehouseId: string) =>
  call<{ data: StockBatch[] }>('ExpiryNo/Available', { skuId, warehouseId }, { quiet: true });
/** Some SKUs' stock over the warehouses the user may see, and what of it is available (a picker's page). */
export const skuAvailable = (skuIds: string[]) =>
  call<{ data: { skuId: string; qty: number; avalidCount: number }[] }>('Stock/Available', { skuIds }, { quiet: true });
export const skuStock = (skuId: string) =>
  call<{ data: { warehouseId: string; warehouseName: string; qty: number }[] }>('Stock/Distributed', { skuId }, { quiet: true });
