import { EDITIONS } from '../contracts';
import type { DomainEvent } from '../shared/es/event-names';
import { BusinessRuleError, ValidationError } from '../shared/errors';

/**
 * What an operator does to a customer company, on the company's own stream (identity's Company-… events, so that the
 * company's read model and its 操作日志 follow): extend its trial, change its edition, lock and unlock it; each with
 * the reason the operator gives.
 */
export type CompanyCareEvent =
  | DomainEvent<'TrialExtended', { endTime: string; previousEndTime: string | null; reason: string }>
  | DomainEvent<'EditionChanged', { productType: number; previousProductType: number; reason: string }>
  | DomainEvent<'Locked' | 'Unlocked', { reason: string }>;

/** The company as these decisions see it, folded from its stream (registration and these events). */
export interface CompanyCareState {
  exists: boolean;
  productType: number;
  endTime: string | null;
  locked: boolean;
}

export const initialCompanyCare: CompanyCareState = { exists: false, productType: 0, endTime: null, locked: false };

export function evolveCompanyCare(
  s: CompanyCareState,
  e: CompanyCareEvent | DomainEvent<'Registered', { productType: number; endTime: string | null }>,
): CompanyCareState {
  switch (e.type) {
    case 'Registered':
      return { ...s, exists: true, productType: e.data.productType, endTime: e.data.endTime };
    case 'TrialExtended':
      return { ...s, endTime: e.data.endTime };
    case 'EditionChanged':
      return { ...s, productType: e.data.productType };
    case 'Locked':
    case 'Unlocked':
      return { ...s, locked: e.type === 'Locked' };
  }
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const requireCompany = (s: CompanyCareState) => {
  if (!s.exists) throw new BusinessRuleError('NOT_FOUND', '公司不存在');
};

export const decideCompanyCare = {
  /**
   * A new last day: given, or `days` after the later of the current last day and today. It must be after both: an
   * extension never shortens a trial. A company without a last day (the free edition) has nothing to extend.
   */
  extendTrial(s: CompanyCareState, input: { days?: number; endTime?: string; reason: string }, today: string): CompanyCareEvent[] {
    requireCompany(s);
    if (!s.endTime) throw new BusinessRuleError('NO_END_TIME', '该公司的版本不限期，无需延长');
    const from = s.endTime > today ? s.endTime : today;
    const endTime = input.endTime ?? addDays(from, input.days ?? 0);
    if (endTime <= from) throw new ValidationError(`新的到期日须晚于${from === today ? '今天' : `当前到期日 ${s.endTime}`}`, 'endTime');
    return [{ type: 'TrialExtended', data: { endTime, previousEndTime: s.endTime, reason: input.reason } }];
  },

  changeEdition(s: CompanyCareState, input: { productType: number; reason: string }): CompanyCareEvent[] {
    requireCompany(s);
    if (!EDITIONS[input.productType]) throw new ValidationError('版本不存在', 'productType');
    if (input.productType === s.productType) throw new BusinessRuleError('SAME_EDITION', `该公司已是${EDITIONS[s.productType]}`);
    return [{ type: 'EditionChanged', data: { productType: input.productType, previousProductType: s.productType, reason: input.reason } }];
  },

  lock(s: CompanyCareState, reason: string): CompanyCareEvent[] {
    requireCompany(s);
    if (s.locked) throw new BusinessRuleError('ALREADY_LOCKED', '该公司已是锁定状态');
    return [{ type: 'Locked', data: { reason } }];
  },

  unlock(s: CompanyCareState, reason: string): CompanyCareEvent[] {
    requireCompany(s);
    if (!s.locked) throw new BusinessRuleError('NOT_LOCKED', '该公司未被锁定');
    return [{ type: 'Unlocked', data: { reason } }];
  },
};
