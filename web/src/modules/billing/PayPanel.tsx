import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import QRCode from 'qrcode';
import { formatAmount } from '../../utils/format';
import { purchaseStatus, type Bought, type PurchaseStatus } from './api';

const QR_PX = 220;
const POLL_MS = 2000;

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, textAlign: 'center' },
  amount: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold },
  qr: {
    width: `${QR_PX}px`,
    height: `${QR_PX}px`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Whole seconds until `expiresAt` (0 once passed), shown as 分:秒. */
const left = (expiresAt: string, now: number) => Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * A purchase being paid by QR code: the amount, the code and its countdown, the status asked every 2 s (the server asks
 * the provider in turn) until it is paid or closed.
 */
export function PayPanel({
  bought,
  providerName,
  onDone,
  onCancel,
}: {
  bought: Bought;
  providerName: string;
  onDone: (s: PurchaseStatus) => void;
  onCancel: () => void;
}) {
  const s = useStyles();
  const [src, setSrc] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const [closed, setClosed] = useState(false);
  const paid = useEffectEvent(onDone);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(bought.codeUrl ?? '', { width: QR_PX * 2, margin: 1 }).then((url) => live && setSrc(url));
    const tick = setInterval(() => setNow(Date.now()), 1000);
    let timer: ReturnType<typeof setTimeout>;
    const ask = async () => {
      const answer = await purchaseStatus(bought.purchaseId).catch(() => undefined);
      if (!live) return;
      if (answer?.status === 'paid') return paid(answer);
      if (answer?.status === 'closed') return setClosed(true);
      timer = setTimeout(() => void ask(), POLL_MS);
    };
    timer = setTimeout(() => void ask(), POLL_MS);
    return () => {
      live = false;
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [bought.purchaseId, bought.codeUrl]);
  const seconds = left(bought.expiresAt, now);
  if (closed || seconds === 0)
    return (
      <section className={s.box} aria-label="支付未完成">
        <Title3 as="h2">{closed ? '支付已关闭' : '二维码已过期'}</Title3>
        <Text>购买单 {bought.purchaseNo} 未付款，可重新选择后支付。</Text>
        <Button appearance="primary" onClick={onCancel}>
          重新选择
        </Button>
      </section>
    );
  return (
    <section className={s.box} aria-label={`${providerName}扫码支付`}>
      <Title3 as="h2">{providerName}扫码支付</Title3>
      <span className={s.amount}>¥{formatAmount(bought.amount, 2)}</span>
      <Text className={s.muted}>购买单号 {bought.purchaseNo}</Text>
      {src ? <img className={s.qr} src={src} alt={`${providerName}付款二维码`} /> : <Spinner className={s.qr} label="正在生成二维码…" />}
      <Text>请打开{providerName === '支付宝' ? '支付宝' : '微信'}“扫一扫”扫描二维码付款</Text>
      <Text className={s.muted} role="timer" aria-live="off">
        二维码 {clock(seconds)} 后失效
      </Text>
      <Spinner size="tiny" label="付款后将自动开通" />
      <Button appearance="subtle" onClick={onCancel}>
        返回重新选择
      </Button>
    </section>
  );
}
