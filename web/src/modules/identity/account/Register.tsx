import { useState } from 'react';
import { Button, Caption1, Dropdown, Field, Input, MessageBar, MessageBarBody, Option } from '@fluentui/react-components';
import { editionDescription, EDITION_NOTES, EDITIONS, TRIAL_DAYS } from '@jxc/services/contracts';
import { checkRegisterInfo, register, sendSms } from '../api';
import { AppLink } from '../../../components/AppLink';
import { useForm } from '../../../hooks/useForm';
import { CaptchaField, useCaptcha } from './Captcha';
import { FormCard } from './FormCard';
import { loginNameError, phoneError, validateRegistration, type RegisterForm } from './rules';
import { maskPhone, SmsCodeField, sentNote } from './SmsCode';
import type { RegisteredAs } from './RegisterResult';
import { useSignIn } from './useSignIn';

const FIELDS: (keyof RegisterForm)[] = ['companyName', 'productType', 'loginName', 'password', 'confirm', 'phone', 'smsCode'];
const EDITION_OPTIONS = Object.entries(EDITIONS);

/**
 * Registration (also the phone page's, Register_Mobile): a login name or phone already taken is said as the field is
 * left; a phone is proved by the code sent to it (获取验证码); a captcha when the server asks; on success the new account
 * is signed in.
 */
export function Register() {
  const signIn = useSignIn();
  const form = useForm<RegisterForm>({
    companyName: '',
    productType: '1',
    loginName: '',
    password: '',
    confirm: '',
    phone: '',
    smsCode: '',
  });
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { values, errors } = form;

  const checkLoginName = async () => {
    const loginName = values.loginName;
    if (loginNameError(loginName)) return;
    // Only a clear answer is shown: a refusal (a limit reached) leaves the check to 注册.
    const { loginNameFree } = await checkRegisterInfo({ loginName }).catch(() => ({ loginNameFree: null }));
    if (loginNameFree === false) form.check({ ...errors, loginName: '该登录账号已被注册' });
  };

  const checkPhone = async () => {
    const phone = values.phone.trim();
    if (!phone || phoneError(phone)) return;
    const { phoneFree } = await checkRegisterInfo({ phone }).catch(() => ({ phoneFree: null }));
    if (phoneFree === false) form.check({ ...errors, phone: '该手机号已注册，请直接登录或找回密码' });
  };

  const requestCode = (answer: Parameters<typeof sendSms>[2]) => {
    const phone = phoneError(values.phone);
    form.check({ ...errors, phone, smsCode: undefined });
    return !phone && sendSms(values.phone.trim(), 'register', answer);
  };

  const submit = async () => {
    setError('');
    if (!form.check(validateRegistration(values)) || !captcha.ready()) return;
    setBusy(true);
    try {
      const phone = values.phone.trim();
      const data = await register({
        companyName: values.companyName.trim(),
        productType: Number(values.productType),
        loginName: values.loginName,
        password: values.password,
        ...(phone ? { phone, smsCode: values.smsCode.trim() } : {}),
        ...captcha.answer(),
      });
      signIn(data, '/RegisterResult', { loginName: data.loginName || values.loginName } satisfies RegisteredAs);
    } catch (e) {
      setError(form.placeError(e, FIELDS));
      captcha.after(e);
      setBusy(false);
    }
  };

  return (
    <FormCard title="注册账号" onSubmit={() => void submit()}>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <Field label="公司名称" required validationMessage={errors.companyName}>
        <Input {...form.bind('companyName')} autoComplete="organization" placeholder="请输入公司名称" />
      </Field>
      <Field
        label="版本"
        required
        validationMessage={errors.productType}
        hint={`${editionDescription(Number(values.productType))}。${values.productType === '1' ? '免费版永久免费使用' : `注册后可免费试用${TRIAL_DAYS}天`}`}
      >
        <Dropdown
          value={EDITIONS[Number(values.productType)] ?? ''}
          selectedOptions={[values.productType]}
          onOptionSelect={(_, d) => d.optionValue && form.set('productType', d.optionValue)}
          aria-label="版本"
        >
          {EDITION_OPTIONS.map(([id, name]) => (
            <Option key={id} value={id} text={name}>
              <span>
                {name}
                <br />
                <Caption1>{EDITION_NOTES[Number(id)]}</Caption1>
              </span>
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="登录账号" required validationMessage={errors.loginName} hint="不超过30位的字母、数字、下划线或短横线">
        <Input {...form.bind('loginName')} onBlur={() => void checkLoginName()} autoComplete="username" placeholder="请输入登录账号" />
      </Field>
      <Field label="密码" required validationMessage={errors.password}>
        <Input {...form.bind('password')} type="password" autoComplete="new-password" placeholder="6-32位密码" />
      </Field>
      <Field label="确认密码" required validationMessage={errors.confirm}>
        <Input {...form.bind('confirm')} type="password" autoComplete="new-password" placeholder="请再次输入密码" />
      </Field>
      <Field label="手机号" validationMessage={errors.phone} hint="选填；填写后需短信验证，便于找回密码">
        <Input
          {...form.bind('phone')}
          onBlur={() => void checkPhone()}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder="选填，便于找回密码"
        />
      </Field>
      {values.phone.trim() && (
        <SmsCodeField
          value={values.smsCode}
          onChange={(v) => form.set('smsCode', v)}
          error={errors.smsCode}
          captcha={captcha}
          request={requestCode}
          note={(sent) => sentNote(sent, `验证码已发送至${maskPhone(values.phone)}`)}
        />
      )}
      <CaptchaField captcha={captcha} />
      <Button type="submit" appearance="primary" size="large" disabled={busy}>
        {busy ? '注册中…' : '注册'}
      </Button>
      <Caption1>
        已有账号？<AppLink to="/Login">去登录</AppLink>
      </Caption1>
    </FormCard>
  );
}
