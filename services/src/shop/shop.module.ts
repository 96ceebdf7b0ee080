import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { DocumentEngineModule } from '../document-engine';
import { PlaceOrderHandler } from './front/place-order';
import { STOREFRONT_LIMITS, StorefrontController, StorefrontThrottler } from './front/storefront.http.controller';
import { StorefrontQueries } from './front/storefront.queries';
import { StepOrderHandler, TurnOrderHandler } from './order/store-order.commands';
import { StoreOrderController } from './order/store-order.http.controller';
import { StoreOrderQueries } from './order/store-orders.queries';
import { LapseOrdersHandler, OverdueOrders } from './order/lapse-orders';
import { LinkStoreUserHandler } from './user/store-user.commands';
import { ShopPictures } from './pictures';
import { StoreCatalog } from './catalog/store-catalog';
import { ChangeStoreClassesHandler, ChangeStoreProductsHandler, PublishStoreProductHandler } from './catalog/store-catalog.commands';
import { StoreCatalogQueries } from './catalog/store-catalog.queries';
import { StoreClassController } from './catalog/store-class.http.controller';
import { StoreProductController } from './catalog/store-product.http.controller';
import { SaveStoreHandler } from './store/store.commands';
import { StoreInfoController } from './store/store.http.controller';
import { StoreQueries } from './store/store.queries';
import { StoreUserController } from './user/store-user.http.controller';
import { STORE_ADV } from './adv/adv.kind';
import { StorefrontHomeController } from './adv/front-home.http.controller';
import { FormulaUploadsController } from './formula/formula-uploads.http.controller';
import { STORE_FORMULA } from './formula/formula.kind';
import { STORE_LABEL } from './label/label.kind';
import { OrderTradeController, PayOrderController, PaySettingController } from './pay/pay.http.controller';
import { Payments } from './pay/payments';
import { PayQueries } from './pay/pay.queries';
import { PaymentProviders } from './pay/providers';
import { RateLimits } from '../shared/http/rate-limits';
import { StoreRecordHandler } from './records/store-record.commands';
import { storeRecordController } from './records/store-record.http.controller';
import { StoreRecordQueries } from './records/store-record.queries';

/** 订货商城: the store's settings, its products and categories, the public storefront, its orders and customers. */
@Module({
  imports: [DocumentEngineModule, ThrottlerModule.forRoot([{ name: 'default', ...STOREFRONT_LIMITS.reads }])],
  controllers: [
    StorefrontController,
    StoreOrderController,
    StoreUserController,
    StoreInfoController,
    StoreClassController,
    StoreProductController,
    ...[STORE_ADV, STORE_LABEL, STORE_FORMULA].map(storeRecordController),
    FormulaUploadsController,
    StorefrontHomeController,
    PaySettingController,
    PayOrderController,
    OrderTradeController,
  ],
  providers: [
    StorefrontQueries,
    StorefrontThrottler,
    RateLimits,
    PlaceOrderHandler,
    StepOrderHandler,
    TurnOrderHandler,
    LinkStoreUserHandler,
    StoreOrderQueries,
    LapseOrdersHandler,
    OverdueOrders,
    ShopPictures,
    StoreQueries,
    SaveStoreHandler,
    StoreCatalogQueries,
    StoreCatalog,
    ChangeStoreClassesHandler,
    PublishStoreProductHandler,
    ChangeStoreProductsHandler,
    StoreRecordQueries,
    StoreRecordHandler,
    Payments,
    PayQueries,
    PaymentProviders,
  ],
})
export class ShopModule {}
