import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Caption1, Card, Field, Input, MessageBar, MessageBarBody, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ShieldKeyholeRegular } from '@fluentui/react-icons';
import { errorMessage } from '../../api/http';
import { consoleLogin } from './api';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'center',
    padding: '72px 16px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  card: {
    width: '100%',
    maxWidth: '380px',
    padding: tokens.spacingVerticalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The console's sign-in: login name, password and the authenticator app's current 6-digit code. */
export function ConsoleLogin() {
  const s = useStyles();
  const navigate = useNavigate();
  const [form, setForm] = useState({ loginName: '', password: '', totpCode: '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof form) => (_: unknown, d: { value: string }) => setForm((f) => ({ ...f, [k]: d.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing = !form.loginName
      ? '请输入账号'
      : !form.password
        ? '请输入密码'
        : !/^\d{6}$/.test(form.totpCode)
          ? '请输入6位动态码'
          : '';
    if (missing) return setError(missing);
    setBusy(true);
    setError('');
    try {
      await consoleLogin(form);
      navigate('/console', { replace: true });
    } catch (err) {
      setError(errorMessage(err));
      setForm((f) => ({ ...f, totpCode: '' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={s.root}>
      <Card className={s.card}>
        <div className={s.head}>
          <ShieldKeyholeRegular className={s.icon} aria-hidden />
          <Title2 as="h1">运营后台</Title2>
        </div>
        <form className={s.form} onSubmit={submit} noValidate>
          <Field label="账号" required>
            <Input value={form.loginName} onChange={set('loginName')} autoComplete="username" placeholder="运营账号" />
          </Field>
          <Field label="密码" required>
            <Input type="password" value={form.password} onChange={set('password')} autoComplete="current-password" placeholder="密码" />
          </Field>
          <Field label="动态码" required hint="身份验证器上当前显示的6位数字">
            <Input
              value={form.totpCode}
              onChange={(_, d) => setForm((f) => ({ ...f, totpCode: d.value.replace(/\D/g, '').slice(0, 6) }))}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="6位动态码"
            />
          </Field>
          {error && (
            <MessageBar intent="error">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          )}
          <Button appearance="primary" type="submit" disabled={busy}>
            {busy ? '登录中…' : '登录'}
          </Button>
        </form>
        <Caption1 className={s.hint}>运营账号由服务器上的命令创建（npm run operator:create），不能在此注册。</Caption1>
      </Card>
    </main>
  );
}
