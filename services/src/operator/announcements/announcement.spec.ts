import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { decider } from '../../testing/given-when-then';
import {
  AnnouncementEvent,
  AnnouncementText,
  compareVersions,
  decideAnnouncement,
  evolveAnnouncement,
  noAnnouncement,
} from './announcement';

const given = decider(evolveAnnouncement, noAnnouncement);
const notice: AnnouncementText = { title: '春节放假通知', content: '2月9日至2月17日客服休息', version: '', downloadUrl: '', upStatus: 1 };
const release: AnnouncementText = { title: '', content: '新增月末结账', version: '2.3.0', downloadUrl: '', upStatus: 0 };
const written: AnnouncementEvent = { type: 'Written', data: { announcementId: 'a1', kind: 'Notice', ...notice } };
const upgrade: AnnouncementEvent = { type: 'Written', data: { announcementId: 'u1', kind: 'Upgrade', ...release } };
const NOW = '2026-11-28T10:00:00.000Z';
const LATER = '2026-11-29T01:00:00.000Z';
const SUBJECT = '系统公告《春节放假通知》';
const publishedNow: AnnouncementEvent = { type: 'Published', data: { publishAt: NOW, subject: SUBJECT } };
const scheduled: AnnouncementEvent = { type: 'Published', data: { publishAt: LATER, subject: SUBJECT } };

test('a notice is written, edited as a draft, then published now', () => {
  given()
    .when((s) => decideAnnouncement.write(s, 'a1', 'Notice', { ...notice, version: '9.9' }))
    .then([written]);
  given(written)
    .when((s) => decideAnnouncement.edit(s, { ...notice, content: '2月8日起休息' }, NOW))
    .then([{ type: 'Edited', data: { ...notice, content: '2月8日起休息' } }]);
  given(written)
    .when((s) => decideAnnouncement.publish(s, NOW, NOW, null))
    .then([publishedNow]);
});

test('a scheduled entry may still be edited and published at another time until its time comes; then it is fixed', () => {
  given(written, scheduled)
    .when((s) => decideAnnouncement.edit(s, notice, NOW))
    .then([{ type: 'Edited', data: notice }]);
  given(written, scheduled)
    .when((s) => decideAnnouncement.publish(s, NOW, NOW, null))
    .then([publishedNow]);
  given(written, scheduled)
    .when((s) => decideAnnouncement.edit(s, notice, LATER))
    .refused('BAD_STATUS', /已发布，不能修改/);
  given(written, publishedNow)
    .when((s) => decideAnnouncement.publish(s, LATER, LATER, null))
    .refused('BAD_STATUS', /公告已发布/);
});

test('withdrawn, published or scheduled, it is gone for good', () => {
  given(written, scheduled)
    .when((s) => decideAnnouncement.withdraw(s))
    .then([{ type: 'Withdrawn', data: { subject: SUBJECT } }]);
  const withdrawn: AnnouncementEvent = { type: 'Withdrawn', data: { subject: SUBJECT } };
  given(written, publishedNow, withdrawn)
    .when((s) => decideAnnouncement.withdraw(s))
    .refused('BAD_STATUS', /已撤回/);
  given(written, publishedNow, withdrawn)
    .when((s) => decideAnnouncement.publish(s, LATER, NOW, null))
    .refused('BAD_STATUS', /不能再发布/);
  given(written, withdrawn)
    .when((s) => decideAnnouncement.edit(s, notice, NOW))
    .refused('BAD_STATUS', /不能修改/);
});

test('each kind says what it must; a time in the past and an entry that is not there are refused', () => {
  given()
    .when((s) => decideAnnouncement.write(s, 'a1', 'Notify', { ...notice, title: '' }))
    .refused('VALIDATION', /消息通知标题不能为空/);
  given()
    .when((s) => decideAnnouncement.write(s, 'u1', 'Upgrade', { ...release, version: '' }))
    .refused('VALIDATION', /版本号不能为空/);
  given()
    .when((s) => decideAnnouncement.write(s, 'u1', 'MobileUpgrade', { ...release, version: 'v2' }))
    .refused('VALIDATION', /版本号格式不正确/);
  given()
    .when((s) => decideAnnouncement.write(s, 'u1', 'Upgrade', { ...release, content: '' }))
    .refused('VALIDATION', /更新说明不能为空/);
  given()
    .when((s) => decideAnnouncement.write(s, 'a1', 'Notice', { ...notice, downloadUrl: 'https://x.cn/a.apk' }))
    .refused('VALIDATION', /只有手机版更新有下载地址/);
  given(written)
    .when((s) => decideAnnouncement.write(s, 'a1', 'Notice', notice))
    .refused('ALREADY_EXISTS');
  given(written)
    .when((s) => decideAnnouncement.publish(s, '2026-11-28T09:59:59.000Z', NOW, null))
    .refused('VALIDATION', /发布时间不能早于现在/);
  given()
    .when((s) => decideAnnouncement.withdraw(s))
    .refused('NOT_FOUND', /公告不存在/);
});

test('a release note is published only above the highest version already out, compared part by part', () => {
  given(upgrade)
    .when((s) => decideAnnouncement.publish(s, NOW, NOW, '2.10.1'))
    .refused('VERSION_NOT_NEWER', /须高于已发布的 2\.10\.1/);
  given(upgrade)
    .when((s) => decideAnnouncement.publish(s, NOW, NOW, '2.3'))
    .refused('VERSION_NOT_NEWER');
  given(upgrade)
    .when((s) => decideAnnouncement.publish(s, NOW, NOW, '2.2.9'))
    .then([{ type: 'Published', data: { publishAt: NOW, subject: '版本更新 2.3.0' } }]);
  assert.deepEqual([compareVersions('1.10', '1.9'), compareVersions('2.0', '2'), compareVersions('0.9.9', '1')], [1, 0, -1]);
});
