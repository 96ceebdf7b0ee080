import { BusinessRuleError, NotFoundError, ValidationError } from '../../shared/errors';
import type { StoreClassEvent } from './store-class.events';

export interface StoreClass {
  className: string;
  sort: number;
}

export type StoreClasses = Map<string, StoreClass>;

export function evolveStoreClasses(s: StoreClasses, e: StoreClassEvent): StoreClasses {
  const next = new Map(s);
  switch (e.type) {
    case 'Added':
      next.set(e.data.classId, { className: e.data.className, sort: e.data.sort });
      break;
    case 'Updated': {
      const { classId, ...changed } = e.data;
      next.set(classId, { ...next.get(classId)!, ...changed });
      break;
    }
    case 'Removed':
      next.delete(e.data.classId);
  }
  return next;
}

const existing = (s: StoreClasses, classId: string) => {
  const c = s.get(classId);
  if (!c) throw new NotFoundError('商城分类不存在或已删除');
  return c;
};

const unique = (s: StoreClasses, className: string, except?: string) => {
  if ([...s].some(([id, c]) => id !== except && c.className === className))
    throw new ValidationError(`已有名为“${className}”的商城分类`, 'className');
};

/** Decisions on a company's store categories: names unique among them, an order (sort) to show them in. */
export const decideStoreClasses = {
  add(s: StoreClasses, classId: string, className: string, sort: number): StoreClassEvent[] {
    unique(s, className);
    return [{ type: 'Added', data: { classId, className, sort } }];
  },
  /** The fields given that change; none changes nothing. */
  update(s: StoreClasses, classId: string, changes: Partial<StoreClass>): StoreClassEvent[] {
    const c = existing(s, classId);
    const changed: Partial<StoreClass> = {};
    if (changes.className !== undefined && changes.className !== c.className) {
      unique(s, changes.className, classId);
      changed.className = changes.className;
    }
    if (changes.sort !== undefined && changes.sort !== c.sort) changed.sort = changes.sort;
    return Object.keys(changed).length ? [{ type: 'Updated', data: { classId, ...changed } }] : [];
  },
  /** A category its products still name stays: they would lose their place on the storefront. */
  remove(s: StoreClasses, classId: string, productCount: number): StoreClassEvent[] {
    existing(s, classId);
    if (productCount > 0) throw new BusinessRuleError('IN_USE', `该分类下还有${productCount}个商城商品，请先移走或删除它们`);
    return [{ type: 'Removed', data: { classId } }];
  },
};
