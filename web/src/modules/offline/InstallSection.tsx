import { useSyncExternalStore } from 'react';
import { Body1, Button, Card, CardHeader, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { AddSquareRegular, CheckmarkCircleRegular } from '@fluentui/react-icons';
import { install, installOffer, isInstalled, onInstallOffer } from './install';

const useStyles = makeStyles({
  card: { marginTop: tokens.spacingVerticalXXL },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  ways: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  steps: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalXL, lineHeight: tokens.lineHeightBase400 },
});

/** 添加到主屏幕: the browser's own install where it offers one, else how to do it on iPhone and Android. */
export function InstallSection() {
  const s = useStyles();
  const offer = useSyncExternalStore(onInstallOffer, installOffer);
  return (
    <Card id="install" className={s.card}>
      <CardHeader
        image={<AddSquareRegular className={s.icon} />}
        header={<Subtitle1 as="h2">添加到主屏幕</Subtitle1>}
        description="无需下载，装到手机桌面像 App 一样打开；断网时也能开单、盘点，联网后自动提交。"
      />
      {isInstalled() ? (
        <Body1>
          <CheckmarkCircleRegular /> 已安装到这台设备
        </Body1>
      ) : (
        offer && (
          <Button appearance="primary" icon={<AddSquareRegular />} onClick={() => void install()}>
            添加到主屏幕
          </Button>
        )
      )}
      <ul className={s.ways}>
        <li>
          <Body1>
            <strong>iPhone / iPad（Safari）</strong>
          </Body1>
          <ol className={s.steps}>
            <li>用 Safari 打开本站并登录</li>
            <li>点底部的“分享”按钮</li>
            <li>选“添加到主屏幕”，再点“添加”</li>
          </ol>
        </li>
        <li>
          <Body1>
            <strong>安卓手机（Chrome、Edge 等）</strong>
          </Body1>
          <ol className={s.steps}>
            <li>用浏览器打开本站并登录</li>
            <li>点右上角的菜单（三个点）</li>
            <li>选“添加到主屏幕”或“安装应用”</li>
          </ol>
        </li>
      </ul>
    </Card>
  );
}
