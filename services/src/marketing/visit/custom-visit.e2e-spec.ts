import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { company, startTestApp, TestApp } from '../../testing/test-app';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('客户拜访 (CustomVisit) over HTTP', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  test('a visit with tags is signed in by position and out by address, with a photo; refusals name the field and write nothing; scope and tenancy', async () => {
    const boss = await company(app, 'visits');
    const customId = (await boss.call('Custom/Save', { customName: '好又多超市', customCode: 'C1' })).customId;
    const tag = (await boss.call('CustomVisitTag/Save', { tagName: '新品推荐' })).tagId;
    const tag2 = (await boss.call('CustomVisitTag/Save', { tagName: '催款' })).tagId;

    const refused = async (path: string, body: object, status: number, message: RegExp) => {
      const r = await boss.raw(path, body);
      assert.equal(r.status, status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(r.body)}`);
      assert.match(r.body.invMessage, message);
    };
    await refused('CustomVisit/Save', {}, 400, /客户不能为空/);
    await refused('CustomVisit/Save', { customId: 'nope' }, 400, /客户不存在/);
    await refused('CustomVisit/Save', { customId, tagIds: [tag, 'nope'] }, 400, /拜访标签第2个不存在/);
    await refused('CustomVisit/Save', { customId, visitDate: '2026-13-01' }, 400, /拜访日期/);
    await refused('CustomVisit/Save', { customId, remark: 'x'.repeat(501) }, 400, /拜访记录/);
    assert.equal((await boss.call('CustomVisit/PageQuery', {})).totalCount, 0, 'nothing written');

    const { visitId } = await boss.call('CustomVisit/Save', { customId, visitDate: '2026-11-20', tagIds: [tag], remark: '介绍新品' });
    await refused('CustomVisit/SignOut', { visitId, address: '门口' }, 422, /尚未签到/);
    await refused('CustomVisit/SignIn', { visitId }, 400, /签到地点不能为空/);
    await refused('CustomVisit/SignIn', { visitId, longitude: 200, latitude: 30 }, 400, /经度/);
    await refused('CustomVisit/SignIn', { visitId, longitude: 113.9 }, 400, /经度和纬度须同时提供/);
    const signedIn = await boss.call('CustomVisit/SignIn', { visitId, longitude: 113.94, latitude: 22.54 });
    assert.equal(signedIn.status, 'visiting');
    assert.deepEqual({ ...signedIn.signInPlace }, { longitude: '113.94', latitude: '22.54', address: '' });
    await refused('CustomVisit/SignIn', { visitId, address: '又来' }, 422, /已签到/);
    const done = await boss.call('CustomVisit/SignOut', { visitId, address: '深圳南山科技园' });
    assert.equal(done.status, 'done');
    assert.ok(Date.parse(done.signOutAt) >= Date.parse(done.signInAt));
    await boss.call('CustomVisit/Update', { visitId, tagIds: [tag, tag2] });

    const photo = await boss.call('Annex/Append', { fileName: 'shelf.png', content: PNG, ownerType: 'CustomVisit', ownerId: visitId });
    assert.ok(photo.annexId);
    assert.equal((await boss.call('Annex/List', { ownerType: 'CustomVisit', ownerId: visitId })).totalCount, 1);

    const detail = await boss.call('CustomVisit/Detail', { visitId });
    assert.deepEqual(
      [detail.customName, detail.visitDate, [...detail.tagNames], detail.remark, detail.signOutPlace.address],
      ['好又多超市', '2026-11-20', ['催款', '新品推荐'], '介绍新品', '深圳南山科技园'],
    );
    assert.deepEqual(
      detail.history.map((h: { title: string }) => h.title),
      ['新增客户拜访', '拜访签到', '拜访签退', '修改客户拜访'],
    );
    const history = await boss.call('CustomVisit/PageQuery', { customId, tagId: tag2, status: 'done' });
    assert.deepEqual(
      history.data.map((v: { visitId: string }) => v.visitId),
      [visitId],
    );
    await refused('CustomVisitTag/Remove', { tagId: tag }, 422, /已用于客户拜访/);

    // An employee sees and signs only their own visits; the bill permission flag would lift it (recordScope).
    const { roleId } = await boss.call('Role/Save', {
      roleName: '业务员',
      permissions: [{ permissionId: '2501', actionList: ['query', 'get', 'add', 'edit'] }],
    });
    const loginName = `rep${Date.now()}`;
    await boss.call('User/Save', { loginName, password: 'secret123', userName: '小王', roleId, pricePerm: '100000000' });
    const rep = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token as string;
    const asRep = (path: string, body: object) => app.call(path, body, { token: rep });
    assert.equal((await asRep('CustomVisit/PageQuery', {})).body.returnData.totalCount, 0);
    assert.equal((await asRep('CustomVisit/Detail', { visitId })).status, 404);
    assert.equal((await asRep('CustomVisit/Update', { visitId, remark: '改' })).status, 404);
    const own = (await asRep('CustomVisit/Save', { customId })).body.returnData.visitId;
    assert.equal((await asRep('CustomVisit/SignIn', { visitId: own, address: '店里' })).status, 200);
    assert.equal((await boss.raw('CustomVisit/SignOut', { visitId: own, address: '店里' })).status, 422, 'only the visitor signs out');
    assert.equal((await boss.call('CustomVisit/PageQuery', {})).totalCount, 2, "the administrator sees everyone's");

    const other = await company(app, 'visits-other');
    assert.equal((await other.raw('CustomVisit/Detail', { visitId })).status, 404);
    assert.equal((await other.raw('CustomVisit/Update', { visitId, remark: '改' })).status, 404);
    assert.equal((await other.raw('CustomVisit/SignIn', { visitId: own, address: 'x' })).status, 404);
    assert.equal((await other.call('CustomVisit/PageQuery', {})).totalCount, 0);
    assert.equal((await other.raw('CustomVisitTag/Detail', { tagId: tag })).status, 404);
    assert.notEqual((await other.raw('CustomVisitTag/Update', { tagId: tag, tagName: '改' })).status, 200);
    assert.equal((await boss.call('CustomVisitTag/Detail', { tagId: tag })).tagName, '新品推荐');
    assert.equal(
      (await other.raw('Annex/Append', { fileName: 'a.png', content: PNG, ownerType: 'CustomVisit', ownerId: visitId })).status,
      400,
    );
    assert.equal((await other.raw('CustomVisit/Save', { customId, tagIds: [] })).status, 400, "another company's customer");
    assert.equal((await boss.call('CustomVisit/Detail', { visitId })).remark, '介绍新品');
  });
});
