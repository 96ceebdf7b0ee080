import { test } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { CustomVisitEvent, decideCustomVisit, evolveCustomVisit, noVisit } from './custom-visit';

const given = decider(evolveCustomVisit, noVisit);
const created: CustomVisitEvent = {
  type: 'Created',
  data: { visitId: 'v1', customId: 'c1', visitorId: 'u1', visitDate: '2026-11-23', tagIds: [], remark: '' },
};
const here = { longitude: '113.94', latitude: '22.54', address: '' };
const typed = { longitude: null, latitude: null, address: '科技园' };
const arrived: CustomVisitEvent = { type: 'Arrived', data: { ...here, at: 't1' } };

test('the visitor signs in where the browser placed them, then out where they typed', () => {
  given(created)
    .when((s) => decideCustomVisit.signIn(s, 'u1', here, 't1'))
    .then([arrived]);
  given(created, arrived)
    .when((s) => decideCustomVisit.signOut(s, 'u1', typed, 't2'))
    .then([{ type: 'Departed', data: { ...typed, at: 't2' } }]);
});

test('no place, half a position, someone else, twice, or out before in: refused', () => {
  given(created)
    .when((s) => decideCustomVisit.signIn(s, 'u1', { longitude: null, latitude: null, address: '' }, 't'))
    .refused('VALIDATION', /签到地点不能为空/);
  given(created)
    .when((s) => decideCustomVisit.signIn(s, 'u1', { longitude: '1', latitude: null, address: '' }, 't'))
    .refused('VALIDATION', /经度和纬度须同时提供/);
  given(created)
    .when((s) => decideCustomVisit.signIn(s, 'u2', here, 't'))
    .refused('NOT_VISITOR', /拜访人本人/);
  given(created, arrived)
    .when((s) => decideCustomVisit.signIn(s, 'u1', here, 't'))
    .refused('BAD_STATUS', /已签到/);
  given(created)
    .when((s) => decideCustomVisit.signOut(s, 'u1', here, 't'))
    .refused('BAD_STATUS', /尚未签到/);
  given()
    .when((s) => decideCustomVisit.update(s, { visitDate: '2026-11-23', tagIds: [], remark: '' }))
    .refused('NOT_FOUND');
});
