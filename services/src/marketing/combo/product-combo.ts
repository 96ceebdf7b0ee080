import { BusinessRuleError, NotFoundError } from '../../shared/errors';
import { eventNames } from '../../shared/es/event-names';

export const comboStream = (comboId: string) => `ProductCombo-${comboId}`;

export interface ComboDef {
  comboName: string;
  comboCode: string;
  comboPrice: string;
  /** Each component SKU and how many go in one combo. */
  components: { skuId: string; qty: string }[];
  remark: string;
}

export type ProductComboEvent =
  { type: 'Created' | 'Updated'; data: ComboDef } | { type: 'Enabled' | 'Disabled' | 'Removed'; data: Record<string, never> };

export const PRODUCT_COMBO_EVENTS = eventNames('ProductCombo', ['Created', 'Updated', 'Enabled', 'Disabled', 'Removed'] as const);

export interface ProductComboState {
  combo: ComboDef | null;
  enabled: boolean;
}

export const noCombo: ProductComboState = { combo: null, enabled: true };

export function evolveProductCombo(s: ProductComboState, e: ProductComboEvent): ProductComboState {
  switch (e.type) {
    case 'Created':
    case 'Updated':
      return { ...s, combo: e.data };
    case 'Enabled':
    case 'Disabled':
      return { ...s, enabled: e.type === 'Enabled' };
    case 'Removed':
      return { ...s, combo: null };
  }
}

const exists = (s: ProductComboState) => {
  if (!s.combo) throw new NotFoundError('商品套餐不存在');
  return s.combo;
};

/**
 * 商品套餐: created, changed, enabled or disabled, removed. A change reaches only documents saved after it: a sale keeps
 * the composition it was sold with in its lines.
 */
export const decideProductCombo = {
  create: (s: ProductComboState, def: ComboDef): ProductComboEvent[] => {
    if (s.combo) throw new BusinessRuleError('ALREADY_EXISTS', '商品套餐已存在');
    return [{ type: 'Created', data: def }];
  },
  update: (s: ProductComboState, def: ComboDef): ProductComboEvent[] => (exists(s), [{ type: 'Updated', data: def }]),
  status(s: ProductComboState, to: 'enable' | 'disable' | 'remove'): ProductComboEvent[] {
    exists(s);
    if (to === 'remove') return [{ type: 'Removed', data: {} }];
    if (s.enabled === (to === 'enable')) throw new BusinessRuleError('BAD_STATUS', `商品套餐已${s.enabled ? '启用' : '停用'}`);
    return [{ type: to === 'enable' ? 'Enabled' : 'Disabled', data: {} }];
  },
};
