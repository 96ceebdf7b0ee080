import type { StoreDetail } from '@jxc/services/contracts';
import { useNavigate } from 'react-router-dom';
import { Badge, Body1, Button, Caption1, Card, Image, Link, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CopyRegular, ArrowDownloadRegular, OpenRegular, SettingsRegular } from '@fluentui/react-icons';
import QRCode from 'qrcode';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { Facts } from '../../../kit/Facts';
import { HistoryTable } from '../../../kit/HistoryTable';
import { useNumbers } from '../../../kit/numbers';
import { useCan } from '../../../kit/useCan';
import { notifyError, notifySuccess } from '../../../notify/bus';
import { storeInfo, storefrontUrl } from './api';
import { STORE_SET_MENU } from './StoreSet';

const QR_PX = 220;

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  card: { gap: tokens.spacingVerticalM, flex: '1 1 420px', minWidth: 0 },
  qrCard: {
    gap: tokens.spacingVerticalM,
    flex: '0 1 320px',
    alignItems: 'center',
    textAlign: 'center',
    '@media (max-width: 576px)': { flexBasis: '100%' },
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  logo: { width: '64px', height: '64px', borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}` },
  notice: {
    whiteSpace: 'pre-wrap',
    margin: 0,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  url: { overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  centered: { justifyContent: 'center' },
  qr: { width: `${QR_PX}px`, height: `${QR_PX}px` },
  history: { gap: tokens.spacingVerticalM, flexBasis: '100%' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const hours = (i: StoreDetail) =>
  i.openTime && i.closeTime ? `${i.openTime} – ${i.closeTime}${i.closeTime < i.openTime ? '（次日）' : ''}` : '全天';
const ways = (i: StoreDetail) => [i.delivery && '送货上门', i.pickup && '到店自提'].filter(Boolean).join('、');

/** 我的店铺: the store as customers find it — its card, its public address and the QR code to scan. */
export function MyStore() {
  const loaded = useLoad(storeInfo, 'storeInfo');
  if (!loaded.data) return loaded.loading ? <PageSpinner /> : null;
  return loaded.data.storeCode ? <StoreCard info={loaded.data} storeCode={loaded.data.storeCode} /> : <NotOpened />;
}

function NotOpened() {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(STORE_SET_MENU);
  return (
    <Card className={s.card}>
      <Subtitle2 as="h1">我的店铺</Subtitle2>
      <Body1>您还没有开通网上店铺。开通后，顾客扫码或打开店铺链接即可浏览商品、下单，订单会实时推送到这里。</Body1>
      {can('edit') ? (
        <Button appearance="primary" onClick={() => navigate('/shop/storeSet/StoreSet')}>
          去开通店铺
        </Button>
      ) : (
        <Caption1 className={s.muted}>请联系管理员开通店铺。</Caption1>
      )}
    </Card>
  );
}

function StoreCard({ info, storeCode }: { info: StoreDetail; storeCode: string }) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(STORE_SET_MENU);
  const { money } = useNumbers();
  const url = storefrontUrl(storeCode);
  const qr = useLoad(() => QRCode.toDataURL(url, { width: QR_PX, margin: 1, errorCorrectionLevel: 'M' }), url).data;
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => notifySuccess('店铺链接已复制'),
      () => notifyError('复制失败，请手动选择链接复制'),
    );

  return (
    <div className={s.root}>
      <Card className={s.card}>
        <div className={s.head}>
          {info.logo && <Image className={s.logo} src={info.logo} alt="店铺标志" fit="cover" />}
          <Subtitle2 as="h1">{info.storeName}</Subtitle2>
          <Badge appearance="tint" color={info.open ? 'success' : 'warning'}>
            {info.open ? '营业中' : '休息中'}
          </Badge>
        </div>
        {info.notice && <p className={s.notice}>{info.notice}</p>}
        <Facts
          label="店铺信息"
          facts={[
            ['店铺编码', storeCode],
            ['营业时间', hours(info)],
            ['配送方式', ways(info)],
            ['起送金额', info.minOrderAmount > 0 ? money(info.minOrderAmount) : '不限'],
            ['发货仓库', info.warehouseName ?? '未设置'],
            ['联系电话', info.phone || '—'],
            ['店铺地址', info.address || '—'],
          ]}
        />
        {!info.open && <Caption1 className={s.muted}>店铺休息中，顾客可以浏览但不能下单。可在店铺设置中开始营业。</Caption1>}
        {can('query') && (
          <div className={s.actions}>
            <Button icon={<SettingsRegular />} onClick={() => navigate('/shop/storeSet/StoreSet')}>
              店铺设置
            </Button>
          </div>
        )}
      </Card>
      <Card className={s.qrCard}>
        <Subtitle2 as="h2">店铺二维码</Subtitle2>
        {qr ? <img className={s.qr} src={qr} alt={`店铺二维码：${url}`} /> : <div className={s.qr} />}
        <Caption1 className={s.muted}>顾客用微信或手机浏览器扫码进店下单</Caption1>
        <Link className={s.url} href={url} target="_blank" rel="noreferrer">
          {url}
        </Link>
        <div className={mergeClasses(s.actions, s.centered)}>
          <Button icon={<CopyRegular />} onClick={() => void copy()}>
            复制链接
          </Button>
          <Button as="a" href={url} target="_blank" rel="noreferrer" icon={<OpenRegular />}>
            打开店铺
          </Button>
          {qr && (
            <Button as="a" href={qr} download={`${info.storeName}-店铺二维码.png`} icon={<ArrowDownloadRegular />}>
              下载二维码
            </Button>
          )}
        </div>
      </Card>
      <Card className={s.history}>
        <Subtitle2 as="h2">操作记录</Subtitle2>
        <HistoryTable entries={info.history} />
      </Card>
    </div>
  );
}
