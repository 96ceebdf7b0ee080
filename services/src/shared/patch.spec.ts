import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { D } from './decimal';
import { ValidationError } from './errors';
import { changedFields, readPatch, sameValue } from './patch';
import { array, bool, decimal, text } from './validation/schema';

const shape = {
  customName: text('客户名称').required().maxWidth(10),
  phone: text('手机号').phone(),
  initAmount: decimal('期初应收').places(2),
  vip: bool('会员'),
  tags: array('标签', text('标签')),
};
const refused = (fn: () => unknown, message: string) =>
  assert.throws(fn, (e: unknown) => e instanceof ValidationError && e.message === message);

test('a field not sent is left out; a field sent is read with its create rule; a field sent empty is null', () => {
  assert.deepEqual(readPatch(shape, {}), {});
  assert.deepEqual(readPatch(shape, { phone: '13800000000', other: 'x' }), { phone: '13800000000' });
  assert.deepEqual(readPatch(shape, { phone: '', initAmount: null, vip: '  ', tags: null }), {
    phone: null,
    initAmount: null,
    vip: null,
    tags: null,
  });
  assert.ok(readPatch(shape, { initAmount: '1.5' }).initAmount?.eq(1.5));
  assert.deepEqual(readPatch(shape, { tags: [] }), { tags: [] }, 'an empty list is a value, not a clearing');
  assert.deepEqual(readPatch(shape, { vip: false, customName: ' 张三 ' }), { vip: false, customName: '张三' });
});

test('a required field cannot be cleared, and bad values are refused as on create', () => {
  refused(() => readPatch(shape, { customName: '' }), '客户名称不能为空');
  refused(() => readPatch(shape, { customName: null }), '客户名称不能为空');
  refused(() => readPatch(shape, { customName: '一二三四五六' }), '客户名称不能超过10个字符（汉字算2个）');
  refused(() => readPatch(shape, { phone: '123' }), '手机号格式不正确，应为11位手机号');
  refused(() => readPatch(shape, { initAmount: '1.234' }), '期初应收最多2位小数');
  refused(() => readPatch(shape, [1]), '请求内容格式不正确');
});

test('only what changes is kept; cleared fields take the empty value', () => {
  const current = { name: '张三', remark: '老客户', flag: true, classId: 'c1' as string | null, units: [{ unitName: '箱', ratio: '24' }] };
  const empty = { remark: '', flag: false };
  assert.deepEqual(changedFields(current, { name: '张三', remark: undefined }, empty), {});
  assert.deepEqual(changedFields(current, { name: '李四' }, empty), { name: '李四' });
  assert.deepEqual(changedFields(current, { remark: null, flag: null, classId: null }, empty), { remark: '', flag: false, classId: null });
  assert.deepEqual(
    changedFields({ ...current, remark: '', classId: null }, { remark: null, classId: null }, empty),
    {},
    'clearing a cleared field is no change',
  );
  assert.deepEqual(changedFields(current, { units: [{ ratio: '24', unitName: '箱' }] }), {}, 'key order does not matter');
  assert.deepEqual(changedFields(current, { units: [] }), { units: [] });
});

test('stored values compare as stored: null and undefined alike, decimals by their text', () => {
  assert.ok(sameValue(undefined, null));
  assert.ok(!sameValue('', null));
  assert.ok(sameValue(new D('1.50'), '1.5'));
  assert.ok(!sameValue([1, 2], [2, 1]));
});
