import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { AnnexController } from './annex/annex.http.controller';
import { AnnexQueries } from './annex/annex.queries';
import { ChangeClassTreeHandler, TREE_RESOURCES } from './class-tree/class-tree.commands';
import { classTreeController } from './class-tree/class-tree.http.controller';
import { ClassTreeQueries } from './class-tree/class-tree.queries';
import { ChangeMasterRecordStatusHandler, SaveMasterRecordHandler, UpdateMasterRecordHandler } from './master-data/master-data.commands';
import { masterDataController } from './master-data/master-data.http.controller';
import { MasterDataQueries } from './master-data/master-data.queries';
import { ImportController } from './import/import.http.controller';
import { AutoCodes } from './code-rule/auto-code';
import { SetCodeRuleHandler } from './code-rule/code-rule.commands';
import { CodeRuleController } from './code-rule/code-rule.http.controller';
import { CodeRuleQueries } from './code-rule/code-rule.queries';
import { ImportService } from './import/import.service';
import { CustomBatchController } from './master-data/custom-batch.http.controller';
import { MASTER_RESOURCES } from './master-data/resources';
import { GradePriceController } from './product/grade-price.http.controller';
import { GradePriceQueries } from './product/grade-price.queries';
import {
  ChangeProductStatusHandler,
  CreateProductHandler,
  SetGradePricesHandler,
  UpdateProductHandler,
  UpdateSkuPriceHandler,
} from './product/product.commands';
import { ProductController } from './product/product.http.controller';
import { ProductQueries } from './product/product.queries';

/** Master data: warehouses, customers, suppliers, accounts, units and the other flat records, and products. */
@Module({
  imports: [IdentityModule],
  controllers: [
    AnnexController,
    ProductController,
    CodeRuleController,
    GradePriceController,
    ImportController,
    CustomBatchController,
    ...MASTER_RESOURCES.map(masterDataController),
    ...TREE_RESOURCES.map(classTreeController),
  ],
  providers: [
    MasterDataQueries,
    ProductQueries,
    ClassTreeQueries,
    AnnexQueries,
    GradePriceQueries,
    CodeRuleQueries,
    AutoCodes,
    SetCodeRuleHandler,
    ImportService,
    ChangeClassTreeHandler,
    CreateProductHandler,
    UpdateProductHandler,
    UpdateSkuPriceHandler,
    ChangeProductStatusHandler,
    SetGradePricesHandler,
    SaveMasterRecordHandler,
    UpdateMasterRecordHandler,
    ChangeMasterRecordStatusHandler,
  ],
  exports: [MasterDataQueries, ProductQueries],
})
export class CatalogModule {}
