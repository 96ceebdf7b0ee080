import type { StoreSettings } from '../../contracts';
import { eventNames } from '../../shared/es/event-names';

/** A company's store is one stream, `Store-{companyId}`; its public code is reserved once, `StoreCode-{code}`. */
export type StoreEvent =
  | { type: 'Created'; data: StoreSettings & { storeCode: string } }
  | { type: 'Updated'; data: Partial<Omit<StoreSettings, 'open'>> }
  | { type: 'Opened' | 'Closed'; data: Record<string, never> };

export const STORE_EVENTS = eventNames('Store', [
  'Created',
  'Updated',
  'Opened',
  'Closed',
] as const satisfies readonly StoreEvent['type'][]);
export const STORE_CODE_RESERVED = 'StoreCodeReserved';

/** 系统重置 keeps the store and its code: the storefront's address stays what customers know. */
export const STORE_KEPT_ON_RESET = ['Store', 'StoreCode'];
