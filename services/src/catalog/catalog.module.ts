import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { ChangeClassTreeHandler, TREE_RESOURCES } from './class-tree/class-tree.commands';
import { classTreeController } from './class-tree/class-tree.http.controller';
import { ChangeMasterRecordStatusHandler, SaveMasterRecordHandler, UpdateMasterRecordHandler } from './master-data/master-data.commands';
import { masterDataController } from './master-data/master-data.http.controller';
import { MasterDataQueries } from './master-data/master-data.queries';
import { MASTER_RESOURCES } from './master-data/resources';

/** Master data: warehouses, customers, suppliers, accounts, units and the other flat records, and products. */
@Module({
  imports: [IdentityModule],
  controllers: [...MASTER_RESOURCES.map(masterDataController), ...TREE_RESOURCES.map(classTreeController)],
  providers: [MasterDataQueries, ChangeClassTreeHandler, SaveMasterRecordHandler, UpdateMasterRecordHandler, ChangeMasterRecordStatusHandler],
  exports: [MasterDataQueries],
})
export class CatalogModule {}
