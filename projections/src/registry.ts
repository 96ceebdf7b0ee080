import { classTreeProjection } from './catalog/class-tree.projection';
import { masterDataProjection } from './catalog/master-data.projection';
import { productProjection } from './catalog/product.projection';
import type { EntityClass } from './data-source';
import { MasterRecordRow } from './catalog/master-record.entity';
import { documentsProjection } from './documents/documents.projection';
import { balancesProjection } from './finance/balances.projection';
import { settlementsProjection } from './finance/settlements.projection';
import { CompanyRow, RoleRow, UserRow } from './identity/identity.entities';
import { stockProjection } from './inventory/stock.projection';
import { trackingProjection } from './inventory/tracking.projection';
import { salesLedgerProjection } from './reports/sales-ledger.projection';
import { identityProjection } from './identity/identity.projection';
import { Projection } from './runner/projection';

/** Every read model of the product, each defined in its bounded context's folder. */
export const PROJECTIONS: Projection[] = [identityProjection, masterDataProjection, classTreeProjection, productProjection, documentsProjection, stockProjection, trackingProjection, balancesProjection, salesLedgerProjection, settlementsProjection];

/** TypeORM entities of those read models. */
export const READ_MODEL_ENTITIES: EntityClass[] = [CompanyRow, UserRow, RoleRow, MasterRecordRow];
