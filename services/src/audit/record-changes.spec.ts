import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { applyFields, describeChanges, referencedStreams } from './record-changes';
import { categoryOf, eventTitle } from './event-catalog';
import { useDocumentKinds } from '../document-engine';
import { DOCUMENT_KINDS } from '../read-models';

const LABELS = { customName: '客户名称', phone: '手机号', salePrice: '销售价', roleId: '角色', pricePerm: '价格权限', permissions: '权限' };

describe('the 操作日志 compares a record’s fields before and after each change', () => {
  test('an update shows what it changed; a field it clears shows as empty; an id of its own is left out', () => {
    const created = applyFields({}, 'CustomCreated', { customId: 'c1', customName: '张三', phone: '138' }, 'c1');
    assert.deepEqual(created.after, { customName: '张三', phone: '138' });
    const updated = applyFields(created.after, 'CustomUpdated', { customName: '张三丰', phone: null }, 'c1');
    assert.deepEqual(describeChanges(updated.changed, updated.after, LABELS, new Map()), [
      { field: 'customName', label: '客户名称', before: '张三', after: '张三丰' },
      { field: 'phone', label: '手机号', before: '138', after: null },
    ]);
    assert.deepEqual(
      applyFields(updated.after, 'CustomUpdated', { customName: '张三丰' }, 'c1').changed,
      [],
      'a value set again is no change',
    );
  });

  test('a product’s SKUs are compared by SKU under their spec, level prices by grade; a level price dropped shows as cleared', () => {
    const p = applyFields(
      {},
      'ProductCreated',
      { productId: 'p1', productName: '可乐', skus: [{ skuId: 's1', spec: '330ml', salePrice: '3' }] },
      'p1',
    );
    const price = applyFields(p.after, 'ProductSkuUpdated', { skuId: 's1', salePrice: '3.5' }, 'p1');
    assert.deepEqual(describeChanges(price.changed, price.after, LABELS, new Map()), [
      { field: 'sku.s1.salePrice', label: '330ml 销售价', before: '3', after: '3.5' },
    ]);
    const gold = applyFields(price.after, 'ProductGradePricesSet', { skuId: 's1', prices: [{ gradeId: 'g1', price: '2.8' }] }, 'p1');
    const none = applyFields(gold.after, 'ProductGradePricesSet', { skuId: 's1', prices: [] }, 'p1');
    const names = new Map([['CustomGrade-g1', '金牌']]);
    assert.deepEqual(referencedStreams(none.changed), ['CustomGrade-g1']);
    assert.deepEqual(describeChanges(none.changed, none.after, LABELS, names), [
      { field: 'sku.s1.grade.g1', label: '330ml 等级价(金牌)', before: '2.8', after: null },
    ]);
  });

  test('rights in words: a role by name, price flags and menu permissions spelled out; a password never recorded', () => {
    const u = applyFields(
      {},
      'UserCreated',
      { userId: 'u1', userName: '小李', passwordHash: 'x', roleId: null, pricePerm: '100000000' },
      'u1',
    );
    assert.equal('passwordHash' in u.after, false);
    const granted = applyFields(u.after, 'UserUpdated', { roleId: 'r1', pricePerm: '100011000' }, 'u1');
    assert.deepEqual(referencedStreams(granted.changed), ['Role-r1']);
    assert.deepEqual(
      describeChanges(granted.changed, granted.after, LABELS, new Map([['Role-r1', '店长']])).map((c) => [c.label, c.before, c.after]),
      [
        ['角色', null, '店长'],
        ['价格权限', '看销售价', '看销售价、看成本价、看他人单据'],
      ],
    );
    const role = applyFields({}, 'RoleUpdated', { permissions: [{ permissionId: '2002', actionList: ['query', 'add'] }] }, 'r1');
    assert.deepEqual(describeChanges(role.changed, role.after, LABELS, new Map())[0].after, '销售单(查询、新增)');
    assert.equal(categoryOf('RoleUpdated', { permissions: [] }), 'permission');
    assert.equal(categoryOf('UserUpdated', { phone: '1' }), 'update');
    assert.equal(categoryOf('ProductSkuUpdated', { skuId: 's', salePrice: '1' }), 'price');
  });

  test('titles: a module’s own, else the verb’s', () => {
    useDocumentKinds(DOCUMENT_KINDS);
    assert.equal(eventTitle('CustomUpdated'), '修改客户');
    assert.equal(eventTitle('UserSignedIn'), '登录');
    assert.equal(eventTitle('SupplierPayAudited'), '审核');
    assert.equal(eventTitle('SaleSettlementReversed'), '取消核销');
    assert.equal(eventTitle('Nonsense'), undefined);
  });
});
