import { Module } from '@nestjs/common';

/** 营销: customer visits by staff and product combos (预存款 and 押金 are the finance module's). */
@Module({
  imports: [],
  controllers: [],
  providers: [],
})
export class MarketingModule {}
