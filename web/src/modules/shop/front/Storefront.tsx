import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PayProviderOption } from '@jxc/services/contracts';
import {
  Button,
  Image,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Tab,
  TabList,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, CartRegular, CheckmarkCircleRegular, ReceiptRegular, BuildingRetailRegular } from '@fluentui/react-icons';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { frontProducts, frontStore, payProviders } from './api';
import { storefrontHome, type QuickMenuEntry } from '../adv/api';
import { StoreBanner } from '../adv/StoreBanner';
import { QuickMenu } from '../label/QuickMenu';
import { cartLines, loadBuyer, loadCart, mostOf, saveCart, setQty, type Cart } from './cart';
import { Checkout } from './Checkout';
import { MyOrders } from './MyOrders';
import { OnlinePay, PayReturn, type PayingOrder } from './OnlinePay';
import { pendingOf, type PendingPayment } from './payment';
import { ProductCard, yuan } from './ProductCard';

const useStyles = makeStyles({
  page: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  column: {
    maxWidth: '600px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} 96px`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    boxSizing: 'border-box',
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  logo: {
    width: '48px',
    height: '48px',
    borderRadius: tokens.borderRadiusCircular,
    flex: '0 0 48px',
    backgroundColor: tokens.colorBrandBackground2,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '24px',
    color: tokens.colorBrandForeground1,
  },
  title: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
  tabs: { overflowX: 'auto', flexWrap: 'nowrap' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    display: 'flex',
    justifyContent: 'center',
  },
  barInner: { width: '100%', maxWidth: '600px', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  barTotal: { flex: 1, display: 'flex', flexDirection: 'column' },
  done: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
    padding: tokens.spacingVerticalXXL,
  },
  doneIcon: { fontSize: '56px', color: tokens.colorPaletteGreenForeground1 },
});

type View =
  | 'shop'
  | 'checkout'
  | 'orders'
  | { placed: PayingOrder }
  | { paying: PayingOrder; provider: PayProviderOption }
  | { returned: PendingPayment };

/** Where the storefront opens: the outcome of a payment the browser comes back from (?paidOrder=), else the shop. */
function firstView(storeCode: string, paidOrder: string | null): View {
  if (!paidOrder) return 'shop';
  const pending = pendingOf(storeCode, paidOrder);
  return pending ? { returned: pending } : 'orders';
}

/**
 * The public storefront at /m/{storeCode}, phone first and without a login: the store's name, logo, notice and hours,
 * its categories and a search, the products on sale with pictures and prices, a cart kept in the browser, the
 * checkout (收货人, 手机号, 送货上门 or 到店自提; 在线支付 when the store takes it, else 货到付款 / 到店自提付款), the order number
 * and its 查询码 once placed (or paid), and 我的订单 (the orders this browser placed, or one found by its phone and 查询码).
 * Paying online shows the provider's QR code on a computer; a phone goes to the provider's page and comes back here
 * (?paidOrder=) to the outcome.
 */
export function Storefront() {
  const s = useStyles();
  const storeCode = useParams().storeCode ?? '';
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<View>(() => firstView(storeCode, params.get('paidOrder')));
  // The provider's return address is read once: the store's own address stays in the browser (a reload shows the shop).
  useEffect(() => {
    if (params.has('paidOrder')) setParams({}, { replace: true });
  }, [params, setParams]);
  const [classId, setClassId] = useState('');
  const [keyword, setKeyword] = useState('');
  const [cart, setCart] = useState<Cart>(() => loadCart(storeCode));
  const store = useLoad(() => frontStore(storeCode), storeCode);
  const home = useLoad(() => storefrontHome(storeCode), storeCode);
  const providers = useLoad(() => payProviders(storeCode), storeCode).data?.providers ?? [];
  const [shown, setShown] = useState(0);
  const products = useLoad(
    () => frontProducts(storeCode, { classId: classId || undefined, keyword: keyword.trim() || undefined }),
    `${storeCode}|${classId}|${keyword.trim()}|${shown}`,
  );
  // Every product in the cart, whatever the category shown, for its lines and total.
  const all = useLoad(() => frontProducts(storeCode, {}), `${storeCode}|all|${shown}`);

  useEffect(() => saveCart(storeCode, cart), [storeCode, cart]);
  useEffect(() => {
    if (store.data) document.title = store.data.storeName;
  }, [store.data]);
  const { lines, count, total } = useMemo(() => cartLines(cart, all.data?.data ?? []), [cart, all.data]);

  const st = store.data;
  if (!st) {
    return store.loading ? (
      <PageSpinner />
    ) : (
      <div className={s.page}>
        <div className={s.column}>
          <MessageBar intent="error">
            <MessageBarBody>店铺不存在或暂时无法访问</MessageBarBody>
          </MessageBar>
        </div>
      </div>
    );
  }
  const short = Math.max(0, st.minOrderAmount - total);
  const hours = st.openTime && st.closeTime ? `营业时间 ${st.openTime}-${st.closeTime}` : '';
  const back = (
    <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => setView('shop')}>
      返回店铺
    </Button>
  );
  // The banner's and the quick menu's links: a category is chosen, a product is searched for by its name.
  const showProduct = (name: string) => {
    setClassId('');
    setKeyword(name);
  };
  const openEntry = (e: QuickMenuEntry) => {
    if (e.linkType === 'product') return showProduct(e.productName ?? '');
    setKeyword('');
    setClassId(e.classId ?? '');
  };

  return (
    <div className={s.page}>
      <main className={s.column}>
        <header className={s.head}>
          {st.logo ? (
            <Image className={s.logo} src={st.logo} alt="" fit="cover" />
          ) : (
            <span className={s.logo} aria-hidden>
              <BuildingRetailRegular />
            </span>
          )}
          <div className={s.title}>
            <Title3 as="h1">{st.storeName}</Title3>
            <Text size={200} className={s.muted}>
              {st.open ? '营业中' : '休息中'}
              {hours && ` · ${hours}`}
            </Text>
          </div>
          <Button appearance="subtle" icon={<ReceiptRegular />} onClick={() => setView('orders')}>
            我的订单
          </Button>
        </header>
        {st.notice && (
          <MessageBar intent="info">
            <MessageBarBody>{st.notice}</MessageBarBody>
          </MessageBar>
        )}
        {!st.open && (
          <MessageBar intent="warning">
            <MessageBarBody>店铺休息中，暂不接单{hours && `（${hours}）`}</MessageBarBody>
          </MessageBar>
        )}

        {view === 'orders' && (
          <>
            {back}
            <MyOrders
              storeCode={storeCode}
              phone={loadBuyer().phone}
              providers={providers}
              onPay={(order, provider) => setView({ paying: order, provider })}
            />
          </>
        )}

        {view === 'checkout' && (
          <>
            {back}
            <Checkout
              store={st}
              lines={lines}
              total={total}
              providers={providers}
              onBack={() => setView('shop')}
              onPlaced={(placed, provider) => {
                setCart({});
                setShown((n) => n + 1);
                setView(provider ? { paying: placed, provider } : { placed });
              }}
            />
          </>
        )}

        {typeof view === 'object' && 'paying' in view && (
          <OnlinePay
            key={`${view.paying.orderId}|${view.provider.key}`}
            storeCode={storeCode}
            order={view.paying}
            provider={view.provider}
            onOrders={() => setView('orders')}
            onShop={() => setView('shop')}
          />
        )}

        {typeof view === 'object' && 'returned' in view && (
          <PayReturn
            storeCode={storeCode}
            pending={view.returned}
            provider={providers.find((p) => p.key === view.returned.provider)}
            onRetry={() => {
              const provider = providers.find((p) => p.key === view.returned.provider);
              setView(provider ? { paying: view.returned, provider } : 'orders');
            }}
            onOrders={() => setView('orders')}
            onShop={() => setView('shop')}
          />
        )}

        {typeof view === 'object' && 'placed' in view && (
          <section className={s.done} aria-label="下单成功">
            <CheckmarkCircleRegular className={s.doneIcon} />
            <Title3 as="h2">下单成功</Title3>
            <Text>
              订单号 <strong>{view.placed.orderNo}</strong>
            </Text>
            <Text>
              查询码 <strong>{view.placed.lookupCode}</strong>
            </Text>
            <Text>订单金额 {yuan(view.placed.totalAmount)}，店家接单后会与您联系。</Text>
            <Text size={200} className={s.muted}>
              本机的「我的订单」已记下这笔订单；在其他手机上查看，请用下单手机号和查询码。
            </Text>
            <Button appearance="primary" onClick={() => setView('orders')}>
              查看我的订单
            </Button>
            <Button onClick={() => setView('shop')}>继续购物</Button>
          </section>
        )}

        {view === 'shop' && (
          <>
            <StoreBanner ads={home.data?.ads ?? []} onOpenProduct={showProduct} />
            <QuickMenu entries={home.data?.labels ?? []} onOpen={openEntry} />
            <SearchBox placeholder="搜索商品" aria-label="搜索商品" value={keyword} onChange={(_, d) => setKeyword(d.value)} />
            {st.categories.length > 0 && (
              <TabList className={s.tabs} selectedValue={classId} onTabSelect={(_, d) => setClassId(String(d.value))} aria-label="商品分类">
                <Tab value="">全部</Tab>
                {st.categories.map((c) => (
                  <Tab key={c.classId} value={c.classId}>
                    {c.className}
                  </Tab>
                ))}
              </TabList>
            )}
            {products.loading && !products.data ? (
              <PageSpinner />
            ) : (
              <ul className={s.list} aria-label="商品">
                {(products.data?.data ?? []).map((p) => (
                  <ProductCard
                    key={p.storeProductId}
                    product={p}
                    qty={cart[p.storeProductId] ?? 0}
                    onQty={(q) => setCart((c) => setQty(c, p.storeProductId, q, mostOf(p)))}
                  />
                ))}
                {products.data && !products.data.data.length && (
                  <Text className={s.muted}>{keyword ? '没有找到相关商品' : '暂无商品'}</Text>
                )}
              </ul>
            )}
          </>
        )}
      </main>

      {view === 'shop' && (
        <footer className={s.bar}>
          <div className={s.barInner}>
            <CartRegular fontSize={28} aria-hidden />
            <div className={s.barTotal} aria-label="购物车" aria-live="polite">
              <Text weight="semibold">{count ? `${count} 件 ${yuan(total)}` : '购物车是空的'}</Text>
              {count > 0 && short > 0 && (
                <Text size={200} className={s.muted}>
                  还差{yuan(short)}起订
                </Text>
              )}
            </div>
            <Button appearance="primary" size="large" disabled={!count || short > 0 || !st.open} onClick={() => setView('checkout')}>
              去结算
            </Button>
          </div>
        </footer>
      )}
    </div>
  );
}
