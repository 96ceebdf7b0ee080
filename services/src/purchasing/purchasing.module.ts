import { Module } from '@nestjs/common';
import { documentController, DocumentEngineModule, ExamineController } from '../document-engine';
import { BUY, BUY_OFFER, BUY_RETURN } from './purchasing.kinds';

/** Pre-purchase orders, purchases and purchase returns. */
@Module({ imports: [DocumentEngineModule], controllers: [ExamineController, ...[BUY, BUY_RETURN, BUY_OFFER].map(documentController)] })
export class PurchasingModule {}
