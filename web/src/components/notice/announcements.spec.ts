import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { forward, latest, type NotifyRow, type Published } from './announcements';

const notice = (startTime: string, upStatus: number) => ({ noticeId: 1, noticeTitle: '停机维护', noticeContent: '', startTime, upStatus });
const upgrade = (createTime: string, upStatus: number) => ({ upgradeId: 1, version: '2.3.0', versionContent: '', createTime, upStatus });
const message = (startTime: string, upStatus: number): NotifyRow => ({
  notifyId: 1,
  notifyTitle: '续费提醒',
  notifyContent: '',
  startTime,
  upStatus,
});
const NEVER = { notice: '', upgrade: '' };
const T1 = '2026-11-28T01:00:00.000Z';
const T2 = '2026-11-28T02:00:00.000Z';

test('a new notice that comes forward opens the popup in announcement mode, before a new release note', () => {
  const p: Published = { notice: notice(T2, 1), upgrade: upgrade(T2, 1), notifies: [message(T2, 1)] };
  assert.deepEqual(forward(p, NEVER), { popup: 'notice', toasts: [], unread: 2 });
  assert.deepEqual(forward(p, { notice: T2, upgrade: '' }), { popup: 'upgrade', toasts: [], unread: 0 });
  assert.deepEqual(forward(p, { notice: T2, upgrade: T2 }), { popup: null, toasts: [], unread: 0 });
});

test('upStatus 0 is only listed and counted; a message with upStatus 1 toasts until seen', () => {
  const quiet: Published = { notice: notice(T2, 0), upgrade: upgrade(T2, 0), notifies: [message(T2, 0), message(T1, 1)] };
  assert.deepEqual(forward(quiet, NEVER), { popup: null, toasts: [message(T1, 1)], unread: 3 });
  assert.deepEqual(forward(quiet, { notice: T1, upgrade: '' }), { popup: null, toasts: [], unread: 2 });
  assert.deepEqual(forward({ notifies: [] }, NEVER), { popup: null, toasts: [], unread: 0 });
});

test('what was seen is the latest moment shown, whatever came first', () => {
  assert.equal(latest('', T2, T1), T2);
  assert.equal(latest(T1, undefined, T2), T2);
  assert.equal(latest('', undefined), '');
});
