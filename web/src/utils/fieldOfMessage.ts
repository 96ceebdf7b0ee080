/** Words a server validation message uses to name a form field, checked in order (the more specific first). */
const FIELD_WORDS: [string, RegExp][] = [
  ['confirm', /确认密码/],
  ['licenseCode', /验证码|授权码/],
  ['companyName', /公司|企业/],
  ['productType', /版本/],
  ['pricePerm', /价格权限/],
  ['phone', /手机/],
  ['loginName', /账号|用户名|登录名/],
  ['password', /密码/],
  ['userName', /姓名/],
  ['roleName', /角色名称/],
  ['roleId', /角色/],
];

/** The form field a server validation message names, if it is one of `fields`. */
export function fieldOfMessage<F>(message: string, fields: readonly (keyof F)[]): keyof F | undefined {
  const hit = FIELD_WORDS.find(([field, re]) => fields.includes(field as keyof F) && re.test(message));
  return hit?.[0] as keyof F | undefined;
}
