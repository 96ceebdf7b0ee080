import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { IdentityModule } from '../identity';
import { CustomVisitHandler } from './visit/custom-visit.commands';
import { CustomVisitController } from './visit/custom-visit.http.controller';
import { CustomVisitQueries } from './visit/custom-visit.queries';

/** 营销: customer visits by staff and product combos (预存款 and 押金 are the finance module's). */
@Module({
  imports: [IdentityModule, CatalogModule],
  controllers: [CustomVisitController],
  providers: [CustomVisitQueries, CustomVisitHandler],
})
export class MarketingModule {}
