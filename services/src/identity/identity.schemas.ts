import { ACTION_KEYS, EDITIONS, isLogo, LOGO_MAX_CHARS, TAX_NO_PATTERN } from '../contracts';
import { array, bool, int, object, text } from '../shared/validation/schema';

export const loginNameField = () => text('登录账号').required().code().maxWidth(30);
export const passwordField = (label = '密码') => text(label).required().minLength(6).maxWidth(32);

/** The image captcha (Common/GetImageCheckCode) a public call asks for after failed tries: its id and the characters read. */
export const captchaFields = { captchaId: text('图形验证码').maxWidth(64), captchaCode: text('图形验证码').maxWidth(10) };

/** A code sent by text message (Sms/Send): 6 digits. */
export const smsCodeField = () =>
  text('短信验证码')
    .required()
    .check((v) => /^\d{6}$/.test(v), '应为6位数字');

export const registerSchema = {
  companyName: text('公司名称').required().maxWidth(60),
  loginName: loginNameField(),
  password: passwordField(),
  productType: int('版本').required().oneOf(Object.keys(EDITIONS).map(Number)),
  phone: text('手机号').phone(),
  /** The code sent to `phone` (Sms/Send, purpose register): required with a phone. */
  smsCode: text('短信验证码').maxWidth(6),
  ...captchaFields,
};

export const permissionsField = () =>
  array(
    '权限',
    object(
      {
        permissionId: text('菜单编号')
          .required()
          .check((v) => /^\d{4}$/.test(v), '格式不正确'),
        actionList: array('操作', text('操作').required().oneOf(ACTION_KEYS)).required(),
      },
      '',
    ),
  );

const pricePermField = () => text('价格权限').check((v) => /^[01]{1,9}$/.test(v), '格式不正确，应为0和1组成的标志串');
const warehousePermField = () => text('仓库权限').maxWidth(2000);

export const userProfileSchema = {
  userName: text('员工姓名').maxWidth(30),
  phone: text('手机号').phone(),
  roleId: text('角色'),
  pricePerm: pricePermField(),
  warehousePerm: warehousePermField(),
  branchAdmin: bool('门店管理员'),
  branchId: text('门店'),
};

export const createUserSchema = {
  ...userProfileSchema,
  userName: text('员工姓名').required().maxWidth(30),
  loginName: loginNameField(),
  password: passwordField(),
};

/** User/Update's fields, read with readPatch (see shared/patch): Save's rules, the name required; the login name does not change. */
export const updateUserSchema = { ...userProfileSchema, userName: text('员工姓名').required().maxWidth(30), password: passwordField() };

/** Role/Save's fields; Role/Update reads the same ones with readPatch, plus roleId. */
export const roleSchema = { roleName: text('角色名称').required().maxWidth(30), permissions: permissionsField().required() };

/** The company's details (Company/Update, read with readPatch): the name as at registration, the rest optional. */
export const companySchema = {
  companyName: text('公司名称').required().maxWidth(60),
  companyLogo: text('公司标志')
    .maxWidth(2 * LOGO_MAX_CHARS)
    .check(isLogo, '须为PNG、JPG、GIF或WEBP图片，且不超过200KB'),
  phone: text('联系电话').maxWidth(30),
  address: text('地址').maxWidth(200),
  contact: text('联系人').maxWidth(30),
  taxNo: text('税号')
    .maxWidth(30)
    .check((v) => TAX_NO_PATTERN.test(v), '应为15到20位数字或大写字母（统一社会信用代码）'),
  industry: text('所属行业').maxWidth(30),
};
