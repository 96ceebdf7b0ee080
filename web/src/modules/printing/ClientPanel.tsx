import { useState } from 'react';
import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { PRINT_CLIENT } from './client';
import { downloadLink, startLink } from './installer';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Probe = 'idle' | 'trying' | 'running' | 'missing';
const PROBE_TEXT: Record<Probe, string> = {
  idle: '',
  trying: '正在连接…',
  running: '打印客户端已运行',
  missing: '没有连上打印客户端：请启动，或下载安装',
};

/** 打印客户端: what it is, starting or installing it, and whether this computer's client answers. */
export function ClientPanel() {
  const s = useStyles();
  const [probe, setProbe] = useState<Probe>('idle');
  const test = () => {
    setProbe('trying');
    const ws = new WebSocket(PRINT_CLIENT.socket);
    ws.onopen = () => {
      setProbe('running');
      ws.close();
    };
    ws.onerror = () => setProbe('missing');
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
        <Button onClick={test}>测试连接</Button>
        <Caption1 role="status" className={s.muted}>
          {PROBE_TEXT[probe]}
        </Caption1>
      </div>
    </div>
  );
}
