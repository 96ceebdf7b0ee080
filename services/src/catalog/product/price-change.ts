import type { AppendToStream, StoredEvent } from '@jxc/infra';
import { dec, toDb } from '../../shared/decimal';
import { BusinessRuleError } from '../../shared/errors';
import type { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveProduct, initialProduct, liveProduct, ProductState } from './product';
import { domainEvents } from '../../shared/es/event-names';
import { ProductEvent, ProductEvents as E } from './product.events';

/** The prices a SKU has besides its level prices, which are named `grade:<gradeId>`. */
export const SKU_PRICES = ['salePrice', 'wholesalePrice', 'purchasePrice', 'lowestPrice'] as const;
export type SkuPrice = (typeof SKU_PRICES)[number];

/** One price of one SKU to set (a 调价单's line). */
export interface PriceSetting {
  lineNo: number;
  skuId: string;
  /** salePrice, wholesalePrice, purchasePrice, lowestPrice, or grade:<gradeId>. */
  priceType: string;
  price: string;
}

/** The document that sets prices, named on the events that set them; a write-back's events are its reversal. */
export interface PriceBill {
  docId: string;
  billNo: string;
  billType: number;
  reversal?: true;
}

const gradeOf = (priceType: string) => (priceType.startsWith('grade:') ? priceType.slice('grade:'.length) : undefined);

/** A product with its SKUs' level prices, and what each bill set: the value it found and the one it left. */
interface PricedProduct {
  product: ProductState;
  grades: Map<string, { gradeId: string; price: string }[]>;
  setBy: Map<string, Map<string, { before: string | null; after: string | null }>>;
}

const priceOf = (s: PricedProduct, skuId: string, priceType: string): string | null => {
  const grade = gradeOf(priceType);
  if (grade) return s.grades.get(skuId)?.find((g) => g.gradeId === grade)?.price ?? null;
  return (s.product.skus.get(skuId)?.[priceType as SkuPrice] as string | null | undefined) ?? null;
};

const productEvent = domainEvents<ProductEvent>(E);

/** What a bill set on a SKU: each price's value before it and after. */
function setBy(s: PricedProduct, bill: PriceBill, skuId: string, after: Map<string, string | null>): PricedProduct {
  const set = new Map(s.setBy.get(bill.docId));
  for (const [k, v] of after) set.set(`${skuId}|${k}`, { before: priceOf(s, skuId, k), after: v });
  return { ...s, setBy: new Map(s.setBy).set(bill.docId, set) };
}

function evolvePriced(s: PricedProduct, e: StoredEvent): PricedProduct {
  const event = productEvent(e);
  if (event?.type === 'GradePricesSet') {
    const { skuId, prices, bill } = event.data;
    if (bill && !bill.reversal) s = setBy(s, bill, skuId, new Map(prices.map((p) => [`grade:${p.gradeId}`, p.price])));
    return { ...s, grades: new Map(s.grades).set(skuId, prices) };
  }
  if ((event?.type === 'SkuAdded' || event?.type === 'SkuUpdated') && event.data.bill && !event.data.bill.reversal) {
    const d = event.data;
    s = setBy(s, event.data.bill, d.skuId, new Map(SKU_PRICES.filter((k) => k in d).map((k) => [k, d[k] ?? null])));
  }
  return { ...s, product: evolveProduct(s.product, e) };
}

const samePrice = (a: string | null, b: string | null) => (a === null || b === null ? a === b : dec(a).eq(b));

/** The events of one product that give its SKUs these prices, each naming the bill: one per SKU for its prices, one for its level prices. */
function priceEvents(s: PricedProduct, want: Map<string, Map<string, string | null>>, bill: PriceBill) {
  return [...want].flatMap(([skuId, prices]) => {
    const base = Object.fromEntries([...prices].filter(([k, v]) => !gradeOf(k) && !samePrice(priceOf(s, skuId, k), v)));
    const grades = [...prices].filter(([k, v]) => gradeOf(k) && !samePrice(priceOf(s, skuId, k), v));
    const events: { type: string; data: Record<string, unknown> }[] = Object.keys(base).length
      ? [{ type: E.SkuUpdated, data: { skuId, ...base, bill } }]
      : [];
    if (grades.length) {
      const next = new Map((s.grades.get(skuId) ?? []).map((g) => [g.gradeId, g.price]));
      for (const [k, v] of grades) {
        if (v === null) next.delete(gradeOf(k)!);
        else next.set(gradeOf(k)!, v);
      }
      events.push({ type: E.GradePricesSet, data: { skuId, prices: [...next].map(([gradeId, price]) => ({ gradeId, price })), bill } });
    }
    return events;
  });
}

/** Each product's settings, loaded with its prices and what earlier bills set. */
async function byProduct(es: EventSourcing, companyId: string, settings: PriceSetting[], productOf: Map<string, string>) {
  const products = new Map<string, PriceSetting[]>();
  for (const p of settings) products.set(productOf.get(p.skuId)!, [...(products.get(productOf.get(p.skuId)!) ?? []), p]);
  return Promise.all(
    [...products].map(async ([productId, list]) => {
      const streamId = `Product-${productId}`;
      const { state, version } = await es.load<PricedProduct>(
        streamId,
        companyId,
        { product: initialProduct, grades: new Map(), setBy: new Map() },
        evolvePriced,
      );
      liveProduct(state.product);
      return { streamId, state, version, list };
    }),
  );
}

/**
 * The appends to the products that set these prices (a 调价单's audit), each event naming the bill, at the versions
 * read: a price changed by anyone meanwhile makes the commit fail and the change be decided again.
 */
export async function priceAppends(
  es: EventSourcing,
  companyId: string,
  settings: PriceSetting[],
  productOf: Map<string, string>,
  bill: PriceBill,
): Promise<AppendToStream[]> {
  const loaded = await byProduct(es, companyId, settings, productOf);
  return loaded.flatMap(({ streamId, state, version, list }) => {
    const want = new Map<string, Map<string, string | null>>();
    for (const p of list) want.set(p.skuId, (want.get(p.skuId) ?? new Map()).set(p.priceType, toDb(dec(p.price))));
    const events = priceEvents(state, want, bill);
    return events.length ? [{ streamId, streamType: 'Product', expectedVersion: version, events }] : [];
  });
}

/**
 * The appends that put back what the bill set (its write-back): each price as the bill found it, unless it was
 * changed again since, which is refused naming the line (the later change would be lost).
 */
export async function priceRestoreAppends(
  es: EventSourcing,
  companyId: string,
  settings: PriceSetting[],
  productOf: Map<string, string>,
  bill: PriceBill,
): Promise<AppendToStream[]> {
  const loaded = await byProduct(es, companyId, settings, productOf);
  return loaded.flatMap(({ streamId, state, version, list }) => {
    const set = state.setBy.get(bill.docId) ?? new Map();
    const want = new Map<string, Map<string, string | null>>();
    for (const p of list) {
      const done = set.get(`${p.skuId}|${p.priceType}`);
      if (!done) continue;
      const now = priceOf(state, p.skuId, p.priceType);
      if (!samePrice(now, done.after))
        throw new BusinessRuleError('PRICE_CHANGED', `明细第${p.lineNo}行的价格在本单之后已被改为${now ?? '空'}，不能红冲`, {
          lineNo: p.lineNo,
        });
      want.set(p.skuId, (want.get(p.skuId) ?? new Map()).set(p.priceType, done.before));
    }
    const events = priceEvents(state, want, { ...bill, reversal: true });
    return events.length ? [{ streamId, streamType: 'Product', expectedVersion: version, events }] : [];
  });
}
