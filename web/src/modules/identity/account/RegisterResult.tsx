import { useLocation, useNavigate } from 'react-router-dom';
import { Body1, Button, Card, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { EDITIONS, TRIAL_DAYS } from '@jxc/services/contracts';
import { useSession } from '../../../session/useSession';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXXL, alignItems: 'center', textAlign: 'center', gap: tokens.spacingVerticalM },
  icon: { fontSize: '64px', color: tokens.colorPaletteGreenForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, justifyContent: 'center', flexWrap: 'wrap' },
});

/** What the register screen hands over: the account just created, which the session does not keep. */
export interface RegisteredAs {
  loginName: string;
}

export function RegisterResult() {
  const s = useStyles();
  const navigate = useNavigate();
  const session = useSession();
  const loginName = (useLocation().state as RegisteredAs | null)?.loginName;
  const edition = EDITIONS[session.product_Type];
  return (
    <Card className={s.card} role="status">
      <CheckmarkCircleFilled className={s.icon} aria-hidden />
      <Subtitle1 as="h1" style={{ margin: 0 }}>
        注册成功
      </Subtitle1>
      {session.token ? (
        <Body1>
          {session.Company_Name}，欢迎使用{edition ?? ''}。{session.product_Type !== 1 && `您可以免费试用${TRIAL_DAYS}天。`}
          {loginName && `登录账号：${loginName}`}
        </Body1>
      ) : (
        <Body1>账号已创建，请登录使用。</Body1>
      )}
      <div className={s.actions}>
        <Button appearance="primary" onClick={() => navigate(session.token ? '/' : '/Login')}>
          {session.token ? '进入系统' : '去登录'}
        </Button>
        <Button onClick={() => navigate('/Download')}>下载客户端</Button>
      </div>
    </Card>
  );
}
