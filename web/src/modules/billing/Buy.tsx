import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Subtitle1,
  Text,
  Title2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { EDITIONS, editionDescription, shopDay } from '@jxc/services/contracts';
import { companyDetail } from '../../api/shell';
import { errorMessage } from '../../api/http';
import { Logo } from '../../components/Logo';
import { LINKS } from '../../config/site';
import { useLoad } from '../../hooks/useLoad';
import { saveSession } from '../../session/session';
import { signOut } from '../../session/signIn';
import { useSession } from '../../session/useSession';
import { fromCompany } from '../../session/values';
import { formatAmount } from '../../utils/format';
import { buy, offers as loadOffers, type Bought, type EditionOffer, type PurchaseStatus } from './api';
import { PayPanel } from './PayPanel';

const useStyles = makeStyles({
  root: { maxWidth: '1040px', margin: '0 auto', padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', marginBottom: tokens.spacingVerticalL },
  grow: { flexGrow: 1 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))', gap: tokens.spacingHorizontalM },
  card: { cursor: 'pointer', gap: tokens.spacingVerticalS },
  chosen: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  note: { color: tokens.colorNeutralForeground3 },
  from: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  panel: { marginTop: tokens.spacingVerticalXL, gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  total: { color: tokens.colorBrandForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  done: { fontSize: '56px', color: tokens.colorPaletteGreenForeground1 },
  center: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, textAlign: 'center' },
});

const priced = (e: EditionOffer) => e.prices.filter((p) => p.amount !== null) as { years: number; amount: string }[];
const PHONE = /Android|iPhone|iPad|iPod|Mobile|MicroMessenger|AlipayClient/i;

/**
 * 购买/续费 (seed `buy`, ?name= an edition): the editions on sale at the operators' prices; the company administrator
 * picks one and a term, pays by QR code (a phone goes to the provider's page) and the edition and expiry change once
 * the payment is confirmed. Another edition keeps every record: what it lacks is only hidden.
 */
export function Buy() {
  const s = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const signedIn = session.token !== '';
  const admin = session.isAdmin === 1;
  const list = useLoad(loadOffers, signedIn && admin ? 'offers' : null);
  const company = useLoad(companyDetail, signedIn ? 'company' : null);
  const named = Number(Object.keys(EDITIONS).find((k) => EDITIONS[Number(k)] === params.get('name')));
  const [chosen, setChosen] = useState<number>();
  const [years, setYears] = useState<number>();
  const [provider, setProvider] = useState<string>();
  const [bought, setBought] = useState<Bought>();
  const [paid, setPaid] = useState<PurchaseStatus>();
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  if (!signedIn || !admin)
    return (
      <div className={s.root}>
        <Logo size={36} />
        <Card className={s.panel}>
          <Title2 as="h1">购买或续费</Title2>
          <Body1>{signedIn ? '仅公司管理员可以购买或续费版本，请联系管理员。' : '请先使用公司管理员账号登录，再购买或续费版本。'}</Body1>
          <div className={s.actions}>
            {!signedIn && (
              <Button appearance="primary" onClick={() => navigate('/Login')}>
                登录
              </Button>
            )}
            <Button as="a" href={LINKS.support} target="_blank" rel="noopener">
              联系客服
            </Button>
          </div>
        </Card>
      </div>
    );

  const editions = (list.data?.editions ?? []).filter((e) => priced(e).length > 0);
  const providers = list.data?.providers ?? [];
  const current = company.data?.productType ?? session.product_Type;
  const pick =
    chosen ??
    (editions.some((e) => e.productType === named) ? named : editions.some((e) => e.productType === current) ? current : undefined);
  const edition = editions.find((e) => e.productType === pick);
  const term = edition && (priced(edition).find((p) => p.years === years) ?? priced(edition)[0]);
  const via = providers.find((p) => p.key === provider) ?? providers[0];

  const choose = (productType: number) => {
    setChosen(productType);
    setYears(undefined);
  };
  const pay = async () => {
    if (!edition || !term || !via) return;
    setBusy(true);
    setRefusal('');
    const channel = (window.innerWidth < 768 || PHONE.test(navigator.userAgent)) && via.channels.includes('wap') ? 'wap' : 'qr';
    try {
      const started = await buy({ productType: edition.productType, years: term.years, provider: via.key, channel });
      if (started.channel === 'wap' && started.payUrl) return window.location.assign(started.payUrl);
      setBought(started);
    } catch (e) {
      setRefusal(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const done = async (status: PurchaseStatus) => {
    setPaid(status);
    setBought(undefined);
    // The edition and expiry changed: the session (and with it the menus) follows.
    saveSession(fromCompany(await companyDetail()));
  };

  const expired = !!company.data?.endTime && company.data.endTime < shopDay();
  if (paid)
    return (
      <div className={s.root}>
        <Logo size={36} />
        <Card className={mergeClasses(s.panel, s.center)}>
          <CheckmarkCircleRegular className={s.done} />
          <Title2 as="h1">购买成功</Title2>
          <Body1>
            已开通<strong>{paid.purchase.editionName}</strong>，有效期至 <strong>{paid.endTime}</strong>
          </Body1>
          <Caption1>购买单号 {paid.purchase.purchaseNo}</Caption1>
          <div className={s.actions}>
            <Button appearance="primary" onClick={() => navigate('/Home')}>
              返回首页
            </Button>
            <Button onClick={() => navigate('/buyList')}>查看购买记录与收据</Button>
          </div>
        </Card>
      </div>
    );

  return (
    <div className={s.root}>
      <header className={s.head}>
        <Logo size={36} />
        <div className={s.grow}>
          <Title2 as="h1" style={{ display: 'block' }}>
            购买或续费
          </Title2>
          {company.data && (
            <Text className={s.note}>
              当前：{EDITIONS[company.data.productType]}
              {company.data.endTime ? `，有效期至 ${company.data.endTime}` : '，长期有效'}
              {company.data.buyFlag ? '' : '（试用）'}
            </Text>
          )}
        </div>
        <Button onClick={() => navigate('/buyList')}>购买记录</Button>
        {/* An expired company's session reaches nothing but buying: the way out is signing out. */}
        {expired ? (
          <Button appearance="subtle" onClick={() => void signOut().then(() => navigate('/Login'))}>
            退出登录
          </Button>
        ) : (
          <Button appearance="subtle" onClick={() => navigate('/Home')}>
            返回首页
          </Button>
        )}
      </header>
      {list.loading && <Spinner label="正在读取版本价格…" />}
      {list.data && !editions.length && (
        <MessageBar intent="warning">
          <MessageBarBody>暂未开放在线购买，请联系客服。</MessageBarBody>
        </MessageBar>
      )}
      {bought ? (
        <Card className={s.panel}>
          <PayPanel bought={bought} providerName={via?.name ?? ''} onDone={(st) => void done(st)} onCancel={() => setBought(undefined)} />
        </Card>
      ) : (
        <>
          <div className={s.grid} role="radiogroup" aria-label="选择版本">
            {editions.map((e) => (
              <Card
                key={e.productType}
                role="radio"
                aria-checked={e.productType === pick}
                tabIndex={0}
                className={mergeClasses(s.card, e.productType === pick && s.chosen)}
                onClick={() => choose(e.productType)}
                onKeyDown={(k) => (k.key === 'Enter' || k.key === ' ') && choose(e.productType)}
              >
                <Subtitle1>
                  {e.editionName} {e.productType === current && <Badge appearance="tint">当前版本</Badge>}
                </Subtitle1>
                <Caption1 className={s.note}>{editionDescription(e.productType)}</Caption1>
                <Text className={s.from}>¥{formatAmount(priced(e)[0].amount, 2)} 起</Text>
              </Card>
            ))}
          </div>
          {edition && term && (
            <Card className={s.panel}>
              <Subtitle1>{edition.editionName}</Subtitle1>
              <Field label="购买年限">
                <RadioGroup layout="horizontal" value={String(term.years)} onChange={(_, d) => setYears(Number(d.value))}>
                  {priced(edition).map((p) => (
                    <Radio key={p.years} value={String(p.years)} label={`${p.years}年 ¥${formatAmount(p.amount, 2)}`} />
                  ))}
                </RadioGroup>
              </Field>
              {providers.length > 0 ? (
                <Field label="支付方式">
                  <RadioGroup layout="horizontal" value={via?.key} onChange={(_, d) => setProvider(d.value)}>
                    {providers.map((p) => (
                      <Radio key={p.key} value={p.key} label={p.name} />
                    ))}
                  </RadioGroup>
                </Field>
              ) : (
                <MessageBar intent="warning">
                  <MessageBarBody>暂未开通在线支付，请联系客服购买。</MessageBarBody>
                </MessageBar>
              )}
              {edition.productType !== current && (
                <Caption1 className={s.note}>更换版本后数据全部保留；新版本没有的功能将隐藏，再次升级后恢复显示。</Caption1>
              )}
              <Caption1 className={s.note}>付款成功后立即生效，有效期从当前到期日（已过期则从今天）起顺延。</Caption1>
              <Subtitle1 className={s.total}>应付金额：¥{formatAmount(term.amount, 2)}</Subtitle1>
              {refusal && (
                <MessageBar intent="error">
                  <MessageBarBody>{refusal}</MessageBarBody>
                </MessageBar>
              )}
              <div className={s.actions}>
                <Button appearance="primary" size="large" disabled={busy || !via} onClick={() => void pay()}>
                  {busy ? '正在发起支付…' : '立即支付'}
                </Button>
              </div>
            </Card>
          )}
        </>
      )}
    </div>
  );
}
