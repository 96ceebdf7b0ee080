import type { NewEvent } from '@jxc/infra';
import { dec } from '../../shared/decimal';
import { BusinessRuleError, ValidationError } from '../../shared/errors';
import { changedFields, Patch } from '../../shared/patch';
import { evolveStored } from '../../shared/es/event-names';
import { ProductEvent, ProductEvents as E, ProductHeader, SkuData, UnitDef } from './product.events';

export interface ProductState {
  exists: boolean;
  removed: boolean;
  enabled: boolean;
  header: ProductHeader | null;
  skus: Map<string, SkuData>;
}

export const initialProduct: ProductState = { exists: false, removed: false, enabled: true, header: null, skus: new Map() };

function evolveProductEvent(s: ProductState, e: ProductEvent): ProductState {
  switch (e.type) {
    case 'Created': {
      const { skus, productId: _, ...header } = e.data;
      return { exists: true, removed: false, enabled: true, header, skus: new Map(skus.map((k) => [k.skuId, k])) };
    }
    case 'Updated':
      return { ...s, header: { ...s.header!, ...e.data } };
    case 'SkuAdded':
    case 'SkuUpdated': {
      const { bill: _, ...sku } = e.data;
      const skus = new Map(s.skus);
      skus.set(sku.skuId, { ...skus.get(sku.skuId)!, ...sku });
      return { ...s, skus };
    }
    case 'SkuRemoved': {
      const skus = new Map(s.skus);
      skus.delete(e.data.skuId);
      return { ...s, skus };
    }
    case 'Enabled':
    case 'Disabled':
      return { ...s, enabled: e.type === 'Enabled' };
    case 'Removed':
      return { ...s, removed: true };
    case 'GradePricesSet':
      return s;
  }
}

export const evolveProduct = evolveStored(E, evolveProductEvent);

/** Units: the main unit (ratio 1) plus others with distinct names and ratios above 1. */
export function checkUnits(mainUnit: string, units: UnitDef[]): UnitDef[] {
  const all = [{ unitName: mainUnit, ratio: '1' }, ...units.filter((u) => u.unitName !== mainUnit)];
  const names = new Set<string>();
  for (const u of all) {
    if (names.has(u.unitName)) throw new ValidationError(`单位“${u.unitName}”重复`, 'units');
    names.add(u.unitName);
    if (u !== all[0] && !dec(u.ratio).gt(1)) throw new ValidationError(`单位“${u.unitName}”的换算比例必须大于1`, 'units');
  }
  return all;
}

/** SKUs: at least one, specs distinct within the product, lowest price not above the sale price, limits ordered. */
export function checkSkus(skus: SkuData[]) {
  if (!skus.length) throw new ValidationError('商品至少需要一个规格', 'skus');
  const specs = new Set<string>();
  const codes = new Set<string>();
  skus.forEach((k, i) => {
    const row = `第${i + 1}个规格`;
    if (specs.has(k.spec)) throw new ValidationError(`${row}的规格“${k.spec || '默认'}”重复`, 'skus');
    specs.add(k.spec);
    if (k.barCode) {
      if (codes.has(k.barCode)) throw new ValidationError(`${row}的条码${k.barCode}重复`, 'skus');
      codes.add(k.barCode);
    }
    if (k.lowStock !== null && k.highStock !== null && dec(k.lowStock).gt(k.highStock))
      throw new ValidationError(`${row}的最低库存不能大于最高库存`, 'skus');
  });
}

/** A missing or removed product: 422 NOT_FOUND (also for another company's id, whose stream reads empty). */
export function liveProduct(s: ProductState) {
  if (!s.exists || s.removed) throw new BusinessRuleError('NOT_FOUND', '商品不存在或已删除');
}
const live = liveProduct;

/** What a cleared header field holds: what create stores when the field is left out. */
export const EMPTY_HEADER: Partial<ProductHeader> = { classId: null, serialFlag: false, lifeFlag: false, shelfLifeDays: null, remark: '' };

/** A product header patch: as the header, but `units` are the other units only (the main unit comes first by itself). */
export type HeaderPatch = Patch<ProductHeader>;

export const decideProduct = {
  /**
   * The given header fields over the current ones (see shared/patch: not given kept, null cleared); the units are
   * checked again when they or the main unit change. SKUs, when given, are the whole list: given ones are updated
   * (by skuId) or added, absent ones removed; when not given they stay as they are. Events hold only what changes.
   */
  update(s: ProductState, header: HeaderPatch, skus?: SkuData[]): NewEvent[] {
    live(s);
    const current = s.header!;
    const unitName = header.unitName ?? current.unitName;
    const unitsChange = header.units !== undefined || unitName !== current.unitName;
    const units = unitsChange
      ? checkUnits(unitName, header.units === undefined ? current.units.slice(1) : (header.units ?? []))
      : undefined;
    const events: NewEvent[] = [];
    const h = changedFields(current, { ...header, units }, EMPTY_HEADER);
    if (Object.keys(h).length) events.push({ type: E.Updated, data: h });
    if (skus) {
      checkSkus(skus);
      for (const k of skus) {
        const before = s.skus.get(k.skuId);
        if (!before) events.push({ type: E.SkuAdded, data: k });
        else {
          const c = changedFields(before, k);
          if (Object.keys(c).length) events.push({ type: E.SkuUpdated, data: { ...c, skuId: k.skuId } });
        }
      }
      const kept = new Set(skus.map((k) => k.skuId));
      for (const id of s.skus.keys()) if (!kept.has(id)) events.push({ type: E.SkuRemoved, data: { skuId: id } });
    }
    return events;
  },
  updatePrices(s: ProductState, skuId: string, prices: Partial<SkuData>): NewEvent[] {
    live(s);
    const before = s.skus.get(skuId);
    if (!before) throw new BusinessRuleError('NOT_FOUND', '规格不存在');
    const c = changedFields(before, prices);
    return Object.keys(c).length ? [{ type: E.SkuUpdated, data: { ...c, skuId } }] : [];
  },
  /** Replaces a SKU's level prices (one per customer grade). */
  setGradePrices(s: ProductState, skuId: string, prices: { gradeId: string; price: string }[]): NewEvent[] {
    live(s);
    if (!s.skus.has(skuId)) throw new BusinessRuleError('NOT_FOUND', '规格不存在');
    if (new Set(prices.map((p) => p.gradeId)).size !== prices.length) throw new ValidationError('同一等级只能设置一个价格', 'prices');
    return [{ type: E.GradePricesSet, data: { skuId, prices } }];
  },
  status(s: ProductState, change: 'enable' | 'disable' | 'remove'): NewEvent[] {
    live(s);
    if (change === 'enable' && s.enabled) throw new BusinessRuleError('BAD_STATUS', '该商品已是启用状态');
    if (change === 'disable' && !s.enabled) throw new BusinessRuleError('BAD_STATUS', '该商品已是停用状态');
    return [{ type: { enable: E.Enabled, disable: E.Disabled, remove: E.Removed }[change], data: {} }];
  },
};
