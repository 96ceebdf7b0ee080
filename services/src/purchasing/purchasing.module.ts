import { Module } from '@nestjs/common';
import { documentController, DocumentEngineModule, ExamineController } from '../document-engine';
import { stockConfirmationController } from '../inventory';
import { BUY, BUY_OFFER, BUY_RETURN } from './purchasing.kind';
import { ReplenishController } from './replenish/replenish.http.controller';
import { ReplenishQueries } from './replenish/replenish.queries';
import { SetReplenishRulesHandler } from './replenish/replenish-rule.commands';

/** Pre-purchase orders, purchases and purchase returns (whose goods the warehouse may confirm in or out apart); 智能补货. */
@Module({
  imports: [DocumentEngineModule],
  controllers: [
    ExamineController,
    ...[BUY, BUY_RETURN, BUY_OFFER].map(documentController),
    ...[BUY, BUY_RETURN].map(stockConfirmationController),
    ReplenishController,
  ],
  providers: [ReplenishQueries, SetReplenishRulesHandler],
})
export class PurchasingModule {}
