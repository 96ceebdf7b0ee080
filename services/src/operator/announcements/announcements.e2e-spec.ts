import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import { appForTests, company } from '../../testing/test-app';
import { createOperator } from '../operator.service';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('公告与版本: operators publish, schedule and withdraw; every company sees what is published at its time', () => {
  const app = appForTests();
  let opToken = '';
  let boss: Awaited<ReturnType<typeof company>>;
  const op = async (path: string, body: object = {}) => {
    const r = await app.call(path, body, { headers: { 'op-token': opToken } });
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  const refused = async (path: string, body: object, status: number, message: RegExp) => {
    const r = await app.call(path, body, { headers: { 'op-token': opToken } });
    assert.equal(r.status, status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(r.body)}`);
    assert.match(r.body.invMessage, message);
  };
  const shown = async (path: string) => (await boss.call(path, { page: 1, pageSize: 5 })).data;

  test('an operator signs in; a company sees nothing published yet (the migration’s two rows are gone)', async () => {
    const { totpSecret } = await createOperator(app.infra, { loginName: 'zhao', operatorName: '赵运营', password: 'console-pass-9' });
    const totpCode = new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate();
    opToken = (await app.call('Console/Login', { loginName: 'zhao', password: 'console-pass-9', totpCode })).body.returnData.token;
    assert.ok(opToken);
    boss = await company(app, '公告测试商行');
    for (const path of ['Notice/PageQuery', 'Upgrade/PageQuery', 'Notify/PageQuery', 'MobileUpgrade/PageQuery'])
      assert.equal((await boss.call(path, {})).totalCount, 0, path);
  });

  test('a company’s token gets 403 on every console call, none 401, and nothing is written', async () => {
    const body = { kind: 'Notice', title: '冒充', content: '冒充' };
    for (const path of [
      'Console/NoticePageQuery',
      'Console/NoticeSave',
      'Console/NoticeDetail',
      'Console/NoticePublish',
      'Console/NoticeWithdraw',
    ]) {
      const r = await boss.raw(path, body);
      assert.deepEqual([r.status, r.body.errorCode, r.body.invMessage], [403, 'FORBIDDEN', '仅限运营人员'], path);
      assert.equal((await app.call(path, body)).status, 401, path);
    }
    assert.equal((await op('Console/NoticePageQuery')).totalCount, 0);
  });

  test('refusals name the field and write nothing', async () => {
    await refused('Console/NoticeSave', { kind: 'Notice', content: '内容' }, 400, /系统公告标题不能为空/);
    await refused('Console/NoticeSave', { kind: 'Upgrade', content: '说明' }, 400, /版本号不能为空/);
    await refused('Console/NoticeSave', { kind: 'MobileUpgrade', version: 'v3', content: '说明' }, 400, /版本号格式不正确/);
    await refused('Console/NoticeSave', { kind: 'Banner', title: '标题', content: '内容' }, 400, /类型不在可选范围内/);
    await refused(
      'Console/NoticeSave',
      { kind: 'MobileUpgrade', version: '3.0', content: '说明', downloadUrl: 'ftp://x' },
      400,
      /下载地址/,
    );
    await refused('Console/NoticeSave', { kind: 'Notify', title: '标题', content: '内容', upStatus: 2 }, 400, /提醒方式/);
    await refused('Console/NoticePublish', { announcementId: 'nope' }, 404, /公告不存在/);
    assert.equal((await op('Console/NoticePageQuery')).totalCount, 0);
  });

  test('a notice published now shows at once; once shown it cannot be edited; withdrawn it is gone', async () => {
    const draft = await op('Console/NoticeSave', { kind: 'Notice', title: '春节放假通知', content: '2月9日至17日客服休息', upStatus: 1 });
    assert.deepEqual([draft.status, draft.publishAt, draft.writtenBy], ['draft', null, '赵运营']);
    await op('Console/NoticeUpdate', {
      announcementId: draft.announcementId,
      title: '春节放假通知',
      content: '2月8日至17日客服休息',
      upStatus: 1,
    });
    assert.equal((await boss.call('Notice/PageQuery', {})).totalCount, 0, 'a draft is not shown');

    const published = await op('Console/NoticePublish', { announcementId: draft.announcementId });
    assert.equal(published.status, 'published');
    const [row] = await shown('Notice/PageQuery');
    assert.deepEqual(
      [row.noticeTitle, row.noticeContent, row.upStatus, row.startTime === published.publishAt],
      ['春节放假通知', '2月8日至17日客服休息', 1, true],
    );
    await refused('Console/NoticeUpdate', { announcementId: draft.announcementId, title: '改', content: '改' }, 422, /已发布，不能修改/);
    await refused('Console/NoticePublish', { announcementId: draft.announcementId }, 422, /公告已发布/);

    await op('Console/NoticeWithdraw', { announcementId: draft.announcementId });
    assert.equal((await boss.call('Notice/PageQuery', {})).totalCount, 0, 'withdrawn: gone');
    await refused('Console/NoticeWithdraw', { announcementId: draft.announcementId }, 422, /公告已撤回/);
    assert.equal((await op('Console/NoticePageQuery', { status: 'withdrawn' })).totalCount, 1);
  });

  test('a release note scheduled for later is not shown before its time, then is; an older version is refused', async () => {
    await refused(
      'Console/NoticePublish',
      {
        announcementId: (await op('Console/NoticeSave', { kind: 'Upgrade', version: '2.0.0', content: 'x' })).announcementId,
        publishAt: '2020-01-01T00:00:00+08:00',
      },
      400,
      /发布时间不能早于现在/,
    );
    const note = await op('Console/NoticeSave', { kind: 'Upgrade', version: '2.1.0', content: '新增月末结账与反结账', upStatus: 1 });
    const at = new Date(Date.now() + 4000).toISOString();
    const scheduled = await op('Console/NoticePublish', { announcementId: note.announcementId, publishAt: at });
    assert.deepEqual([scheduled.status, scheduled.publishAt], ['scheduled', at]);
    assert.equal((await op('Console/NoticePageQuery', { kind: 'Upgrade', status: 'scheduled' })).totalCount, 1);
    await op('Console/NoticeUpdate', {
      announcementId: note.announcementId,
      version: '2.1.0',
      content: '新增月末结账、反结账',
      upStatus: 1,
    });
    assert.equal((await boss.call('Upgrade/PageQuery', {})).totalCount, 0, 'not before its time');

    const older = await op('Console/NoticeSave', { kind: 'Upgrade', version: '2.0.9', content: '旧' });
    await refused('Console/NoticePublish', { announcementId: older.announcementId }, 422, /版本号须高于已发布的 2\.1\.0/);

    await sleep(Date.parse(at) - Date.now() + 300);
    const [row] = await shown('Upgrade/PageQuery');
    assert.deepEqual([row.version, row.versionContent, row.upStatus, row.createTime], ['2.1.0', '新增月末结账、反结账', 1, at]);
    await refused('Console/NoticeUpdate', { announcementId: note.announcementId, version: '2.1.0', content: '晚了' }, 422, /已发布/);
  });

  test('messages and phone releases: an app older than a forced release must update', async () => {
    const message = await op('Console/NoticeSave', { kind: 'Notify', title: '续费优惠', content: '本月续费九折', upStatus: 1 });
    await op('Console/NoticePublish', { announcementId: message.announcementId });
    const [notify] = await shown('Notify/PageQuery');
    assert.deepEqual([notify.notifyTitle, notify.notifyContent, notify.upStatus], ['续费优惠', '本月续费九折', 1]);

    for (const [version, upStatus] of [
      ['3.2.0', 1],
      ['3.3.0', 0],
    ] as const) {
      const release = await op('Console/NoticeSave', {
        kind: 'MobileUpgrade',
        version,
        content: `手机版 ${version}`,
        downloadUrl: `https://dl.example.cn/jxc-${version}.apk`,
        upStatus,
      });
      await op('Console/NoticePublish', { announcementId: release.announcementId });
    }
    assert.deepEqual(
      (await shown('MobileUpgrade/PageQuery')).map((r: { version: string; downloadUrl: string }) => [r.version, r.downloadUrl]),
      [
        ['3.3.0', 'https://dl.example.cn/jxc-3.3.0.apk'],
        ['3.2.0', 'https://dl.example.cn/jxc-3.2.0.apk'],
      ],
    );
    const old = await boss.call('MobileUpgrade/Check', { version: '3.1.9' });
    assert.deepEqual([old.newest.version, old.mustUpgrade], ['3.3.0', true]);
    const recent = await boss.call('MobileUpgrade/Check', { version: '3.2.0' });
    assert.deepEqual([recent.newest.version, recent.mustUpgrade], ['3.3.0', false]);
    const current = await boss.call('MobileUpgrade/Check', { version: '3.3' });
    assert.deepEqual([current.newest, current.mustUpgrade], [null, false]);
    assert.equal((await boss.raw('MobileUpgrade/Check', { version: 'latest' })).status, 400);
  });

  test('each action is in the console’s log, by whom', async () => {
    const log = (await op('Console/Log', { pageSize: 50 })).data as { action: string; operatorName: string; detail: string }[];
    const mine = log.filter((e) => e.action.endsWith('公告'));
    assert.ok(mine.every((e) => e.operatorName === '赵运营'));
    assert.deepEqual(
      mine
        .filter((e) => e.detail.includes('春节'))
        .map((e) => e.action)
        .reverse(),
      ['新建公告', '修改公告', '发布公告', '撤回公告'],
    );
    assert.ok(mine.some((e) => e.action === '发布公告' && /^版本更新 2\.1\.0，.+ 起显示$/.test(e.detail)));
  });
});
