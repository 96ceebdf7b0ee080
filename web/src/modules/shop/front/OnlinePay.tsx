import { useEffect, useEffectEvent, useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissCircleRegular } from '@fluentui/react-icons';
import QRCode from 'qrcode';
import type { PayOrderStatus, PayProviderOption, PayStarted } from '@jxc/services/contracts';
import { errorMessage } from '../../../api/http';
import { payOrder, payStatus, type PayerOrder } from './api';
import { channelFor, clockText, keepPending, onPhone, POLL_MS, RETURN_WAIT_MS, returnUrlOf, secondsLeft } from './payment';
import { yuan } from './ProductCard';

const QR_PX = 220;

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
  },
  amount: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold },
  qr: {
    width: `${QR_PX}px`,
    height: `${QR_PX}px`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  ok: { fontSize: '56px', color: tokens.colorPaletteGreenForeground1 },
  bad: { fontSize: '56px', color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexDirection: 'column', alignSelf: 'stretch', gap: tokens.spacingVerticalS },
});

/** An order placed and being paid online by its buyer. */
export interface PayingOrder {
  orderId: string;
  orderNo: string;
  lookupCode: string;
  totalAmount: number;
  phone: string;
}

interface Outcome {
  status: PayOrderStatus;
  /** The provider has not said within the wait (the return page). */
  unknown?: boolean;
}

/** Asks the payment's status every 2 s while it is open, until `until` (ms since the epoch). */
function usePayWatch(payer: PayerOrder, payOrderId: string | undefined, until: number): Outcome {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'created' });
  const { storeCode, orderId, phone } = payer;
  useEffect(() => {
    if (!payOrderId) return;
    setOutcome({ status: 'created' });
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const ask = async () => {
      // A failed ask (the network) is asked again: only the provider's word ends the wait.
      const answer = await payStatus({ storeCode, orderId, phone }, payOrderId).catch(() => undefined);
      if (!live) return;
      if (answer && answer.status !== 'created') return setOutcome({ status: answer.status });
      if (Date.now() >= until) return setOutcome({ status: 'created', unknown: true });
      timer = setTimeout(() => void ask(), POLL_MS);
    };
    timer = setTimeout(() => void ask(), POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [storeCode, orderId, phone, payOrderId, until]);
  return outcome;
}

function QrCode({ text, label }: { text: string; label: string }) {
  const s = useStyles();
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(text, { width: QR_PX * 2, margin: 1 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img className={s.qr} src={src} alt={label} /> : <Spinner className={s.qr} label="正在生成二维码…" />;
}

/** 支付成功: the order paid, its number and 查询码. */
export function PaidView({
  order,
  providerName,
  onOrders,
  onShop,
}: {
  order: PayingOrder;
  providerName: string;
  onOrders: () => void;
  onShop: () => void;
}) {
  const s = useStyles();
  return (
    <section className={s.box} aria-label="支付成功">
      <CheckmarkCircleRegular className={s.ok} />
      <Title3 as="h2">支付成功</Title3>
      <Text>
        已通过{providerName}支付 <strong>{yuan(order.totalAmount)}</strong>
      </Text>
      <Text>
        订单号 <strong>{order.orderNo}</strong>
      </Text>
      <Text>
        查询码 <strong>{order.lookupCode}</strong>
      </Text>
      <Text size={200} className={s.muted}>
        店家接单后会与您联系；在其他手机上查看订单，请用下单手机号和查询码。
      </Text>
      <div className={s.actions}>
        <Button appearance="primary" size="large" onClick={onOrders}>
          查看我的订单
        </Button>
        <Button onClick={onShop}>继续购物</Button>
      </div>
    </section>
  );
}

/** A payment that did not go through: closed, expired, or not confirmed; the order stays and can be paid again. */
function NotPaid({ title, detail, onRetry, onOrders }: { title: string; detail: string; onRetry: () => void; onOrders: () => void }) {
  const s = useStyles();
  return (
    <section className={s.box} aria-label={title}>
      <DismissCircleRegular className={s.bad} />
      <Title3 as="h2">{title}</Title3>
      <Text>{detail}</Text>
      <div className={s.actions}>
        <Button appearance="primary" size="large" onClick={onRetry}>
          重新支付
        </Button>
        <Button onClick={onOrders}>查看我的订单</Button>
      </div>
    </section>
  );
}

export interface OnlinePayProps {
  storeCode: string;
  order: PayingOrder;
  provider: PayProviderOption;
  onOrders: () => void;
  onShop: () => void;
}

/**
 * Pays a placed order online: on a computer the provider's QR code with the amount and a countdown, watched until it
 * is paid or closed; on a phone the provider's page (the browser comes back to the store, which shows the outcome).
 */
export function OnlinePay({ storeCode, order, provider, onOrders, onShop }: OnlinePayProps) {
  const s = useStyles();
  const payer = { storeCode, orderId: order.orderId, phone: order.phone };
  const [attempt, setAttempt] = useState(0);
  const [started, setStarted] = useState<PayStarted>();
  const [refusal, setRefusal] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const until = started ? Date.parse(started.expiresAt) : 0;
  const outcome = usePayWatch(payer, started?.channel === 'qr' ? started.payOrderId : undefined, until);

  const start = useEffectEvent((live: () => boolean) => {
    setStarted(undefined);
    setRefusal('');
    const channel = channelFor(provider.channels, onPhone(window.innerWidth, navigator.userAgent));
    if (!channel) return setRefusal(`${provider.name}暂不支持在此设备上支付`);
    const returnUrl = channel === 'wap' ? returnUrlOf(window.location.origin, storeCode, order.orderId) : undefined;
    payOrder(payer, provider.key, channel, returnUrl).then(
      (p) => {
        if (!live()) return;
        if (p.channel === 'wap' && p.payUrl) {
          keepPending(storeCode, { ...order, provider: provider.key, payOrderId: p.payOrderId });
          window.location.assign(p.payUrl);
        }
        setStarted(p);
        setNow(Date.now());
      },
      (err: unknown) => live() && setRefusal(errorMessage(err)),
    );
  });
  // Once per attempt (重新支付 is another); the order and provider stay what they were.
  useEffect(() => {
    let live = true;
    start(() => live);
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (started?.channel !== 'qr' || outcome.status !== 'created') return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [started, outcome.status]);

  const retry = () => setAttempt((n) => n + 1);
  if (refusal) {
    return (
      <>
        <MessageBar intent="error">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
        <NotPaid
          title="未能发起支付"
          detail={`订单 ${order.orderNo} 已提交，可稍后在“我的订单”中支付。`}
          onRetry={retry}
          onOrders={onOrders}
        />
      </>
    );
  }
  if (outcome.status === 'paid') return <PaidView order={order} providerName={provider.name} onOrders={onOrders} onShop={onShop} />;
  const left = started ? secondsLeft(started.expiresAt, now) : 1;
  if (outcome.status === 'closed' || left === 0) {
    return (
      <NotPaid
        title={outcome.status === 'closed' ? '支付已关闭' : '二维码已过期'}
        detail={`订单 ${order.orderNo} 尚未支付，可重新支付或稍后在“我的订单”中支付。`}
        onRetry={retry}
        onOrders={onOrders}
      />
    );
  }
  if (!started || started.channel === 'wap') {
    return (
      <section className={s.box} aria-label="正在发起支付">
        <Spinner label={started ? `正在前往${provider.name}…` : `正在发起${provider.name}支付…`} />
      </section>
    );
  }
  return (
    <section className={s.box} aria-label={`${provider.name}扫码支付`}>
      <Title3 as="h2">{provider.name}</Title3>
      <span className={s.amount}>{yuan(started.amount)}</span>
      <Text className={s.muted}>订单号 {order.orderNo}</Text>
      <QrCode text={started.codeUrl ?? ''} label={`${provider.name}付款二维码`} />
      <Text>请打开{provider.key === 'alipay' ? '支付宝' : '微信'}“扫一扫”扫描二维码付款</Text>
      <Text className={s.muted} role="timer" aria-live="off">
        二维码 {clockText(left)} 后失效
      </Text>
      <Spinner size="tiny" label="付款后将自动显示结果" />
    </section>
  );
}

/**
 * The page a phone's browser comes back to from the provider's page: it asks the payment's status (the server asks the
 * provider in turn) until it is paid or closed, or a minute has passed, and says so.
 */
export function PayReturn({
  storeCode,
  pending,
  provider,
  onRetry,
  onOrders,
  onShop,
}: {
  storeCode: string;
  pending: PayingOrder & { payOrderId: string };
  provider: PayProviderOption | undefined;
  onRetry: () => void;
  onOrders: () => void;
  onShop: () => void;
}) {
  const s = useStyles();
  const [until] = useState(() => Date.now() + RETURN_WAIT_MS);
  const outcome = usePayWatch({ storeCode, orderId: pending.orderId, phone: pending.phone }, pending.payOrderId, until);
  const providerName = provider?.name ?? '在线支付';
  if (outcome.status === 'paid') return <PaidView order={pending} providerName={providerName} onOrders={onOrders} onShop={onShop} />;
  if (outcome.status === 'closed' || outcome.unknown) {
    return (
      <NotPaid
        title={outcome.status === 'closed' ? '支付未完成' : '暂未收到支付结果'}
        detail={
          outcome.status === 'closed'
            ? `订单 ${pending.orderNo} 尚未支付，可重新支付。`
            : `如已付款，请稍后在“我的订单”中查看订单 ${pending.orderNo} 的支付状态；如未付款，可重新支付。`
        }
        onRetry={onRetry}
        onOrders={onOrders}
      />
    );
  }
  return (
    <section className={s.box} aria-label="正在确认支付结果">
      <Spinner label="正在确认支付结果…" />
      <Text>
        订单 {pending.orderNo} · {yuan(pending.totalAmount)}
      </Text>
    </section>
  );
}
