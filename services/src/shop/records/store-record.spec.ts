import { describe, test } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { STORE_ADV } from '../adv/adv.kind';
import { STORE_FORMULA } from '../formula/formula.kind';
import { STORE_LABEL } from '../label/label.kind';
import { decideStoreRecord, evolveStoreRecord, noStoreRecord, StoreRecordEvent } from './store-record';

const given = decider(evolveStoreRecord, noStoreRecord);
const created = (recordId: string, record: Record<string, unknown>): StoreRecordEvent => ({ type: 'Created', data: { recordId, record } });

describe('广告', () => {
  const ad = {
    advTitle: '新品上市',
    linkType: 'url',
    storeProductId: null,
    linkUrl: 'https://shop.example.com/new',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    sort: 1,
    enabled: true,
  };

  test('an ad left without a link, an order or a state is made with none, 0 and enabled', () => {
    given()
      .when((s) => decideStoreRecord.create(s, 'a1', { advTitle: '开业大吉' }, STORE_ADV))
      .then([created('a1', { linkType: 'none', sort: 0, enabled: true, advTitle: '开业大吉' })]);
  });

  test('a link names what it opens, and the schedule ends on or after its start', () => {
    given()
      .when((s) => decideStoreRecord.create(s, 'a1', { ...ad, linkType: 'product' }, STORE_ADV))
      .refused('VALIDATION', /^链接商品不能为空$/);
    given()
      .when((s) => decideStoreRecord.create(s, 'a1', { ...ad, linkUrl: null }, STORE_ADV))
      .refused('VALIDATION', /^链接地址不能为空$/);
    given()
      .when((s) => decideStoreRecord.create(s, 'a1', { ...ad, endDate: '2026-10-31' }, STORE_ADV))
      .refused('VALIDATION', /^结束日期不能早于开始日期$/);
    given()
      .when((s) => decideStoreRecord.create(s, 'a1', { ...ad, endDate: '2026-11-01', startDate: '2026-11-01' }, STORE_ADV))
      .then([created('a1', { ...ad, endDate: '2026-11-01' })]);
  });

  test('an update changes the fields sent, is held to the same rules, and records nothing when nothing changes', () => {
    given(created('a1', ad))
      .when((s) => decideStoreRecord.update(s, 'a1', { sort: 5 }, STORE_ADV))
      .then([{ type: 'Updated', data: { recordId: 'a1', record: { ...ad, sort: 5 } } }]);
    given(created('a1', ad))
      .when((s) => decideStoreRecord.update(s, 'a1', { startDate: '2026-12-01' }, STORE_ADV))
      .refused('VALIDATION', /结束日期不能早于开始日期/);
    given(created('a1', ad))
      .when((s) => decideStoreRecord.update(s, 'a1', { advTitle: '新品上市' }, STORE_ADV))
      .then([]);
    given(created('a1', ad))
      .when((s) => decideStoreRecord.update(s, 'a1', { enabled: null }, STORE_ADV))
      .then([]);
  });

  test('a removed ad is neither changed nor removed again', () => {
    const removed: StoreRecordEvent = { type: 'Removed', data: { recordId: 'a1' } };
    given(created('a1', ad))
      .when((s) => decideStoreRecord.remove(s, 'a1', STORE_ADV))
      .then([removed]);
    given(created('a1', ad), removed)
      .when((s) => decideStoreRecord.remove(s, 'a1', STORE_ADV))
      .refused('NOT_FOUND', /广告不存在/);
    given(created('a1', ad), removed)
      .when((s) => decideStoreRecord.update(s, 'a1', { sort: 2 }, STORE_ADV))
      .refused('NOT_FOUND', /广告不存在/);
    given()
      .when((s) => decideStoreRecord.update(s, 'a1', { sort: 2 }, STORE_ADV))
      .refused('NOT_FOUND');
  });
});

describe('首页快捷菜单', () => {
  test('an entry opens the category or the product its link type says', () => {
    const label = { labelTitle: '饮品', icon: 'drink', linkType: 'category' };
    given()
      .when((s) => decideStoreRecord.create(s, 'l1', label, STORE_LABEL))
      .refused('VALIDATION', /^链接分类不能为空$/);
    given()
      .when((s) => decideStoreRecord.create(s, 'l1', { ...label, linkType: 'product', storeClassId: 'c1' }, STORE_LABEL))
      .refused('VALIDATION', /^链接商品不能为空$/);
    given()
      .when((s) => decideStoreRecord.create(s, 'l1', { ...label, storeClassId: 'c1' }, STORE_LABEL))
      .then([created('l1', { sort: 0, enabled: true, ...label, storeClassId: 'c1' })]);
  });
});

describe('配方', () => {
  const formula = {
    formulaName: '招牌奶茶',
    lines: [
      { skuId: 'tea', qty: '2' },
      { skuId: 'milk', qty: '0.5' },
    ],
    remark: '',
  };

  test('a formula has lines, each SKU once', () => {
    given()
      .when((s) => decideStoreRecord.create(s, 'f1', formula, STORE_FORMULA))
      .then([created('f1', formula)]);
    given()
      .when((s) => decideStoreRecord.create(s, 'f1', { ...formula, lines: [] }, STORE_FORMULA))
      .refused('VALIDATION', /^配方明细至少需要一行$/);
    given()
      .when((s) => decideStoreRecord.create(s, 'f1', { ...formula, lines: [...formula.lines, { skuId: 'tea', qty: '1' }] }, STORE_FORMULA))
      .refused('VALIDATION', /^配方明细第3行商品与第1行重复，请合并数量$/);
  });

  test('its lines are replaced whole by an update', () => {
    const lines = [{ skuId: 'tea', qty: '3' }];
    given(created('f1', formula))
      .when((s) => decideStoreRecord.update(s, 'f1', { lines }, STORE_FORMULA))
      .then([{ type: 'Updated', data: { recordId: 'f1', record: { ...formula, lines } } }]);
  });
});
