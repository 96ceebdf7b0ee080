import type { ReactElement } from 'react';
import { Body1, Button, Caption1, Card, CardHeader, Link, Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { DesktopRegular, GlobeRegular, PhoneRegular, TabletRegular } from '@fluentui/react-icons';
import { AppLink } from '../../components/AppLink';
import { Logo } from '../../components/Logo';
import { LINKS } from '../../config/site';
import { InstallSection } from '../offline';
import { PRINT_CLIENT_PLATFORM_NAMES, PRINT_CLIENT_PLATFORMS } from '@jxc/services/contracts';
import { PRINT_CLIENT, installerPath, thisPlatform } from '../printing';

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
  more?: ReactElement;
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
      text: `${PRINT_CLIENT_PLATFORM_NAMES[thisPlatform()]} 打印客户端 ${PRINT_CLIENT.version}，单据静默打印到本机打印机`,
      href: installerPath(),
      action: '下载安装包',
      more: (
        <Caption1>
          其他系统：
          {PRINT_CLIENT_PLATFORMS.filter((p) => p !== thisPlatform()).map((p, i) => (
            <span key={p}>
              {i > 0 && '、'}
              <Link href={installerPath(p)}>{PRINT_CLIENT_PLATFORM_NAMES[p]}</Link>
            </span>
          ))}
        </Caption1>
      ),
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
            {c.more}
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
      <InstallSection />
    </div>
  );
}
