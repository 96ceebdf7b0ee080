import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Caption1, Field, Input, MessageBar, MessageBarBody, Tab, TabList } from '@fluentui/react-components';
import { ApiError } from '../../../api/http';
import { getLicenseCode, resetPassword, sendSms, type SmsSent } from '../api';
import { AppLink } from '../../../components/AppLink';
import { useForm } from '../../../hooks/useForm';
import { notifySuccess } from '../../../notify/bus';
import { CaptchaField, useCaptcha } from './Captcha';
import { FormCard } from './FormCard';
import { phoneError, validateReset, type ResetForm } from './rules';
import { SmsCodeField, sentNote } from './SmsCode';

const FIELDS: (keyof ResetForm)[] = ['loginName', 'phone', 'licenseCode', 'password', 'confirm'];

/**
 * 找回密码: by login name (the code goes to the account's bound phone) or by phone; then the code and the new password.
 * What the screen says is what happened: a code sent (for a login name: if the account has a phone, which the server
 * does not tell), 短信服务未开通, a wait, or a captcha when the server asks.
 */
export function Forgetpw() {
  const navigate = useNavigate();
  const form = useForm<ResetForm>({ loginName: '', phone: '', licenseCode: '', password: '', confirm: '' });
  const captcha = useCaptcha();
  const [by, setBy] = useState<'account' | 'phone'>('account');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [noSms, setNoSms] = useState(false);
  const { values, errors } = form;

  const requestCode = (answer: Parameters<typeof getLicenseCode>[1]) => {
    const said = (asking: Promise<SmsSent>) =>
      asking.catch((e: unknown) => {
        setNoSms(e instanceof ApiError && e.errorCode === 'SMS_NOT_CONFIGURED');
        throw e;
      });
    if (by === 'account') {
      const loginName = values.loginName.trim();
      if (!form.check({ loginName: loginName ? undefined : '请输入登录账号' })) return false;
      return said(getLicenseCode(loginName, answer));
    }
    if (!form.check({ phone: phoneError(values.phone) })) return false;
    return said(sendSms(values.phone.trim(), 'reset', answer));
  };

  const submit = async () => {
    setError('');
    if (!form.check(validateReset(values, by)) || !captcha.ready()) return;
    setBusy(true);
    try {
      const who = by === 'account' ? { loginName: values.loginName.trim() } : { phone: values.phone.trim() };
      await resetPassword({ ...who, licenseCode: values.licenseCode.trim(), password: values.password, ...captcha.answer() });
      notifySuccess('密码已重置', '请使用新密码登录');
      navigate('/Login', { replace: true });
    } catch (e) {
      setError(form.placeError(e, FIELDS));
      captcha.after(e);
      setBusy(false);
    }
  };

  return (
    <FormCard title="找回密码" onSubmit={() => void submit()}>
      <TabList selectedValue={by} onTabSelect={(_, d) => setBy(d.value as 'account' | 'phone')} aria-label="找回方式">
        <Tab value="account">按登录账号</Tab>
        <Tab value="phone">按手机号</Tab>
      </TabList>
      {noSms && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>本系统未开通短信服务，无法用短信找回密码。员工可请公司管理员在「员工管理」中为您重设密码。</MessageBarBody>
        </MessageBar>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {by === 'account' ? (
        <Field label="登录账号" required validationMessage={errors.loginName} hint="验证码将发送到该账号绑定的手机">
          <Input {...form.bind('loginName')} autoComplete="username" placeholder="请输入登录账号" />
        </Field>
      ) : (
        <Field label="手机号" required validationMessage={errors.phone} hint="账号绑定的手机号">
          <Input {...form.bind('phone')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} placeholder="请输入手机号" />
        </Field>
      )}
      <SmsCodeField
        value={values.licenseCode}
        onChange={(v) => form.set('licenseCode', v)}
        error={errors.licenseCode}
        captcha={captcha}
        request={requestCode}
        note={(sent) =>
          sentNote(sent, by === 'account' ? '如该账号已绑定手机，验证码已发送到该手机' : '如该手机号已绑定账号，验证码已发送')
        }
      />
      <Field label="新密码" required validationMessage={errors.password}>
        <Input {...form.bind('password')} type="password" autoComplete="new-password" placeholder="6-32位密码" />
      </Field>
      <Field label="确认新密码" required validationMessage={errors.confirm}>
        <Input {...form.bind('confirm')} type="password" autoComplete="new-password" placeholder="请再次输入新密码" />
      </Field>
      <CaptchaField captcha={captcha} />
      <Button type="submit" appearance="primary" size="large" disabled={busy}>
        {busy ? '提交中…' : '重置密码'}
      </Button>
      <Caption1>
        想起密码了？<AppLink to="/Login">返回登录</AppLink>
      </Caption1>
    </FormCard>
  );
}
