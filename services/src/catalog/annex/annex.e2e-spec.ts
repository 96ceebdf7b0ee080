import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestApp, TestApp } from '../../testing/test-app';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test('a picture is stored, served, listed by its owner and removed', async () => {
  const token = (await app.call('Register/Register', { companyName: '附件', loginName: `ax${Date.now()}`, password: 'secret123', productType: 2 })).body.returnData.token;
  const t = { token };
  const up = await app.call('Annex/Append', { fileName: '可乐 图片.png', content: PNG, ownerType: 'Product', ownerId: 'p1' }, t);
  assert.equal(up.status, 200, JSON.stringify(up.body));
  assert.match(up.body.returnData.url, /^\/annex\/\d{8}[A-Za-z2-8]{10}\//);
  const file = await fetch(app.url + up.body.returnData.url);
  assert.equal(file.status, 200);
  assert.equal(Buffer.from(await file.arrayBuffer()).toString('base64'), PNG);
  assert.deepEqual((await app.call('Annex/List', { ownerId: 'p1' }, t)).body.returnData.data.map((a: any) => a.fileName), ['可乐_图片.png']);
  assert.equal((await app.call('Annex/Append', { fileName: 'x.exe', content: PNG }, t)).body.invMessage, '文件名只支持图片、PDF、Excel 与 Word 文件');
  await app.call('Annex/Remove', { annexId: up.body.returnData.annexId }, t);
  assert.equal((await app.call('Annex/List', { ownerId: 'p1' }, t)).body.returnData.data.length, 0);
  assert.notEqual((await fetch(`${app.url}/annex/..%2f..%2f..%2fpackage.json`)).status, 200, 'no way out of the annex folder');
});
