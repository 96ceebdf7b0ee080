import { Module } from '@nestjs/common';

/** 订货商城: the store's settings, its products and categories, the public storefront, its orders and customers. */
@Module({
  imports: [],
  controllers: [],
  providers: [],
})
export class ShopModule {}
