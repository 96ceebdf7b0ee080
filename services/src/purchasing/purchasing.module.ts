import { Module } from '@nestjs/common';
import { documentController, DocumentEngineModule, ExamineController } from '../document-engine';
import { stockConfirmationController } from '../inventory';
import { BUY, BUY_OFFER, BUY_RETURN } from './purchasing.kind';

/** Pre-purchase orders, purchases and purchase returns (whose goods the warehouse may confirm in or out apart). */
@Module({
  imports: [DocumentEngineModule],
  controllers: [
    ExamineController,
    ...[BUY, BUY_RETURN, BUY_OFFER].map(documentController),
    ...[BUY, BUY_RETURN].map(stockConfirmationController),
  ],
})
export class PurchasingModule {}
