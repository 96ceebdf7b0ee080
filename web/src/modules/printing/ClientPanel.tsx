import { useState } from 'react';
import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { clientPrinters, type ClientPrinter } from './bridge';
import { isOutdated, PRINT_CLIENT } from './client';
import { downloadLink, startLink } from './installer';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
  printers: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

type Probe = { state: 'idle' | 'trying' | 'missing' } | { state: 'running'; version: string | null; printers: ClientPrinter[] };

const probeText = (p: Probe) =>
  p.state === 'trying'
    ? '正在连接…'
    : p.state === 'missing'
      ? '没有连上打印客户端：请启动，或下载安装'
      : p.state === 'running'
        ? `打印客户端已运行${p.version ? `（版本 ${p.version}）` : ''}`
        : '';

/** 打印客户端: what it is, starting or installing it, and whether this computer's client answers, with its printers. */
export function ClientPanel() {
  const s = useStyles();
  const [probe, setProbe] = useState<Probe>({ state: 'idle' });
  const test = async () => {
    setProbe({ state: 'trying' });
    const found = await clientPrinters();
    setProbe(found ? { state: 'running', ...found } : { state: 'missing' });
  };
  return (
    <div className={s.root}>
      <Body1>
        单据和标签可以直接发送到本机的打印客户端打印（针式三联单、小票机、标签机按模板里的纸张和打印机出纸，不弹浏览器打印对话框）。
        客户端在本机 {PRINT_CLIENT.socket} 接收打印任务，版本 {PRINT_CLIENT.version}。没有安装客户端时，也可以在浏览器中打印或另存为 PDF。
      </Body1>
      <div className={s.actions}>
        <Button appearance="primary" as="a" href={startLink()}>
          启动插件
        </Button>
        <Button onClick={() => window.open(downloadLink(), '_blank')}>下载安装</Button>
        <Button onClick={() => void test()}>测试连接</Button>
        <Caption1 role="status" className={s.muted}>
          {probeText(probe)}
        </Caption1>
      </div>
      {probe.state === 'running' && isOutdated(probe.version) && (
        <div className={s.actions} role="status" aria-label="打印客户端更新">
          <Body1>
            有新版本 {PRINT_CLIENT.version}（本机 {probe.version}）：点“更新”，客户端会下载新版本、替换自己并重新启动。
          </Body1>
          <Button appearance="primary" as="a" href={startLink()}>
            更新
          </Button>
        </div>
      )}
      {probe.state === 'running' && (
        <div>
          <Body1>本机打印机（模板的“打印机”填写其名称；小票机也可填写 tcp://IP:9100 或设备路径）：</Body1>
          {probe.printers.length ? (
            <ul className={s.printers} aria-label="本机打印机">
              {probe.printers.map((p) => (
                <li key={p.name}>
                  {p.name}
                  {p.isDefault ? '（默认）' : ''}
                </li>
              ))}
            </ul>
          ) : (
            <Caption1 className={s.muted}>没有找到打印机</Caption1>
          )}
        </div>
      )}
    </div>
  );
}
