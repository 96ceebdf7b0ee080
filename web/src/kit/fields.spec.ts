import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { fieldOfLabel, fieldPayload, fieldValues, formFields, validateFields, type FieldDesc } from './fields';

const FIELDS: FieldDesc[] = [
  { key: 'customName', label: '客户名称', required: true, maxWidth: 6 },
  { key: 'customCode', label: '客户编码', required: true, code: true },
  { key: 'phone', label: '手机号', phone: true },
  { key: 'overdueDays', label: '超期天数', kind: 'int', min: 0, max: 3650 },
  { key: 'initAmount', label: '期初应收', kind: 'decimal', places: 2, createOnly: true },
  { key: 'shareFlag', label: '共享', kind: 'switch' },
  { key: 'specValues', label: '规格值', kind: 'list', required: true, maxWidth: 4 },
];

test("rules give the server's messages: required, width, code, phone, integers, decimals, lists", () => {
  const ok = {
    customName: '张三',
    customCode: 'C-01',
    phone: '',
    overdueDays: '30',
    initAmount: '-12.5',
    shareFlag: '1',
    specValues: '红、蓝',
  };
  assert.deepEqual(validateFields(FIELDS, ok), {});
  assert.deepEqual(
    validateFields(FIELDS, {
      ...ok,
      customName: ' ',
      customCode: '客户1',
      phone: '123',
      overdueDays: '1.5',
      initAmount: '1.234',
      specValues: '',
    }),
    {
      customName: '客户名称不能为空',
      customCode: '客户编码只能包含字母、数字、下划线和中划线',
      phone: '手机号格式不正确，应为11位手机号',
      overdueDays: '超期天数必须是整数',
      initAmount: '期初应收最多2位小数',
      specValues: '规格值不能为空',
    },
  );
  const e = validateFields(FIELDS, { ...ok, customName: '四个汉字', overdueDays: '4000', initAmount: 'x', specValues: '红、红' });
  assert.equal(e.customName, '客户名称不能超过6个字符（汉字算2个）');
  assert.equal(e.overdueDays, '超期天数不能大于3650');
  assert.equal(e.initAmount, '期初应收必须是数字');
  assert.equal(e.specValues, '规格值不能重复');
  assert.equal(
    validateFields(FIELDS, { ...ok, specValues: '红、特别长的值' }).specValues,
    '规格值“特别长的值”不能超过4个字符（汉字算2个）',
  );
});

test('values come from a record as strings and go back as a payload: empty fields left out when adding, sent empty when editing', () => {
  const values = fieldValues(FIELDS, {
    customName: '张三',
    customCode: 'C1',
    overdueDays: 0,
    shareFlag: 1,
    specValues: ['S', 'M'],
    phone: null,
  });
  assert.deepEqual(values, {
    customName: '张三',
    customCode: 'C1',
    phone: '',
    overdueDays: '0',
    initAmount: '',
    shareFlag: '1',
    specValues: 'S、M',
  });
  assert.deepEqual(fieldValues(FIELDS).shareFlag, '0');
  assert.deepEqual(fieldPayload(FIELDS, { ...values, customName: ' 张三 ', specValues: 'S, M；L' }), {
    customName: '张三',
    customCode: 'C1',
    overdueDays: '0',
    shareFlag: '1',
    specValues: ['S', 'M', 'L'],
  });
  // Editing sends an emptied field as '' so that the server clears it.
  assert.deepEqual(fieldPayload(FIELDS, { ...values, phone: ' ' }, true), {
    customName: '张三',
    customCode: 'C1',
    phone: '',
    overdueDays: '0',
    initAmount: '',
    shareFlag: '1',
    specValues: ['S', 'M'],
  });
  assert.deepEqual(
    formFields(FIELDS, false)
      .map((f) => f.key)
      .includes('initAmount'),
    false,
  );
});

test('a server message goes under the field whose label it names, the longest label first', () => {
  const fields: FieldDesc[] = [{ key: 'customId', label: '客户' }, ...FIELDS];
  assert.equal(fieldOfLabel(fields, '客户编码已存在'), 'customCode');
  assert.equal(fieldOfLabel(fields, '手机号格式不正确，应为11位手机号'), 'phone');
  assert.equal(fieldOfLabel(fields, '客户不存在'), 'customId');
  assert.equal(fieldOfLabel(fields, '账号已过期'), undefined);
});
