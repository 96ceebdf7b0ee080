import { Module } from '@nestjs/common';
import { DocumentEngineModule } from '../document-engine';
import { ProductComboHandler } from './combo/product-combo.commands';
import { ProductComboController } from './combo/product-combo.http.controller';
import { ProductComboQueries } from './combo/product-combo.queries';
import { CustomVisitHandler } from './visit/custom-visit.commands';
import { CustomVisitController } from './visit/custom-visit.http.controller';
import { CustomVisitQueries } from './visit/custom-visit.queries';

/** 营销: customer visits by staff and product combos (预存款 and 押金 are the finance module's). */
@Module({
  imports: [DocumentEngineModule],
  controllers: [CustomVisitController, ProductComboController],
  providers: [CustomVisitQueries, CustomVisitHandler, ProductComboQueries, ProductComboHandler],
})
export class MarketingModule {}
