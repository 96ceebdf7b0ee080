import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { fieldOfMessage } from './fieldOfMessage';

test('a server message is shown under the field it names', () => {
  const fields = ['companyName', 'loginName', 'password', 'confirm', 'phone'] as const;
  assert.equal(fieldOfMessage('登录账号已存在', fields), 'loginName');
  assert.equal(fieldOfMessage('公司名称不能为空', fields), 'companyName');
  assert.equal(fieldOfMessage('手机号格式不正确', fields), 'phone');
  assert.equal(fieldOfMessage('密码长度不足', fields), 'password');
  assert.equal(fieldOfMessage('验证码错误', fields), undefined);
  assert.equal(fieldOfMessage('验证码错误', ['licenseCode']), 'licenseCode');
});

test('staff and role messages find their fields', () => {
  const staff = ['loginName', 'password', 'userName', 'phone', 'roleId', 'pricePerm'] as const;
  assert.equal(fieldOfMessage('员工姓名不能为空', staff), 'userName');
  assert.equal(fieldOfMessage('角色不存在', staff), 'roleId');
  assert.equal(fieldOfMessage('价格权限格式不正确，应为0和1组成的标志串', staff), 'pricePerm');
  assert.equal(fieldOfMessage('角色名称不能超过30个字符', ['roleName']), 'roleName');
});
