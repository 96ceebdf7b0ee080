import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { validateLogin, validateRegistration, validateReset } from './rules';

const ok = {
  companyName: '好运商贸',
  productType: '2',
  loginName: 'boss_01',
  password: 'secret1',
  confirm: 'secret1',
  phone: '',
  smsCode: '',
};
const clean = (errors: object) => Object.values(errors).every((m) => !m);

test('a complete registration passes; the phone is optional but checked', () => {
  assert.ok(clean(validateRegistration(ok)));
  assert.ok(clean(validateRegistration({ ...ok, phone: '13912345678', smsCode: '042917' })));
  assert.equal(validateRegistration({ ...ok, phone: '12345' }).phone, '请输入正确的手机号');
  assert.equal(validateRegistration({ ...ok, phone: '13912345678' }).smsCode, '请输入验证码', 'a phone comes with its code');
  assert.equal(validateRegistration({ ...ok, phone: '13912345678', smsCode: '12345' }).smsCode, '验证码为6位数字');
});

test('registration messages per field', () => {
  const e = validateRegistration({ ...ok, companyName: ' ', productType: '99', loginName: 'a b', password: '123', confirm: '12' });
  assert.equal(e.companyName, '请输入公司名称');
  assert.equal(e.productType, '请选择版本');
  assert.equal(e.loginName, '登录账号只能包含字母、数字、下划线和短横线');
  assert.equal(e.password, '密码长度为6-32位');
  assert.equal(validateRegistration({ ...ok, password: 'p'.repeat(33), confirm: 'p'.repeat(33) }).password, '密码长度为6-32位');
  assert.ok(clean(validateRegistration({ ...ok, password: 'p'.repeat(32), confirm: 'p'.repeat(32) })));
  assert.equal(e.confirm, '两次输入的密码不一致');
  assert.equal(validateRegistration({ ...ok, companyName: '公'.repeat(31) }).companyName, '公司名称不能超过30个汉字（60个字符）');
  assert.equal(validateRegistration({ ...ok, loginName: 'a'.repeat(31) }).loginName, '登录账号不能超过30位');
  assert.ok(clean(validateRegistration({ ...ok, loginName: 'a' })));
});

test('login and reset require their fields', () => {
  assert.deepEqual(validateLogin({ loginName: '', password: '' }), { loginName: '请输入登录账号', password: '请输入密码' });
  assert.ok(clean(validateLogin({ loginName: 'x', password: 'y' })));
  const r = validateReset({ loginName: 'boss', phone: '', licenseCode: '', password: 'secret1', confirm: '' });
  assert.equal(r.licenseCode, '请输入验证码');
  assert.equal(r.confirm, '请再次输入密码');
  const byPhone = validateReset(
    { loginName: '', phone: '1391234', licenseCode: '12a456', password: 'secret1', confirm: 'secret1' },
    'phone',
  );
  assert.deepEqual([byPhone.loginName, byPhone.phone, byPhone.licenseCode], [undefined, '请输入正确的手机号', '验证码为6位数字']);
  assert.equal(
    validateReset({ loginName: ' ', phone: '', licenseCode: '123456', password: 'secret1', confirm: 'secret1' }).loginName,
    '请输入登录账号',
  );
});
