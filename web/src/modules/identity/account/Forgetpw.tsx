import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Caption1, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { getLicenseCode, resetPassword } from '../api';
import { AppLink } from '../../../components/AppLink';
import { useForm } from '../../../hooks/useForm';
import { notifySuccess } from '../../../notify/bus';
import { CaptchaField, useCaptcha } from './Captcha';
import { FormCard } from './FormCard';
import { validateReset, type ResetForm } from './rules';

const FIELDS: (keyof ResetForm)[] = ['loginName', 'licenseCode', 'password', 'confirm'];

/** Find password: get a verification code for the account, then set a new password with it; a captcha when the server asks. */
export function Forgetpw() {
  const navigate = useNavigate();
  const form = useForm<ResetForm>({ loginName: '', licenseCode: '', password: '', confirm: '' });
  const captcha = useCaptcha();
  const [step, setStep] = useState<'code' | 'reset'>('code');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { values, errors } = form;

  const attempt = async (request: () => Promise<unknown>, onDone: () => void) => {
    setBusy(true);
    setError('');
    try {
      await request();
      captcha.after();
      onDone();
    } catch (e) {
      setError(form.placeError(e, FIELDS));
      captcha.after(e);
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    const loginName = values.loginName.trim();
    if (step === 'code') {
      if (!form.check({ loginName: loginName ? undefined : '请输入登录账号' }) || !captcha.ready()) return;
      void attempt(
        () => getLicenseCode(loginName, captcha.answer()),
        () => {
          setStep('reset');
          notifySuccess('验证码已发送', '请查看账号绑定手机收到的验证码');
        },
      );
    } else if (form.check(validateReset(values)) && captcha.ready()) {
      void attempt(
        () => resetPassword({ loginName, licenseCode: values.licenseCode.trim(), password: values.password, ...captcha.answer() }),
        () => {
          notifySuccess('密码已重置', '请使用新密码登录');
          navigate('/Login', { replace: true });
        },
      );
    }
  };

  return (
    <FormCard title="找回密码" onSubmit={submit}>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <Field label="登录账号" required validationMessage={errors.loginName}>
        <Input {...form.bind('loginName')} disabled={step === 'reset'} autoComplete="username" placeholder="请输入登录账号" />
      </Field>
      {step === 'reset' && (
        <>
          <Field label="验证码" required validationMessage={errors.licenseCode}>
            <Input {...form.bind('licenseCode')} autoComplete="one-time-code" inputMode="numeric" placeholder="请输入收到的验证码" />
          </Field>
          <Field label="新密码" required validationMessage={errors.password}>
            <Input {...form.bind('password')} type="password" autoComplete="new-password" placeholder="6-32位密码" />
          </Field>
          <Field label="确认新密码" required validationMessage={errors.confirm}>
            <Input {...form.bind('confirm')} type="password" autoComplete="new-password" placeholder="请再次输入新密码" />
          </Field>
        </>
      )}
      <CaptchaField captcha={captcha} />
      <Button type="submit" appearance="primary" size="large" disabled={busy}>
        {step === 'code' ? (busy ? '发送中…' : '获取验证码') : busy ? '提交中…' : '重置密码'}
      </Button>
      {step === 'reset' && (
        <Button appearance="subtle" disabled={busy} onClick={() => setStep('code')}>
          更换账号或重新获取验证码
        </Button>
      )}
      <Caption1>
        想起密码了？<AppLink to="/Login">返回登录</AppLink>
      </Caption1>
    </FormCard>
  );
}
