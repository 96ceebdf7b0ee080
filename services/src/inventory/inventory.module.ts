import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { DataController } from './data.http.controller';
import { StockController, StockWarningController } from './stock.http.controller';
import { StockQueries } from './stock.queries';

/** Stock read side: stock by warehouse, flows, warnings, header counters. */
@Module({ imports: [IdentityModule], controllers: [StockController, StockWarningController, DataController], providers: [StockQueries], exports: [StockQueries] })
export class InventoryModule {}
