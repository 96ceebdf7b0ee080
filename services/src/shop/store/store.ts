import { ValidationError } from '../../shared/errors';
import { changedFields, Patch } from '../../shared/patch';
import type { StoreSettings } from '../../contracts';
import type { StoreEvent } from './store.events';

export interface StoreState {
  /** Set once, when the store is first saved; null before. */
  storeCode: string | null;
  settings: StoreSettings;
}

/** What a field cleared in an update holds. */
const EMPTY: Partial<StoreSettings> = { notice: '', phone: '', address: '', minOrderAmount: '0', delivery: false, pickup: false };

export const initialStore = (defaults: StoreSettings): StoreState => ({ storeCode: null, settings: defaults });

export function evolveStore(s: StoreState, e: StoreEvent): StoreState {
  switch (e.type) {
    case 'Created': {
      const { storeCode, ...settings } = e.data;
      return { storeCode, settings };
    }
    case 'Updated':
      return { ...s, settings: { ...s.settings, ...e.data } };
    case 'Opened':
    case 'Closed':
      return { ...s, settings: { ...s.settings, open: e.type === 'Opened' } };
  }
}

function check(next: StoreSettings) {
  if (!next.delivery && !next.pickup) throw new ValidationError('配送方式至少选择一种：送货上门或到店自提', 'delivery');
  if ((next.openTime === null) !== (next.closeTime === null))
    throw new ValidationError('营业时间需同时填写开始时间和结束时间', next.openTime === null ? 'openTime' : 'closeTime');
  if (next.openTime !== null && next.openTime === next.closeTime) throw new ValidationError('营业结束时间不能与开始时间相同', 'closeTime');
  if (next.open && !next.warehouseId) throw new ValidationError('请先选择发货仓库再开始营业', 'warehouseId');
}

/**
 * 店铺设置 saved: the first save opens the store (its settings are the defaults with the changes over them, and it takes
 * `newCode`, which never changes after); later saves record what changed, 营业/休息 as its own event.
 */
export function decideStore(s: StoreState, changes: Patch<StoreSettings>, newCode: string): StoreEvent[] {
  const { open, ...rest } = changes;
  const changed = changedFields<Omit<StoreSettings, 'open'>>(s.settings, rest, EMPTY);
  const next: StoreSettings = { ...s.settings, ...changed, open: open === undefined ? s.settings.open : open === true };
  check(next);
  if (s.storeCode === null) return [{ type: 'Created', data: { storeCode: newCode, ...next } }];
  const events: StoreEvent[] = Object.keys(changed).length ? [{ type: 'Updated', data: changed }] : [];
  if (next.open !== s.settings.open) events.push({ type: next.open ? 'Opened' : 'Closed', data: {} });
  return events;
}
