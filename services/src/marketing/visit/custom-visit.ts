import type { VisitPlace, VisitStatus } from '../../contracts';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../shared/errors';
import { eventNames } from '../../shared/es/event-names';

export const visitStream = (visitId: string) => `CustomVisit-${visitId}`;

export type { VisitPlace, VisitStatus };

export interface VisitPlan {
  visitId: string;
  customId: string;
  /** The staff member visiting: whoever recorded the visit. */
  visitorId: string;
  visitDate: string;
  tagIds: string[];
  remark: string;
}

export type VisitChange = Pick<VisitPlan, 'visitDate' | 'tagIds' | 'remark'>;

export type CustomVisitEvent =
  | { type: 'Created'; data: VisitPlan }
  | { type: 'Updated'; data: VisitChange }
  | { type: 'Arrived'; data: VisitPlace & { at: string } }
  | { type: 'Departed'; data: VisitPlace & { at: string } };

export const CUSTOM_VISIT_EVENTS = eventNames('CustomVisit', ['Created', 'Updated', 'Arrived', 'Departed'] as const);

export interface CustomVisitState {
  visit: VisitPlan | null;
  status: VisitStatus;
  arrivedAt: string | null;
}

export const noVisit: CustomVisitState = { visit: null, status: 'planned', arrivedAt: null };

export function evolveCustomVisit(s: CustomVisitState, e: CustomVisitEvent): CustomVisitState {
  switch (e.type) {
    case 'Created':
      return { ...s, visit: e.data };
    case 'Updated':
      return { ...s, visit: { ...s.visit!, ...e.data } };
    case 'Arrived':
      return { ...s, status: 'visiting', arrivedAt: e.data.at };
    case 'Departed':
      return { ...s, status: 'done' };
  }
}

function place(p: VisitPlace, label: '签到' | '签退'): VisitPlace {
  if ((p.longitude === null) !== (p.latitude === null)) throw new ValidationError(`${label}位置的经度和纬度须同时提供`, 'latitude');
  if (p.longitude === null && !p.address) throw new ValidationError(`${label}地点不能为空：请允许定位或填写地址`, 'address');
  return p;
}

const exists = (s: CustomVisitState) => {
  if (!s.visit) throw new NotFoundError('客户拜访不存在');
  return s.visit;
};

/** Only the visitor signs in and out of their visit; it cannot be done for someone else. */
const byVisitor = (s: CustomVisitState, userId: string, label: string) => {
  if (exists(s).visitorId !== userId) throw new BusinessRuleError('NOT_VISITOR', `只有拜访人本人可以${label}`);
};

/** 客户拜访: recorded (planned), signed in at the customer's (visiting), signed out (done); tags and notes change any time. */
export const decideCustomVisit = {
  create(s: CustomVisitState, plan: VisitPlan): CustomVisitEvent[] {
    if (s.visit) throw new BusinessRuleError('ALREADY_EXISTS', '客户拜访已存在');
    return [{ type: 'Created', data: plan }];
  },
  update(s: CustomVisitState, change: VisitChange): CustomVisitEvent[] {
    exists(s);
    return [{ type: 'Updated', data: change }];
  },
  signIn(s: CustomVisitState, userId: string, p: VisitPlace, at: string): CustomVisitEvent[] {
    byVisitor(s, userId, '签到');
    if (s.status !== 'planned') throw new BusinessRuleError('BAD_STATUS', '该拜访已签到，不能重复签到');
    return [{ type: 'Arrived', data: { ...place(p, '签到'), at } }];
  },
  signOut(s: CustomVisitState, userId: string, p: VisitPlace, at: string): CustomVisitEvent[] {
    byVisitor(s, userId, '签退');
    if (s.status === 'planned') throw new BusinessRuleError('BAD_STATUS', '该拜访尚未签到，请先签到');
    if (s.status === 'done') throw new BusinessRuleError('BAD_STATUS', '该拜访已签退');
    return [{ type: 'Departed', data: { ...place(p, '签退'), at } }];
  },
};
