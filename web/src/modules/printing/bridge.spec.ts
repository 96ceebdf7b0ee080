import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { methodOf, reportData } from './bridge';
import { isOutdated, PRINT_CLIENT, startLinkFor, withRandomId } from './client';

test('template and data files are fetched with GET, the API with POST', () => {
  for (const url of ['/print/sale.grf', '/t/a.txt', '/t/a.XML', '/t/data.json', '/t/data.json?id=12', 'http://x/a.json#p'])
    assert.equal(methodOf(url), 'GET', url);
  for (const url of ['/api/UserPrinttemplate/Detail', '/api/Sale/Detail', '/t/json', '/t/a.jsonp'])
    assert.equal(methodOf(url), 'POST', url);
});

test('the data printed is the response’s returnData with its list emptied', () => {
  assert.deepEqual(reportData({ billNo: 'XS1', list: [1, 2], lines: [3] }), { billNo: 'XS1', list: [], lines: [3] });
});

test('the installer link carries a random id from 0 to 9999; the start link asks the client to update itself', () => {
  assert.equal(
    withRandomId('/download/setup.exe', () => 0),
    '/download/setup.exe?id=0',
  );
  assert.equal(
    withRandomId('/download/setup.exe', () => 0.99999),
    '/download/setup.exe?id=9999',
  );
  const link = startLinkFor('https://erp.example.com/download/yunjxc-setup.exe');
  assert.match(link, /^jxcprint:\/\//);
  assert.deepEqual(JSON.parse(decodeURIComponent(link.slice('jxcprint://'.length))), {
    type: 'update',
    url: 'https://erp.example.com/download/yunjxc-setup.exe',
    ver: '1.0.0',
  });
});

test('a client is outdated when it announced a version older than the one the server offers, by number', () => {
  const [major, minor, patch] = PRINT_CLIENT.version.split('.').map(Number);
  assert.equal(isOutdated(`${major}.${minor}.${patch}`), false);
  assert.equal(isOutdated(null), false, 'a client that announces none is not nagged');
  assert.equal(isOutdated(`${major + 1}.0.0`), false, 'a newer client (a shop ahead of its server) is left alone');
  assert.equal(isOutdated(`${major - 1}.99.99`), true);
  assert.equal(isOutdated(`${major}.${minor}.${patch}-beta`), false);
});
