import { useState } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ApiError, errorMessage } from '../../../api/http';
import { imageCheckCode, type CaptchaAnswer } from '../api';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  field: { flexGrow: 1, minWidth: 0 },
  input: { width: '100%', minWidth: 0 },
  // Level with the input, below the field's label.
  side: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginTop: '22px' },
  image: { width: '96px', height: '32px', borderRadius: tokens.borderRadiusMedium, flexShrink: 0 },
});

const asksForCaptcha = (e: unknown) => e instanceof ApiError && e.errorCode === 'CAPTCHA_REQUIRED';

/**
 * The image captcha of the account screens (sign-in, 体验演示, registration, 找回密码, codes by text message): hidden
 * until the server asks for it (CAPTCHA_REQUIRED), then shown with a new image after every try, since the server uses
 * a captcha up with the try it came with.
 */
export function useCaptcha() {
  const [shown, setShown] = useState(false);
  const [image, setImage] = useState({ captchaId: '', image: '' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const refresh = async () => {
    setCode('');
    try {
      setImage(await imageCheckCode());
      setError(undefined);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return {
    shown,
    image: image.image,
    code,
    error,
    refresh,
    setCode: (value: string) => {
      setCode(value);
      setError(undefined);
    },
    /** Whether the call may go: a captcha shown must be filled in. */
    ready: () => {
      if (shown && !code.trim()) setError('请输入图形验证码');
      return !shown || !!code.trim();
    },
    /** What the call sends: the answer while the captcha is shown. */
    answer: (): CaptchaAnswer => (shown ? { captchaId: image.captchaId, captchaCode: code.trim() } : {}),
    /** After a try, answered or refused (`e`): a refusal asking for the captcha shows it; a shown one gets a new image. */
    after: (e?: unknown) => {
      if (asksForCaptcha(e)) setShown(true);
      if (shown || asksForCaptcha(e)) void refresh();
    },
  };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;

/** The captcha's field: the characters to type, the image, and 换一张. Nothing until the server asks for it. */
export function CaptchaField({ captcha }: { captcha: CaptchaState }) {
  const s = useStyles();
  if (!captcha.shown) return null;
  return (
    <div className={s.row}>
      <Field className={s.field} label="图形验证码" required validationMessage={captcha.error}>
        <Input
          className={s.input}
          value={captcha.code}
          onChange={(_, d) => captcha.setCode(d.value)}
          autoComplete="off"
          maxLength={10}
          placeholder="图中字符"
        />
      </Field>
      <div className={s.side}>
        {captcha.image && <img className={s.image} src={captcha.image} alt="图形验证码" />}
        <Button appearance="subtle" onClick={() => void captcha.refresh()}>
          换一张
        </Button>
      </div>
    </div>
  );
}
