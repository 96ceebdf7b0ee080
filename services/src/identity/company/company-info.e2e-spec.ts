import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestApp, type TestApp } from '../../testing/test-app';

const PNG = `data:image/png;base64,${Buffer.from('\x89PNG\r\n\x1a\nlogo').toString('base64')}`;

describe('公司信息 (Company/Detail, Company/Update) over HTTP', () => {
  let app: TestApp;
  let boss: { token: string; loginName: string; productType: number; endTime: string };

  beforeAll(async () => {
    app = await startTestApp();
    boss = (
      await app.call('Register/Register', { companyName: '云商行', loginName: `info${Date.now()}`, password: 'secret123', productType: 3 })
    ).body.returnData;
  });
  afterAll(() => app.close());

  const update = (body: object, token = boss.token) => app.call('Company/Update', body, { token });

  test('the administrator sets name, logo, contact, phone, address, tax number and industry; edition and expiry are shown, not changed', async () => {
    const r = await update({
      companyName: '云商行（总店）',
      companyLogo: PNG,
      contact: '王经理',
      phone: '021-5555 1234',
      address: '上海市静安区1号',
      taxNo: '91310000MA1FL0XX0X',
      industry: '批发零售',
      productType: 9,
      endTime: '2099-01-01',
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const d = (await app.call('Company/Detail', {}, { token: boss.token })).body.returnData;
    assert.deepEqual(
      {
        name: d.companyName,
        logo: d.companyLogo,
        contact: d.contact,
        phone: d.phone,
        address: d.address,
        taxNo: d.taxNo,
        industry: d.industry,
      },
      {
        name: '云商行（总店）',
        logo: PNG,
        contact: '王经理',
        phone: '021-5555 1234',
        address: '上海市静安区1号',
        taxNo: '91310000MA1FL0XX0X',
        industry: '批发零售',
      },
    );
    assert.equal(d.productType, 3);
    assert.equal(d.editionName, '增强单店版');
    assert.equal(d.endTime, boss.endTime);
    const login = (await app.call('Login/Login', { loginName: boss.loginName, password: 'secret123' })).body.returnData;
    assert.equal(login.companyLogo, PNG);
    assert.equal(login.companyName, '云商行（总店）');
  });

  test('a field sent empty is cleared; bad values are refused naming the field and change nothing', async () => {
    await update({ taxNo: '' });
    assert.equal((await app.call('Company/Detail', {}, { token: boss.token })).body.returnData.taxNo, '');
    const refused = async (body: object, message: string) => {
      const r = await update(body);
      assert.equal(r.status, 400);
      assert.equal(r.body.invMessage, message);
    };
    await refused({ companyLogo: 'data:text/html;base64,PGI+' }, '公司标志须为PNG、JPG、GIF或WEBP图片，且不超过200KB');
    await refused(
      { companyLogo: `data:image/png;base64,${Buffer.alloc(210 * 1024).toString('base64')}` },
      '公司标志须为PNG、JPG、GIF或WEBP图片，且不超过200KB',
    );
    await refused({ taxNo: '123' }, '税号应为15到20位数字或大写字母（统一社会信用代码）');
    await refused({ companyName: '' }, '公司名称不能为空');
    assert.equal((await app.call('Company/Detail', {}, { token: boss.token })).body.returnData.companyLogo, PNG);
  });

  test('an employee may read the company but not change it', async () => {
    const loginName = `clerk${Date.now()}`;
    await app.call('User/Save', { loginName, password: 'secret123', userName: '店员' }, { token: boss.token });
    const clerk = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData;
    assert.equal((await app.call('Company/Detail', {}, { token: clerk.token })).status, 200);
    const r = await update({ companyName: '改名' }, clerk.token);
    assert.equal(r.status, 403);
    assert.equal(r.body.invMessage, '非管理员无权操作');
  });
});
