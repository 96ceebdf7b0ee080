import type { ProductDetail, SkuGradePriceRow, SkuView, StaffOption } from '@jxc/services/contracts';
import { call } from '../../api/http';
import type { BatchResult, FilePayload, HistoryEntry, Page, PageQuery } from '../../api/types';
import type { ClassNode, TreeApi } from '../../kit/classTree';

export type { ProductDetail, SkuGradePriceRow } from '@jxc/services/contracts';

/** A master-data record as the server answers it: its fields, the id field, enabled 1/0 and timestamps. */
export type MasterRecord = Record<string, unknown> & { enabled: number; createTime: string };
export type WithHistory<T> = T & { history: HistoryEntry[] };

/** A page query with the group's extra filters (enabled, warehouseId, classId …). */
export type FilteredQuery = PageQuery & Record<string, unknown>;

/**
 * `/api/{group}/PageQuery|Options|Detail|Save|Update|Remove|Enable|Disable` of one kind of flat master data
 * (services/src/catalog/master-data/resources.ts). Writes are quiet: forms place the message under its field.
 */
export function masterApi<T extends MasterRecord = MasterRecord>(group: string, idField: string) {
  const id = (recordId: string) => ({ [idField]: recordId });
  return {
    page: (q: FilteredQuery) => call<Page<T>>(`${group}/PageQuery`, q),
    /** Enabled records for pickers: any signed-in user may ask, unlike PageQuery. */
    options: (q: FilteredQuery) => call<Page<T>>(`${group}/Options`, q),
    detail: (recordId: string) => call<WithHistory<T>>(`${group}/Detail`, id(recordId)),
    save: (values: Record<string, unknown>) => call<Record<string, string>>(`${group}/Save`, values, { quiet: true }),
    update: (recordId: string, values: Record<string, unknown>) =>
      call<Record<string, string>>(`${group}/Update`, { ...values, ...id(recordId) }, { quiet: true }),
    remove: (recordId: string) => call<unknown>(`${group}/Remove`, id(recordId)),
    enable: (recordId: string) => call<unknown>(`${group}/Enable`, id(recordId)),
    disable: (recordId: string) => call<unknown>(`${group}/Disable`, id(recordId)),
  };
}
export type MasterApi = ReturnType<typeof masterApi>;

/** `/api/{group}/TreeQuery|AddNode|UpdateNode|MoveNode|RemoveNode` of a class tree. */
export function treeApi(group: string): TreeApi {
  return {
    /** Every node in display order, parents before their children. */
    tree: () => call<{ data: ClassNode[] }>(`${group}/TreeQuery`),
    add: (className: string, parentId?: string) =>
      call<{ classId: string }>(`${group}/AddNode`, { className, ...(parentId && { parentId }) }, { quiet: true }),
    rename: (classId: string, className: string) => call<unknown>(`${group}/UpdateNode`, { classId, className }, { quiet: true }),
    move: (classId: string, parentId?: string) =>
      call<unknown>(`${group}/MoveNode`, { classId, ...(parentId && { parentId }) }, { quiet: true }),
    remove: (classId: string) => call<unknown>(`${group}/RemoveNode`, { classId }),
  };
}

export const PRODUCT_CLASSES = treeApi('ProductClass');
export const CUSTOM_CLASSES = treeApi('CustomClass');
export const SUPPLIER_CLASSES = treeApi('SupplierClass');

// ---- Products

/** Prices are null when the user lacks the price flag. */
export type Sku = SkuView;

export interface SkuInput {
  skuId?: string;
  spec?: string;
  barCode?: string;
  salePrice: string;
  purchasePrice: string;
  wholesalePrice?: string;
  lowestPrice?: string;
  lowStock?: string;
  highStock?: string;
}

export interface ProductInput {
  productName: string;
  productCode: string;
  unitName: string;
  classId?: string;
  units?: { unitName: string; ratio: string }[];
  serialFlag?: boolean;
  lifeFlag?: boolean;
  shelfLifeDays?: string;
  remark?: string;
  skus: SkuInput[];
}

export type ProductQuery = PageQuery & { classId?: string; enabled?: boolean };
export type ProductBatch = 'enable' | 'disable' | 'remove';

export const productPage = (q: ProductQuery) => call<Page<Sku>>('Product/PageQuery', q);
export const productDetail = (productId: string) => call<ProductDetail>('Product/SpuDetail', { productId });
export const saveProduct = (p: ProductInput) => call<{ productId: string }>('Product/Save', p, { quiet: true });
export const updateProduct = (p: ProductInput & { productId: string }) => call<{ productId: string }>('Product/Update', p, { quiet: true });
export const removeProduct = (productId: string) => call<unknown>('Product/Remove', { productId });
export const batchProducts = (productIds: string[], operate: ProductBatch) =>
  call<BatchResult>('Product/BatchOperator', { productIds, operate });
export const batchProductClass = (productIds: string[], classId: string) =>
  call<BatchResult>('Product/BatchModifyClass', { productIds, classId });
export const barCodeRepeat = (barCode: string, skuId?: string) =>
  call<{ repeat: boolean }>('Product/CheckBarCodeRepeat', { barCode, ...(skuId && { skuId }) }, { quiet: true });
export const matchSku = (keyword: string) => call<{ data: Sku[] }>('Product/SmartMatchSku', { keyword }, { quiet: true });

export const gradePricePage = (q: PageQuery & { gradeId: string }) => call<Page<SkuGradePriceRow>>('SkuDegreePrice/PageQuery', q);
export const saveGradePrices = (skuId: string, prices: { gradeId: string; price: string }[]) =>
  call<unknown>('SkuDegreePrice/Save', { skuId, prices }, { quiet: true });

// ---- Customers

export type CustomBatchField = 'shareFlag' | 'classId' | 'ownerUserId' | 'labels' | 'gradeId' | 'overdueDays';

const CUSTOM_BATCH_ACTIONS: Record<CustomBatchField, string> = {
  shareFlag: 'BatchUpdateShare',
  classId: 'BatchUpdateClass',
  ownerUserId: 'BatchUpdateUser',
  labels: 'BatchUpdateLabel',
  gradeId: 'BatchUpdateDegree',
  overdueDays: 'BatchUpdateOverdueDays',
};

export const batchCustoms = (field: CustomBatchField, customIds: string[], value: unknown) =>
  call<BatchResult>(`Custom/${CUSTOM_BATCH_ACTIONS[field]}`, { customIds, [field]: value }, { quiet: true });
export const periodInitAmount = (customId: string, initAmount: string) =>
  call<unknown>('Custom/PeriodInitAmt', { customId, initAmount }, { quiet: true });

/** The company's active staff (User/Options): any signed-in user may ask, unlike User/PageQuery. */
export const userOptions = () => call<{ data: StaffOption[] }>('User/Options');

// ---- Excel import

export type ImportKind = 'Custom' | 'Supplier' | 'Product';
export type ImportStatus = 'running' | 'done' | 'failed' | 'interrupted';

export interface ImportProgress {
  status: ImportStatus;
  total: number;
  done: number;
  success: number;
  failed: number;
  percent: number;
  errors: { rowNo: number; message: string }[];
}

export const startImport = (kind: ImportKind, file: FilePayload) =>
  call<{ importId: string; total: number }>(`ImportExcel/Import${kind}`, file, { quiet: true });
export const importProgress = (importId: string) => call<ImportProgress>('ImportExcel/QueryProcess', { importId });
export const importErrors = (importId: string) => call<FilePayload>('ImportExcel/ErrorList', { importId });
export const importTemplate = (kind: ImportKind) => call<FilePayload>('ImportExcel/Template', { kind });

// ---- Attachments (product pictures)

export interface Annex {
  annexId: string;
  fileName: string;
  /** A signed URL, good for about an hour: use it as it comes (an img src), do not keep it. */
  url: string;
}

export const appendAnnex = (file: FilePayload, ownerType: string, ownerId: string) =>
  call<Annex>('Annex/Append', { ...file, ownerType, ownerId }, { quiet: true });
export const annexList = (ownerType: string, ownerId: string) => call<Page<Annex>>('Annex/List', { ownerType, ownerId });
export const removeAnnex = (annexId: string) => call<unknown>('Annex/Remove', { annexId });
