import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { StoredEvent } from '@jxc/infra';
import { decideCompany, evolveCompany, initialCompany } from './company';

const given = (...events: { type: string; data?: unknown }[]) =>
  events.reduce((s, e) => evolveCompany(s, { data: {}, ...e } as StoredEvent), initialCompany);
const registered = {
  type: 'CompanyRegistered',
  data: { companyId: 'c', companyName: '好运商行', productType: 2, isDemo: false, endTime: null, phone: '13800000000' },
};

test('an update records only the details it changes; settings events leave the details alone', () => {
  const s = given(
    registered,
    { type: 'CompanySettingsChanged', data: { qtyDigits: 3 } },
    { type: 'CompanyUpdated', data: { address: '上海' } },
  );
  assert.deepEqual(decideCompany.update(s, { address: '上海', companyLogo: 'logo.png' }), [
    { type: 'CompanyUpdated', data: { companyLogo: 'logo.png' } },
  ]);
  assert.deepEqual(decideCompany.update(s, { companyName: '好运商行', phone: '13800000000' }), []);
  assert.deepEqual(decideCompany.update(s, {}), []);
});

test('details sent empty are cleared; an unknown company is not found', () => {
  const s = given(registered, { type: 'CompanyUpdated', data: { address: '上海' } });
  assert.deepEqual(decideCompany.update(s, { phone: null, address: null, companyLogo: null }), [
    { type: 'CompanyUpdated', data: { phone: '', address: '' } },
  ]);
  assert.throws(() => decideCompany.update(initialCompany, {}), /公司不存在/);
});
