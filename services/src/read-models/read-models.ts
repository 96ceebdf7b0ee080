import { honourCompanyReset, type EntityClass, type Projection } from '@jxc/projections';
import { auditRecordsProjection } from '../audit';
import { priceChangesProjection } from '../pricing';
import { customVisitsProjection, productCombosProjection } from '../marketing';
import { classTreeProjection, masterDataProjection, MasterRecordRow, productProjection } from '../catalog';
import { dataImportsProjection } from '../data-import';
import { documentsProjection } from '../document-engine';
import {
  accountTransfersProjection,
  financeFlowsProjection,
  balancesProjection,
  invoicesProjection,
  refundsProjection,
  settlementsProjection,
  customCzsProjection,
  prepaidLedgerProjection,
  statementsProjection,
} from '../finance';
import { CompanyRow, identityProjection, RoleRow, UserRow } from '../identity';
import { ledgerProjection } from '../ledger';
import { announcementsProjection } from '../operator';
import { openingReversalsProjection, skuLocationProjection, stockAsOfProjection, stockProjection, trackingProjection } from '../inventory';
import { cloudPrintersProjection, printTemplatesProjection } from '../printing';
import { replenishProjection, replenishRulesProjection } from '../purchasing';
import { stockDaysProjection, tradeLinesProjection } from '../reports';
import {
  storeCatalogProjection,
  storeOrdersProjection,
  storesProjection,
  storeRecordsProjection,
  paySettingsProjection,
  payOrdersProjection,
} from '../shop';

/** Every read model of the product, each honouring 系统重置; each lives in its module beside the queries it serves. */
export const PROJECTIONS: Projection[] = [
  identityProjection,
  masterDataProjection,
  classTreeProjection,
  productProjection,
  documentsProjection,
  stockProjection,
  openingReversalsProjection,
  stockAsOfProjection,
  trackingProjection,
  skuLocationProjection,
  balancesProjection,
  tradeLinesProjection,
  stockDaysProjection,
  replenishProjection,
  replenishRulesProjection,
  settlementsProjection,
  accountTransfersProjection,
  financeFlowsProjection,
  refundsProjection,
  invoicesProjection,
  customCzsProjection,
  prepaidLedgerProjection,
  statementsProjection,
  ledgerProjection,
  printTemplatesProjection,
  cloudPrintersProjection,
  priceChangesProjection,
  customVisitsProjection,
  productCombosProjection,
  storeOrdersProjection,
  storesProjection,
  storeCatalogProjection,
  storeRecordsProjection,
  paySettingsProjection,
  payOrdersProjection,
  dataImportsProjection,
  auditRecordsProjection,
  announcementsProjection,
].map(honourCompanyReset);

/** TypeORM entities of those read models. */
export const READ_MODEL_ENTITIES: EntityClass[] = [CompanyRow, UserRow, RoleRow, MasterRecordRow];
