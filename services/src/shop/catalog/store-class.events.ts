import { eventNames } from '../../shared/es/event-names';

/** 商城商品分类: a company's store categories are one stream, `StoreClasses-{companyId}`. */
export type StoreClassEvent =
  | { type: 'Added'; data: { classId: string; className: string; sort: number } }
  | { type: 'Updated'; data: { classId: string; className?: string; sort?: number } }
  | { type: 'Removed'; data: { classId: string } };

export const STORE_CLASS_EVENTS = eventNames('StoreClasses', [
  'Added',
  'Updated',
  'Removed',
] as const satisfies readonly StoreClassEvent['type'][]);

/** 系统重置 keeps them, as it keeps the product class tree: settings, not trade. */
export const STORE_CLASSES_KEPT_ON_RESET = ['StoreClasses'];
