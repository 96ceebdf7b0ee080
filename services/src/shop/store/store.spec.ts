import { describe, test } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { decideStore, evolveStore, initialStore, StoreState } from './store';
import type { StoreSettings } from '../../contracts';
import type { StoreEvent } from './store.events';

const defaults: StoreSettings = {
  storeName: '城南批发',
  notice: '',
  open: false,
  openTime: null,
  closeTime: null,
  delivery: true,
  pickup: true,
  minOrderAmount: '0',
  warehouseId: 'w1',
  phone: '',
  address: '',
};
const given = decider<StoreState, StoreEvent>(evolveStore, initialStore(defaults));
const created: StoreEvent = { type: 'Created', data: { storeCode: 'abcd2345', ...defaults } };

describe('店铺设置', () => {
  test('the first save opens the store with its code and the defaults under the changes', () => {
    given()
      .when((s) => decideStore(s, { storeName: '城南旗舰店', open: true }, 'abcd2345'))
      .then([{ type: 'Created', data: { storeCode: 'abcd2345', ...defaults, storeName: '城南旗舰店', open: true } }]);
  });

  test('the code never changes: a later save records only what changed, 营业 and 休息 as their own events', () => {
    given(created)
      .when((s) => decideStore(s, { notice: '满99包邮', open: true }, 'zzzz9999'))
      .then([
        { type: 'Updated', data: { notice: '满99包邮' } },
        { type: 'Opened', data: {} },
      ]);
    given(created, { type: 'Opened', data: {} })
      .when((s) => decideStore(s, { open: false }, 'zzzz9999'))
      .then([{ type: 'Closed', data: {} }]);
    given(created)
      .when((s) => decideStore(s, { storeName: '城南批发', open: false }, 'zzzz9999'))
      .then([]);
  });

  test('a cleared field takes its empty value', () => {
    given(created, { type: 'Updated', data: { notice: '公告', minOrderAmount: '50' } })
      .when((s) => decideStore(s, { notice: null, minOrderAmount: null }, 'x'))
      .then([{ type: 'Updated', data: { notice: '', minOrderAmount: '0' } }]);
  });

  test('refuses a store without a way to get the goods, half the hours, or open without a warehouse', () => {
    given(created)
      .when((s) => decideStore(s, { delivery: false, pickup: false }, 'x'))
      .refused('VALIDATION', /配送方式至少选择一种/);
    given(created)
      .when((s) => decideStore(s, { openTime: '08:00' }, 'x'))
      .refused('VALIDATION', /营业时间需同时填写/);
    given(created)
      .when((s) => decideStore(s, { openTime: '08:00', closeTime: '08:00' }, 'x'))
      .refused('VALIDATION', /不能与开始时间相同/);
    given(created)
      .when((s) => decideStore(s, { warehouseId: null, open: true }, 'x'))
      .refused('VALIDATION', /请先选择发货仓库/);
    given()
      .when((s) => decideStore({ ...s, settings: { ...s.settings, warehouseId: null } }, { open: true }, 'x'))
      .refused('VALIDATION', /请先选择发货仓库/);
  });

  test('hours past midnight are a store open late', () => {
    given(created)
      .when((s) => decideStore(s, { openTime: '20:00', closeTime: '02:00' }, 'x'))
      .then([{ type: 'Updated', data: { openTime: '20:00', closeTime: '02:00' } }]);
  });
});
