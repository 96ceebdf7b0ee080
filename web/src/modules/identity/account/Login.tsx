import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular, PersonRegular } from '@fluentui/react-icons';
import { MSG } from '@jxc/services/contracts';
import { demoLogin, login } from '../api';
import { ApiError, errorMessage } from '../../../api/http';
import type { LoginData } from '../../../api/types';
import { AppLink } from '../../../components/AppLink';
import { useForm } from '../../../hooks/useForm';
import { signOut } from '../../../session/signIn';
import { useSession } from '../../../session/useSession';
import { CaptchaField, useCaptcha } from './Captcha';
import { FormCard } from './FormCard';
import { validateLogin } from './rules';
import { safeRedirect, useSignIn } from './useSignIn';

// Few sign-ins meet it: its code loads when it opens.
const ExpiredDialog = lazy(() => import('./ExpiredDialog').then((m) => ({ default: m.ExpiredDialog })));

const useStyles = makeStyles({
  links: { display: 'flex', justifyContent: 'space-between' },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  turnedAway: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  turnedAwayActions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export function Login() {
  const s = useStyles();
  const { token, nickname, Company_Name } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const form = useForm({ loginName: '', password: '' });
  const captcha = useCaptcha();
  const [busy, setBusy] = useState<'login' | 'demo' | null>(null);
  const [error, setError] = useState('');
  const [expired, setExpired] = useState(false);
  // An expired company's administrator is handed a session that opens only buying (/buy).
  const [buying, setBuying] = useState<LoginData>();
  // Sent here from a page the signed-in user may not open (seed §4): the page stays, to sign in with another account.
  const turnedAway = !!(useLocation().state as { turnedAway?: boolean } | null)?.turnedAway && !!token;

  // Already signed in: the login page leads back into the app.
  if (token && !busy && !turnedAway) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const run = async (kind: 'login' | 'demo', request: () => Promise<LoginData>) => {
    setBusy(kind);
    setError('');
    try {
      signIn(await request());
    } catch (e) {
      const message = errorMessage(e);
      if (message === MSG.accountExpired) {
        setExpired(true);
        setBuying(e instanceof ApiError ? (e.details?.login as LoginData | undefined) : undefined);
      } else setError(message);
      captcha.after(e);
      setBusy(null);
    }
  };

  const submit = () => {
    const values = { loginName: form.values.loginName.trim(), password: form.values.password };
    if (form.check(validateLogin(values)) && captcha.ready()) void run('login', () => login({ ...values, ...captcha.answer() }));
  };

  return (
    <>
      <FormCard title="账号登录" onSubmit={submit}>
        {turnedAway && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody className={s.turnedAway}>
              <span>
                {MSG.noPageAccess}。您仍以 <b>{nickname}</b>（{Company_Name}）登录，可返回首页，或切换为有权限的账号。
              </span>
              <span className={s.turnedAwayActions}>
                <Button appearance="primary" onClick={() => navigate('/', { replace: true })}>
                  返回首页
                </Button>
                <Button onClick={() => void signOut()}>切换账号</Button>
              </span>
            </MessageBarBody>
          </MessageBar>
        )}
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        <Field label="登录账号" required validationMessage={form.errors.loginName}>
          <Input
            {...form.bind('loginName')}
            contentBefore={<PersonRegular />}
            autoComplete="username"
            placeholder="请输入登录账号"
            size="large"
          />
        </Field>
        <Field label="密码" required validationMessage={form.errors.password}>
          <Input
            {...form.bind('password')}
            type="password"
            contentBefore={<LockClosedRegular />}
            autoComplete="current-password"
            placeholder="请输入密码"
            size="large"
          />
        </Field>
        <CaptchaField captcha={captcha} />
        <div className={s.links}>
          <AppLink to="/Forgetpw">忘记密码</AppLink>
          <AppLink to="/Register">注册账号</AppLink>
        </div>
        <div className={s.actions}>
          <Button type="submit" appearance="primary" size="large" disabled={busy !== null}>
            {busy === 'login' ? '登录中…' : '登录'}
          </Button>
          <Button
            size="large"
            disabled={busy !== null}
            onClick={() => captcha.ready() && void run('demo', () => demoLogin(captcha.answer()))}
          >
            {busy === 'demo' ? '正在准备演示数据…' : '体验演示'}
          </Button>
        </div>
      </FormCard>
      {expired && (
        <Suspense fallback={null}>
          <ExpiredDialog
            open
            onClose={() => setExpired(false)}
            onBuy={() => {
              // Busy: the session just started must not send this page on to the redirect instead.
              setBusy('login');
              if (buying) signIn(buying, '/buy');
              else navigate('/buy');
            }}
          />
        </Suspense>
      )}
    </>
  );
}
