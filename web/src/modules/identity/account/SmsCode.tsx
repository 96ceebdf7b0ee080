import { useEffect, useState } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ApiError, errorMessage } from '../../../api/http';
import type { CaptchaAnswer, SmsSent } from '../api';
import type { CaptchaState } from './Captcha';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS },
  input: { flexGrow: 1, minWidth: 0 },
  button: { flexShrink: 0, minWidth: '112px' },
});

/** The seconds an SMS_TOO_SOON refusal says to wait (验证码已发送，请N秒后再获取). */
const secondsToWait = (e: unknown) =>
  e instanceof ApiError && e.errorCode === 'SMS_TOO_SOON' ? Number(/(\d+)秒/.exec(e.message)?.[1] ?? 60) : 0;

/** 138****8000: a phone as the screens show it back. */
export const maskPhone = (phone: string) => phone.trim().replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/** What the screen says once a code went: where it went, or that development wrote it to the log. */
export const sentNote = (sent: SmsSent, where = '验证码已发送') =>
  sent.devLogged ? '开发环境未开通短信服务，验证码已写入服务器日志' : `${where}，${sent.validMinutes}分钟内有效`;

/**
 * 短信验证码 with its 获取验证码 button: the button counts down the seconds before another code may be asked for (60
 * after a code, or what the server says), and the field says what truly happened: sent, 短信服务未开通, the wait, or
 * the captcha the server asks for (shown by the form's CaptchaField).
 */
export function SmsCodeField(props: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  captcha: CaptchaState;
  /** Checks what the code goes to and asks for it; false: not asked (the form showed why). */
  request: (captcha: CaptchaAnswer) => Promise<SmsSent> | false;
  /** The note once sent (sentNote by default). */
  note?: (sent: SmsSent) => string;
}) {
  const s = useStyles();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState('');

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const ask = async () => {
    setFailure('');
    if (!props.captcha.ready()) return;
    const asking = props.request(props.captcha.answer());
    if (!asking) return;
    setBusy(true);
    try {
      const sent = await asking;
      props.captcha.after();
      setLeft(sent.resendAfter);
      setNote((props.note ?? sentNote)(sent));
    } catch (e) {
      props.captcha.after(e);
      setNote('');
      const wait = secondsToWait(e);
      if (wait) setLeft(wait);
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const message = props.error || failure || note;
  return (
    <Field
      label="短信验证码"
      required
      validationMessage={message}
      validationState={props.error || failure ? 'error' : note ? 'success' : 'none'}
    >
      <div className={s.row}>
        <Input
          className={s.input}
          value={props.value}
          onChange={(_, d) => props.onChange(d.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          placeholder="6位数字"
          aria-label="短信验证码"
        />
        <Button className={s.button} disabled={busy || left > 0} onClick={() => void ask()}>
          {busy ? '发送中…' : left > 0 ? `${left}秒后重新获取` : note ? '重新获取' : '获取验证码'}
        </Button>
      </div>
    </Field>
  );
}
