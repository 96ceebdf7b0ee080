import { test } from '@jest/globals';
import { decider } from '../testing/given-when-then';
import { decideCompanyCare, evolveCompanyCare, initialCompanyCare } from './company-care';

const given = decider(evolveCompanyCare, initialCompanyCare);
const registered = (endTime: string | null, productType = 3) => ({ type: 'Registered' as const, data: { productType, endTime } });
const today = '2026-11-28';

test('a trial is extended by days from its last day, or from today once it has ended', () => {
  given(registered('2026-12-05'))
    .when((s) => decideCompanyCare.extendTrial(s, { days: 30, reason: '客户申请' }, today))
    .then([{ type: 'TrialExtended', data: { endTime: '2027-01-04', previousEndTime: '2026-12-05', reason: '客户申请' } }]);
  given(registered('2026-11-01'))
    .when((s) => decideCompanyCare.extendTrial(s, { days: 7, reason: '续试' }, today))
    .then([{ type: 'TrialExtended', data: { endTime: '2026-12-05', previousEndTime: '2026-11-01', reason: '续试' } }]);
  given(registered('2026-12-05'), { type: 'TrialExtended', data: { endTime: '2027-01-04', previousEndTime: '2026-12-05', reason: 'x' } })
    .when((s) => decideCompanyCare.extendTrial(s, { endTime: '2027-02-01', reason: '再延' }, today))
    .then([{ type: 'TrialExtended', data: { endTime: '2027-02-01', previousEndTime: '2027-01-04', reason: '再延' } }]);
});

test('an extension never shortens a trial, and a company without a last day has none to extend', () => {
  given(registered('2026-12-05'))
    .when((s) => decideCompanyCare.extendTrial(s, { endTime: '2026-12-01', reason: 'x' }, today))
    .refused('VALIDATION', /^新的到期日须晚于当前到期日 2026-12-05$/);
  given(registered('2026-11-01'))
    .when((s) => decideCompanyCare.extendTrial(s, { endTime: '2026-11-20', reason: 'x' }, today))
    .refused('VALIDATION', /^新的到期日须晚于今天$/);
  given(registered(null, 1))
    .when((s) => decideCompanyCare.extendTrial(s, { days: 30, reason: 'x' }, today))
    .refused('NO_END_TIME', /不限期/);
  given()
    .when((s) => decideCompanyCare.extendTrial(s, { days: 30, reason: 'x' }, today))
    .refused('NOT_FOUND', /公司不存在/);
});

test('an edition is changed to another existing one', () => {
  given(registered('2026-12-05'))
    .when((s) => decideCompanyCare.changeEdition(s, { productType: 9, reason: '升级' }))
    .then([{ type: 'EditionChanged', data: { productType: 9, previousProductType: 3, reason: '升级' } }]);
  given(registered('2026-12-05'), { type: 'EditionChanged', data: { productType: 9, previousProductType: 3, reason: '升级' } })
    .when((s) => decideCompanyCare.changeEdition(s, { productType: 9, reason: '再升' }))
    .refused('SAME_EDITION', /已是多店旗舰版/);
  given(registered('2026-12-05'))
    .when((s) => decideCompanyCare.changeEdition(s, { productType: 42, reason: 'x' }))
    .refused('VALIDATION', /版本不存在/);
});

test('a company is locked and unlocked, each once', () => {
  given(registered('2026-12-05'))
    .when((s) => decideCompanyCare.lock(s, '欠费'))
    .then([{ type: 'Locked', data: { reason: '欠费' } }]);
  given(registered('2026-12-05'), { type: 'Locked', data: { reason: '欠费' } })
    .when((s) => decideCompanyCare.lock(s, '再锁'))
    .refused('ALREADY_LOCKED', /已是锁定状态/);
  given(registered('2026-12-05'), { type: 'Locked', data: { reason: '欠费' } })
    .when((s) => decideCompanyCare.unlock(s, '已缴费'))
    .then([{ type: 'Unlocked', data: { reason: '已缴费' } }]);
  given(registered('2026-12-05'))
    .when((s) => decideCompanyCare.unlock(s, 'x'))
    .refused('NOT_LOCKED', /未被锁定/);
});
