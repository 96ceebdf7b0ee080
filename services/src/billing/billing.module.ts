import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { ShopModule } from '../shop';
import { BillingConsoleController, EditionController } from './billing.http.controller';
import { Billing } from './billing.service';

@Module({
  imports: [IdentityModule, ShopModule],
  controllers: [EditionController, BillingConsoleController],
  providers: [Billing],
})
export class BillingModule {}
