import { Module } from '@nestjs/common';
import { DocumentEngineModule } from '../document-engine';
import { ChangePriceController } from './change-price.http.controller';
import { ApplyDuePriceChangesHandler, DuePriceChanges } from './due-price-changes';
import { PriceListController } from './price-list.http.controller';
import { PriceQueries } from './price.queries';

/** 价格管理: 调价单 (taking effect on its date), the 价格表 and each SKU's price history. 成本调价 is the inventory's. */
@Module({
  imports: [DocumentEngineModule],
  controllers: [ChangePriceController, PriceListController],
  providers: [PriceQueries, ApplyDuePriceChangesHandler, DuePriceChanges],
})
export class PricingModule {}
