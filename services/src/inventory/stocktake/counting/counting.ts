import type { StoredEvent } from '@jxc/infra';
import { D, dec, type Dec } from '../../../shared/decimal';
import { BusinessRuleError, ValidationError } from '../../../shared/errors';
import { eventNames } from '../../../shared/es/event-names';
import type { CountPart, MergedCount } from '../../../contracts';

/**
 * 多人盘点: several people count one stocktake at once, each in a zone or on a shelf (区域/货架). Every count is an
 * event on the stocktake's count stream, with who counted, where and when; the stocktake's owner takes their sum
 * into the 盘点单 and finishes it as any other.
 */
export const countStream = (companyId: string, invtakId: string) => `StocktakeCount-${companyId}-${invtakId}`;

export interface Counted {
  invtakId: string;
  skuId: string;
  zone: string;
  /** Main units, + counted, − taken back (a miscount). */
  qty: string;
  counterId: string;
  counterName: string;
}

export type CountEvent = { type: 'Counted'; data: Counted };

export const COUNT_EVENTS = eventNames('Stocktake', ['Counted'] as const);

/** What each counter has counted of each SKU in each zone. */
export type CountState = Map<string, string>;

const partKey = (c: Pick<Counted, 'zone' | 'counterId' | 'skuId'>) => `${c.zone}|${c.counterId}|${c.skuId}`;

export const evolveCount = (s: CountState, e: CountEvent): CountState =>
  new Map(s).set(
    partKey(e.data),
    dec(s.get(partKey(e.data)) ?? 0)
      .plus(e.data.qty)
      .toString(),
  );

/** A count adds to what this counter has in this zone; taking back more than that is refused. */
export function decideCount(s: CountState, c: Counted): CountEvent[] {
  const qty = dec(c.qty);
  if (qty.isZero()) throw new ValidationError('数量不能为0', 'qty');
  if (
    dec(s.get(partKey(c)) ?? 0)
      .plus(qty)
      .lt(0)
  )
    throw new BusinessRuleError('COUNT_BELOW_ZERO', `您在“${c.zone}”的计数不足${qty.neg().toString()}，不能再减`);
  return [{ type: 'Counted', data: c }];
}

/** The stream's counts summed per SKU, in the order first counted; parts at zero (taken back) are left out. */
export function mergeCounts(events: StoredEvent<Counted>[]): MergedCount[] {
  const bySku = new Map<string, Map<string, CountPart & { sum: Dec }>>();
  for (const e of events) {
    const c = e.data;
    const parts = bySku.get(c.skuId) ?? bySku.set(c.skuId, new Map()).get(c.skuId)!;
    const was = parts.get(partKey(c));
    const sum = (was?.sum ?? new D(0)).plus(c.qty);
    parts.set(partKey(c), { zone: c.zone, counterId: c.counterId, counterName: c.counterName, qty: 0, at: e.metadata.at, sum });
  }
  return [...bySku].flatMap(([skuId, all]) => {
    const parts = [...all.values()].filter((p) => !p.sum.isZero()).map(({ sum, ...p }) => ({ ...p, qty: sum.toNumber() }));
    if (!parts.length) return [];
    const qty = parts.reduce((t, p) => t.plus(p.qty), new D(0)).toNumber();
    return [{ skuId, qty, parts, repeated: parts.length > 1 }];
  });
}
