import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { errorMessage } from '../../../api/http';
import { notifySuccess } from '../../../notify/bus';
import { FailureBar } from '../../document-engine';
import { bindPhone, myPhone, sendSms, unbindPhone } from '../api';
import { CaptchaField, useCaptcha } from './Captcha';
import { phoneError, smsCodeError } from './rules';
import { maskPhone, SmsCodeField, sentNote } from './SmsCode';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Step = 'loading' | 'bind' | 'bound' | 'unbind';

/**
 * 绑定手机 of the signed-in user: a phone with the code sent to it binds (or replaces) the account's phone, used for
 * 找回密码; a bound phone is given up (解绑) with the password.
 */
export function PhoneDialog({ onClose }: { onClose: () => void }) {
  const s = useStyles();
  const captcha = useCaptcha();
  const [step, setStep] = useState<Step>('loading');
  const [bound, setBound] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string; password?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    myPhone()
      .then(({ phone: p }) => {
        setBound(p);
        setStep(p ? 'bound' : 'bind');
      })
      .catch((e) => {
        setFailure(errorMessage(e));
        setStep('bind');
      });
  }, []);

  const requestCode = (answer: Parameters<typeof sendSms>[2]) => {
    const error = phoneError(phone);
    setErrors((old) => ({ ...old, phone: error }));
    return !error && sendSms(phone.trim(), 'bind', answer);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    const found =
      step === 'unbind' ? { password: password ? undefined : '请输入登录密码' } : { phone: phoneError(phone), code: smsCodeError(code) };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      if (step === 'unbind') {
        await unbindPhone({ password });
        notifySuccess('手机已解绑');
      } else {
        await bindPhone(phone.trim(), code.trim());
        notifySuccess('手机已绑定', '可用此手机号找回密码');
      }
      onClose();
    } catch (err) {
      const message = errorMessage(err);
      if (message === '密码不正确') setErrors({ password: message });
      else setFailure(message);
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <DialogTitle>{step === 'unbind' ? '解绑手机' : '绑定手机'}</DialogTitle>
            <DialogContent className={s.content}>
              {failure && <FailureBar failure={{ title: failure }} />}
              {step === 'loading' && <Spinner size="small" label="正在读取…" />}
              {step === 'bound' && (
                <>
                  <Field label="已绑定手机">
                    <Input value={maskPhone(bound)} readOnly aria-label="已绑定手机" />
                  </Field>
                  <Caption1 className={s.muted}>绑定的手机用于找回密码。更换手机需验证新手机号；解绑需输入登录密码。</Caption1>
                </>
              )}
              {step === 'bind' && (
                <>
                  <Field label={bound ? '新手机号' : '手机号'} required validationMessage={errors.phone}>
                    <Input
                      value={phone}
                      onChange={(_, d) => setPhone(d.value)}
                      type="tel"
                      inputMode="numeric"
                      autoComplete="tel"
                      maxLength={11}
                      placeholder="请输入手机号"
                    />
                  </Field>
                  <SmsCodeField
                    value={code}
                    onChange={setCode}
                    error={errors.code}
                    captcha={captcha}
                    request={requestCode}
                    note={(sent) => sentNote(sent, `验证码已发送至${maskPhone(phone)}`)}
                  />
                  <CaptchaField captcha={captcha} />
                </>
              )}
              {step === 'unbind' && (
                <Field label="登录密码" required validationMessage={errors.password} hint={`解绑 ${maskPhone(bound)}`}>
                  <Input type="password" value={password} onChange={(_, d) => setPassword(d.value)} autoComplete="current-password" />
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              {step === 'bound' ? (
                <>
                  <Button onClick={onClose}>关闭</Button>
                  <Button onClick={() => setStep('unbind')}>解绑</Button>
                  <Button appearance="primary" onClick={() => setStep('bind')}>
                    更换手机
                  </Button>
                </>
              ) : (
                <>
                  <Button onClick={onClose}>取消</Button>
                  <Button appearance="primary" type="submit" disabled={busy || step === 'loading'}>
                    {busy ? '提交中…' : step === 'unbind' ? '确认解绑' : '绑定'}
                  </Button>
                </>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
