import { Inject, Module, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import { FinanceModule } from '../finance';
import { APP_CONFIG } from '../shared/persistence/tokens';
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
import { PayAccounts } from './pay/pay-accounts.service';
import { PayPostings } from './pay/pay-postings.service';
import { StatementPay } from './pay/statement-pay.service';
import { StatementPayController } from './pay/statement-pay.http.controller';
import { PaySweep } from './pay/pay-sweep.service';
import { Reconciliation } from './pay/reconciliation.service';
import { wechatPay } from './pay/wechat/wechat-pay';
import { alipay } from './pay/alipay/alipay';
import { RateLimits } from '../shared/http/rate-limits';
import { StoreRecordHandler } from './records/store-record.commands';
import { storeRecordController } from './records/store-record.http.controller';
import { StoreRecordQueries } from './records/store-record.queries';

/** 订货商城: the store's settings, its products and categories, the public storefront, its orders and customers. */
@Module({
  imports: [DocumentEngineModule, FinanceModule, ThrottlerModule.forRoot([{ name: 'default', ...STOREFRONT_LIMITS.reads }])],
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
    StatementPayController,
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
    PayAccounts,
    PayPostings,
    StatementPay,
    PaySweep,
    Reconciliation,
  ],
  exports: [Payments, PayAccounts],
})
export class ShopModule implements OnModuleInit {
  constructor(
    private readonly providers: PaymentProviders,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** WeChat Pay and Alipay, on the gateways configured (their production hosts unless pointed at a sandbox or a stand-in). */
  onModuleInit() {
    this.providers.add(wechatPay(this.config.payGateways.wechat));
    this.providers.add(alipay(this.config.payGateways.alipay));
  }
}
