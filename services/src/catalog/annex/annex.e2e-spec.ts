import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { shopDay } from '../../contracts';
import { company, startTestApp, TestApp } from '../../testing/test-app';
import { annexKey, annexRoot, signAnnexUrl } from './annex-files';
import { ANNEX_OWNERS } from './annex.queries';

let seq = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');

/** A real PNG of at least `bytes` bytes: random RGB pixels, which do not compress, 1024 to a row. */
function png(bytes: number): Buffer {
  const width = 1024;
  const row = width * 3 + 1;
  const height = Math.ceil(bytes / row);
  const pixels = randomBytes(row * height);
  for (let y = 0; y < height; y++) pixels[y * row] = 0; // each row unfiltered
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(8 + data.length + 4);
    frame.writeUInt32BE(data.length, 0);
    body.copy(frame, 4);
    frame.writeUInt32BE(zlib.crc32(body), 4 + body.length);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('attachments over HTTP', () => {
  let app: TestApp;
  let boss: any;
  let other: any;
  let productId: string;
  let otherProductId: string;
  const t = () => ({ token: boss.token });

  const register = async () => {
    const res = await app.call('Register/Register', { companyName: '附件', loginName: uniq('ax'), password: 'secret123', productType: 2 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.returnData;
  };
  const product = async (token: string) => {
    const res = await app.call(
      'Product/Save',
      { productName: '可口可乐', productCode: uniq('KO'), unitName: '瓶', skus: [{ spec: '330ml', salePrice: 3, purchasePrice: 2 }] },
      { token },
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.returnData.productId as string;
  };
  /** An employee of the boss's company whose role allows only these permissions. */
  const employee = async (permissions: { permissionId: string; actionList: string[] }[]) => {
    const role = await app.call('Role/Save', { roleName: uniq('角色'), permissions }, t());
    assert.equal(role.status, 200, JSON.stringify(role.body));
    const loginName = uniq('emp');
    const user = await app.call(
      'User/Save',
      { loginName, password: 'emp12345', userName: '员工', roleId: role.body.returnData.roleId },
      t(),
    );
    assert.equal(user.status, 200, JSON.stringify(user.body));
    const login = await app.call('Login/Login', { loginName, password: 'emp12345' });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    return { token: login.body.returnData.token as string };
  };
  const eventCount = async () => (await app.infra.pool.query('select count(*)::int as n from events')).rows[0].n as number;
  const storedFiles = () => (fs.existsSync(annexRoot(app.infra.config)) ? fs.readdirSync(annexRoot(app.infra.config)).length : 0);
  const get = (url: string) => fetch(app.url + url);
  const pathOf = (signed: string) => signed.slice(0, signed.indexOf('?'));
  /** A GET with the path sent as written (fetch would resolve dot segments first). */
  const rawGet = (rawPath: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const { hostname, port } = new URL(app.url);
      http
        .get({ hostname, port, path: rawPath }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
        })
        .on('error', reject);
    });

  beforeAll(async () => {
    app = await startTestApp();
    boss = await register();
    other = await register();
    productId = await product(boss.token);
    otherProductId = await product(other.token);
  });
  afterAll(() => app.close());

  test('a picture is stored, served by its signed URL, listed by its owner and removed', async () => {
    const up = await app.call('Annex/Append', { fileName: '可乐 图片.png', content: PNG, ownerType: 'Product', ownerId: productId }, t());
    assert.equal(up.status, 200, JSON.stringify(up.body));
    assert.match(up.body.returnData.url, /^\/annex\/\d{8}[A-Za-z2-8]{10}\/[^/?]+\?c=[^&]+&e=\d+&s=[\w-]+$/);
    const file = await get(up.body.returnData.url);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(file.headers.get('content-type'), 'image/png');
    assert.equal(file.headers.get('content-disposition'), null, 'pictures show in the page');
    assert.match(file.headers.get('cache-control') ?? '', /^private, max-age=\d+$/);
    assert.equal(Buffer.from(await file.arrayBuffer()).toString('base64'), PNG);
    const stored = (
      await app.infra.pool.query(`select data->>'url' as url from master_records where kind = 'Annex' and record_id = $1`, [
        up.body.returnData.annexId,
      ])
    ).rows[0].url;
    assert.equal(stored, pathOf(up.body.returnData.url), 'the record keeps the plain path');
    const list = (await app.call('Annex/List', { ownerType: 'Product', ownerId: productId }, t())).body.returnData.data;
    assert.deepEqual(
      list.map((a: any) => a.fileName),
      ['可乐_图片.png'],
    );
    assert.equal((await get(list[0].url)).status, 200, 'the listed URL is signed too');
    assert.equal(
      (await app.call('Annex/Append', { fileName: 'x.exe', content: PNG, ownerType: 'Product', ownerId: productId }, t())).body.invMessage,
      '文件名只支持图片、PDF、Excel 与 Word 文件',
    );
    assert.equal((await app.call('Annex/Remove', { annexId: up.body.returnData.annexId }, t())).status, 200);
    assert.equal((await app.call('Annex/List', { ownerType: 'Product', ownerId: productId }, t())).body.returnData.data.length, 0);
    const gone = await get(up.body.returnData.url);
    assert.equal(gone.status, 404, 'a removed attachment is no longer served');
    assert.equal(gone.headers.get('x-content-type-options'), 'nosniff');
  });

  test('a 2MB picture goes up for every kind of owner and comes back as sent; over 5MB or not a picture nor a document is refused naming the field', async () => {
    const shop = await company(app, '图片', 6);
    const { productId, skus } = await shop.call('Product/Save', {
      productName: '奶茶',
      productCode: uniq('MT'),
      unitName: '杯',
      skus: [{ salePrice: 12, purchasePrice: 3 }],
    });
    const warehouseId = (await shop.call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: uniq('W') })).warehouseId;
    await shop.call('StoreInfo/Update', { storeName: '图片店', open: true, warehouseId, delivery: true, pickup: true });
    const classId = (await shop.call('StoreClass/Save', { className: '饮品', sort: 1 })).classId;
    const customId = (await shop.call('Custom/Save', { customName: '客', customCode: uniq('C') })).customId;
    const owners: Record<string, string> = {
      Product: productId,
      CustomVisit: (await shop.call('CustomVisit/Save', { customId })).visitId,
      Store: shop.companyId,
      StoreProduct: (await shop.call('StoreProduct/Save', { skuId: skus[0].skuId, storePrice: 12, classId, online: true })).storeProductId,
      StoreAdv: (await shop.call('StoreAdv/Save', { advTitle: '新品' })).advId,
      StoreFormula: (await shop.call('StoreFormula/Save', { formulaName: '配方', lines: [{ skuId: skus[0].skuId, qty: 1 }] })).formulaId,
      Voucher: (
        await shop.call('Voucher/Save', {
          date: shopDay(),
          lines: [
            { accountCode: '1601', summary: '购买冰柜', debit: 300 },
            { accountCode: '3001', summary: '购买冰柜', credit: 300 },
          ],
        })
      ).voucherId,
    };
    assert.deepEqual(Object.keys(owners).sort(), Object.keys(ANNEX_OWNERS).sort(), 'every kind of owner');

    const picture = png(2 * 1024 * 1024);
    for (const [ownerType, ownerId] of Object.entries(owners)) {
      const up = await shop.call('Annex/Append', { fileName: '门头.png', content: picture.toString('base64'), ownerType, ownerId });
      assert.equal(up.size, picture.length);
      const served = await get(up.url);
      assert.equal(served.status, 200, ownerType);
      assert.equal(served.headers.get('content-type'), 'image/png');
      assert.ok(Buffer.from(await served.arrayBuffer()).equals(picture), `${ownerType}: the same bytes come back`);
    }
    const renamed = await shop.call('Annex/Append', {
      fileName: '照片.jpg',
      content: picture.subarray(0, 4096).toString('base64'),
      ownerType: 'Product',
      ownerId: productId,
    });
    assert.equal(renamed.fileName, '照片.png', 'kept, and served, as what it is');

    const events = await eventCount();
    const files = storedFiles();
    const refused = async (fileName: string, content: Buffer, message: string) => {
      const res = await shop.raw('Annex/Append', {
        fileName,
        content: content.toString('base64'),
        ownerType: 'Product',
        ownerId: productId,
      });
      assert.deepEqual([res.status, res.body.errorCode, res.body.invMessage], [400, 'VALIDATION', message], fileName);
    };
    await refused('大图.png', png(6_000_000), '文件内容不能超过5MB');
    const kinds = '文件内容只能是PNG图片、JPG图片、GIF图片、WEBP图片、PDF文件、Excel或Word文件';
    await refused('a.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), kinds);
    await refused('a.pdf', Buffer.from('<html><script>alert(1)</script></html>'), kinds);
    await refused('a.gif', Buffer.from('MZ\x90\0', 'latin1'), kinds);
    assert.equal(await eventCount(), events, 'nothing written');
    assert.equal(storedFiles(), files);
  }, 60_000);

  test('other files are downloaded, not shown', async () => {
    const up = await app.call('Annex/Append', { fileName: '合同.pdf', content: PDF, ownerType: 'Product', ownerId: productId }, t());
    assert.equal(up.status, 200, JSON.stringify(up.body));
    const file = await get(up.body.returnData.url);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(file.headers.get('content-disposition'), `attachment; filename*=UTF-8''${encodeURIComponent('合同.pdf')}`);
  });

  test('the owner type and record are checked: unknown type, missing or another company record is 400 and writes nothing', async () => {
    const events = await eventCount();
    const files = storedFiles();
    const unknown = await app.call('Annex/Append', { fileName: 'a.png', content: PNG, ownerType: 'Spaceship', ownerId: productId }, t());
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.errorCode, 'VALIDATION');
    assert.match(unknown.body.invMessage, /^所属类型/);
    const proto = await app.call('Annex/Append', { fileName: 'a.png', content: PNG, ownerType: '__proto__', ownerId: productId }, t());
    assert.equal(proto.status, 400);
    assert.match(proto.body.invMessage, /^所属类型/);
    assert.equal(
      (await app.call('Annex/Append', { fileName: 'a.png', content: PNG, ownerId: productId }, t())).body.invMessage,
      '所属类型不能为空',
    );
    assert.equal(
      (await app.call('Annex/Append', { fileName: 'a.png', content: PNG, ownerType: 'Product' }, t())).body.invMessage,
      '所属记录不能为空',
    );
    const missing = await app.call(
      'Annex/Append',
      { fileName: 'a.png', content: PNG, ownerType: 'Product', ownerId: 'no-such-product' },
      t(),
    );
    assert.equal(missing.status, 400);
    assert.equal(missing.body.invMessage, '所属商品不存在');
    const foreign = await app.call('Annex/Append', { fileName: 'a.png', content: PNG, ownerType: 'Product', ownerId: otherProductId }, t());
    assert.equal(foreign.status, 400);
    assert.equal(foreign.body.invMessage, '所属商品不存在');
    assert.equal((await app.call('Annex/List', { ownerType: 'Spaceship', ownerId: productId }, t())).status, 400);
    assert.equal(await eventCount(), events);
    assert.equal(storedFiles(), files);
  });

  test('an employee who may only view sales cannot append, remove or list product pictures; nothing is written', async () => {
    const up = await app.call('Annex/Append', { fileName: 'p.png', content: PNG, ownerType: 'Product', ownerId: productId }, t());
    const sales = await employee([{ permissionId: '2002', actionList: ['query', 'get'] }]);
    const events = await eventCount();
    const files = storedFiles();
    const append = await app.call('Annex/Append', { fileName: 'x.png', content: PNG, ownerType: 'Product', ownerId: productId }, sales);
    assert.equal(append.status, 403);
    assert.equal(append.body.invMessage, '您没有操作权限！');
    assert.equal((await app.call('Annex/Remove', { annexId: up.body.returnData.annexId }, sales)).status, 403);
    assert.equal((await app.call('Annex/List', { ownerType: 'Product', ownerId: productId }, sales)).status, 403);
    assert.equal(await eventCount(), events);
    assert.equal(storedFiles(), files);
    assert.equal(
      (await app.call('Annex/List', { ownerType: 'Product', ownerId: productId }, t())).body.returnData.data.filter(
        (a: any) => a.annexId === up.body.returnData.annexId,
      ).length,
      1,
      'the picture is still there',
    );
  });

  test('the owner menu decides: view lists, add or edit appends, edit or delete removes', async () => {
    const viewer = await employee([{ permissionId: '3001', actionList: ['query'] }]);
    const adder = await employee([{ permissionId: '3001', actionList: ['get', 'add'] }]);
    const deleter = await employee([{ permissionId: '3001', actionList: ['delete'] }]);
    assert.equal((await app.call('Annex/List', { ownerType: 'Product', ownerId: productId }, viewer)).status, 200);
    assert.equal(
      (await app.call('Annex/Append', { fileName: 'v.png', content: PNG, ownerType: 'Product', ownerId: productId }, viewer)).status,
      403,
    );
    const added = await app.call('Annex/Append', { fileName: 'a.png', content: PNG, ownerType: 'Product', ownerId: productId }, adder);
    assert.equal(added.status, 200, JSON.stringify(added.body));
    assert.equal((await app.call('Annex/Remove', { annexId: added.body.returnData.annexId }, adder)).status, 403);
    assert.equal((await app.call('Annex/Remove', { annexId: added.body.returnData.annexId }, deleter)).status, 200);
    assert.equal((await app.call('Annex/Remove', { annexId: added.body.returnData.annexId }, t())).status, 404, 'already removed');
  });

  test('another company cannot see, remove or read the attachment', async () => {
    const up = await app.call('Annex/Append', { fileName: 'mine.png', content: PNG, ownerType: 'Product', ownerId: productId }, t());
    const o = { token: other.token };
    assert.equal((await app.call('Annex/List', { ownerType: 'Product', ownerId: productId }, o)).body.returnData.data.length, 0);
    assert.equal((await app.call('Annex/Remove', { annexId: up.body.returnData.annexId }, o)).status, 404);
    const key = annexKey(app.infra.config);
    const asOther = signAnnexUrl(key, other.companyId, pathOf(up.body.returnData.url));
    assert.equal((await get(asOther)).status, 404, 'a URL signed for another company finds nothing there');
    const swapped = up.body.returnData.url.replace(`c=${encodeURIComponent(boss.companyId)}`, `c=${encodeURIComponent(other.companyId)}`);
    assert.notEqual(swapped, up.body.returnData.url);
    assert.equal((await get(swapped)).status, 403, 'the signature binds the company');
  });

  test('unsigned, expired or tampered URLs are refused without saying whether the file exists', async () => {
    const up = await app.call('Annex/Append', { fileName: 'secret.png', content: PNG, ownerType: 'Product', ownerId: productId }, t());
    const signed: string = up.body.returnData.url;
    const plain = pathOf(signed);
    const key = annexKey(app.infra.config);
    const u = new URL(app.url + signed);
    const withParam = (k: string, v: string) => {
      const c = new URL(u);
      c.searchParams.set(k, v);
      return c.pathname + c.search;
    };
    const refused = [
      plain,
      `${plain}?c=${boss.companyId}`,
      signAnnexUrl(key, boss.companyId, plain, Date.now() - 3 * 60 * 60 * 1000),
      withParam('e', String(Number(u.searchParams.get('e')) + 900)),
      withParam(
        's',
        u.searchParams.get('s')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      ),
      withParam('s', ''),
      `${signed}&s=again`,
      signAnnexUrl(Buffer.from('x'.repeat(64)), boss.companyId, plain),
    ];
    for (const url of refused) {
      const res = await get(url);
      assert.equal(res.status, 403, url);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal((await res.json()).errorCode, 'FORBIDDEN');
    }
    const missing = plain.replace(/\/[^/]+$/, '/nothing.png');
    assert.equal((await get(missing)).status, 403, 'a path that does not exist is refused the same way');
    assert.equal((await get(signAnnexUrl(key, boss.companyId, missing))).status, 404);
  });

  test('misses and strange paths are 404 with nosniff, never 500', async () => {
    const up = await app.call('Annex/Append', { fileName: 'z.png', content: PNG, ownerType: 'Product', ownerId: productId }, t());
    const folder = pathOf(up.body.returnData.url).split('/')[2];
    fs.mkdirSync(path.join(annexRoot(app.infra.config), folder, 'dir.png'));
    const key = annexKey(app.infra.config);
    const strange = [
      '/annex/',
      '/annex',
      '/annex/%00',
      '/annex/..%2f..',
      '/annex/..%2f..%2f..%2fpackage.json',
      '/annex/%2e%2e/%2e%2e/package.json',
      '/annex/../annex.key',
      `/annex/${folder}/../../annex.key`,
      '/annex/x/y/z',
      `/annex/${folder}`,
      `/annex/${folder}/`,
      `/annex/${folder}/%E0%A4%A`,
      `/annex/${folder}/a%00.png`,
      `/annex/${folder}/..%2fannex.key`,
      `/annex/${folder}/.png`,
      signAnnexUrl(key, boss.companyId, `/annex/${folder}/dir.png`),
      signAnnexUrl(key, boss.companyId, `/annex/${folder}/nope.png`),
      signAnnexUrl(key, boss.companyId, `/annex/${folder}`),
      signAnnexUrl(key, boss.companyId, `/annex/${folder}/${folder}/z.png`),
    ];
    for (const url of strange) {
      const res = await rawGet(url);
      assert.equal(res.status, 404, url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
    }
    const post = await fetch(app.url + up.body.returnData.url, { method: 'POST' });
    assert.equal(post.status, 404);
    const head = await fetch(app.url + up.body.returnData.url, { method: 'HEAD' });
    assert.equal(head.status, 200);
  });
});
