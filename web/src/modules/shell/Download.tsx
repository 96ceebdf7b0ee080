import type { ReactElement } from 'react';
import { Body1, Button, Card, CardHeader, Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { DesktopRegular, GlobeRegular, PhoneRegular, TabletRegular } from '@fluentui/react-icons';
import { AppLink } from '../../components/AppLink';
import { Logo } from '../../components/Logo';
import { LINKS } from '../../config/site';

const useStyles = makeStyles({
  root: { maxWidth: '1000px', margin: '0 auto', padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  head: { textAlign: 'center', marginBottom: tokens.spacingVerticalXXL },
  grid: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
});

interface Client {
  id: string;
  name: string;
  icon: ReactElement;
  text: string;
  href: string;
  action: string;
}

/** The client downloads the footer links point at (#android, #ios, #desktop). */
export function Download() {
  const s = useStyles();
  const clients: Client[] = [
    {
      id: 'android',
      name: 'Android',
      icon: <PhoneRegular className={s.icon} />,
      text: '安卓手机、平板随时开单查库存',
      href: LINKS.android,
      action: '下载 APK',
    },
    { id: 'ios', name: 'iOS', icon: <TabletRegular className={s.icon} />, text: 'iPhone、iPad 版本', href: LINKS.ios, action: '前往下载' },
    {
      id: 'desktop',
      name: '桌面版',
      icon: <DesktopRegular className={s.icon} />,
      text: 'Windows 桌面客户端，支持本地打印',
      href: LINKS.desktop,
      action: '下载安装包',
    },
  ];
  return (
    <div className={s.root}>
      <header className={s.head}>
        <Logo size={40} />
        <Title2 as="h1" style={{ display: 'block', margin: '12px 0 4px' }}>
          下载客户端
        </Title2>
        <Body1>同一账号在网页、手机和电脑上通用，数据实时同步。</Body1>
      </header>
      <div className={s.grid}>
        {clients.map((c) => (
          <Card key={c.id} id={c.id}>
            <CardHeader image={c.icon} header={<Subtitle1>{c.name}</Subtitle1>} description={c.text} />
            <Button as="a" appearance="primary" href={c.href}>
              {c.action}
            </Button>
          </Card>
        ))}
        <Card id="web">
          <CardHeader
            image={<GlobeRegular className={s.icon} />}
            header={<Subtitle1>网页版</Subtitle1>}
            description="无需安装，浏览器直接使用"
          />
          <Body1>
            <AppLink to="/Login">立即登录</AppLink>
          </Body1>
        </Card>
      </div>
    </div>
  );
}
