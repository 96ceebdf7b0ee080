import type { ComponentType } from 'react';
import type { Screens } from '../../router/handle';
import { lazyPage } from '../../router/lazyPage';
import type { ImportKind } from './api';
import type { TreeKey } from './ClassificationPage';
import type { MasterKey } from './masterScreens';

/** A route's lazy loader for a component made from a description (resolved once per route). */
const made = (load: () => Promise<ComponentType>) => lazyPage(async () => ({ Page: await load() }), 'Page');
const master = (key: MasterKey) => made(async () => (await import('./MasterPages')).masterPage(key));
const tree = (key: TreeKey) => made(async () => (await import('./ClassificationPage')).classificationPage(key));
const imports = (kind: ImportKind) => made(async () => (await import('./ImportPage')).importPage(kind));
const productForm = lazyPage(() => import('./product/ProductForm'), 'ProductForm');

/** Master-data screens (products, customers, suppliers, warehouses, accounts …) by route path. */
export const CATALOG_SCREENS: Screens = {
  '/management/List': lazyPage(() => import('./product/ProductList'), 'ProductList'),
  '/management/Add': productForm,
  '/management/Edit': productForm,
  '/management/CopyAdd': productForm,
  '/management/Detail': lazyPage(() => import('./product/ProductDetail'), 'ProductDetail'),
  '/management/Import': imports('Product'),
  '/management/SupplierAllBack': lazyPage(() => import('./supplierReturns/SupplierReturns'), 'SupplierReturns'),
  '/info/classification': tree('product'),
  '/info/Unit': master('unit'),
  '/info/Property': master('sysSpec'),
  '/price/degree': master('grade'),
  '/price/SetDegree': lazyPage(() => import('./GradePrices'), 'GradePrices'),
  '/client/List': master('custom'),
  '/client/Import': imports('Custom'),
  '/client/classification': tree('custom'),
  '/client/price': lazyPage(() => import('./CustomerPrices'), 'CustomerPrices'),
  '/supplier/list': master('supplier'),
  '/supplier/Import': imports('Supplier'),
  '/supplier/classification': tree('supplier'),
  '/warehouse/list': master('warehouse'),
  '/warehouse/WarehouseArea': master('warehouseArea'),
  '/warehouse/WarehouseLocation': master('warehouseLocation'),
  '/otherStorageType/list': master('storageType'),
  '/account/list': master('account'),
  '/incomeAndExpenditure/classification': master('financeClass'),
  '/express/list': master('express'),
};
