import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { companyDetail } from '../../api/shell';
import { Logo } from '../../components/Logo';
import { PRODUCT_NAME } from '../../config/site';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import { useLoad } from '../../hooks/useLoad';
import { saveSession } from '../../session/session';
import { useSession } from '../../session/useSession';
import { fromCompany } from '../../session/values';
import { formatAmount, formatDateTime } from '../../utils/format';
import type { PurchaseView } from '@jxc/services/contracts';
import { purchases, purchaseStatus, receipt } from './api';

const useStyles = makeStyles({
  root: { maxWidth: '1100px', margin: '0 auto', padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  // A receipt printed alone: the list behind it and the dialog's buttons stay off the paper.
  behindPrint: { '@media print': { display: 'none' } },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', marginBottom: tokens.spacingVerticalL },
  grow: { flexGrow: 1 },
  scroll: { overflowX: 'auto', backgroundColor: tokens.colorNeutralBackground1 },
  table: { minWidth: '860px', tableLayout: 'auto', '& td, & th': { whiteSpace: 'nowrap' } },
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  cardHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  receipt: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  label: { color: tokens.colorNeutralForeground3 },
  wrap: { wordBreak: 'break-all' },
});

type Receipt = PurchaseView & { companyName: string };

/** A purchase's receipt: its number, edition, term, amount, when it was paid and the provider's trade number; printable. */
function ReceiptDialog({ value, onClose }: { value: Receipt; onClose: () => void }) {
  const s = useStyles();
  const rows: [string, string][] = [
    ['收据编号', value.purchaseNo],
    ['购买单位', value.companyName],
    ['收款方', PRODUCT_NAME],
    ['版本', value.editionName],
    ['购买年限', `${value.years}年`],
    ['金额', `¥${formatAmount(value.amount, 2)}`],
    ['支付方式', value.providerName],
    ['付款时间', formatDateTime(value.paidAt)],
    ['交易号', value.tradeNo ?? ''],
    ['有效期至', value.endTime ?? ''],
    ['经办人', value.orderedBy],
  ];
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: 480 }} aria-label="购买收据">
        <DialogBody>
          <DialogTitle>购买收据</DialogTitle>
          <DialogContent>
            <dl className={s.receipt}>
              {rows.map(([k, v]) => (
                <div key={k} style={{ display: 'contents' }}>
                  <dt className={s.label}>{k}</dt>
                  <dd className={s.wrap} style={{ margin: 0 }}>
                    {v}
                  </dd>
                </div>
              ))}
            </dl>
          </DialogContent>
          <DialogActions className={s.behindPrint}>
            <Button onClick={() => window.print()}>打印</Button>
            <Button appearance="primary" onClick={onClose}>
              关闭
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

const StatusBadge = ({ p }: { p: PurchaseView }) =>
  p.status === 'paid' ? (
    <Badge color="success" appearance="tint">
      已付款
    </Badge>
  ) : (
    <Badge color="informative" appearance="tint">
      未付款
    </Badge>
  );

/** 购买记录 (seed `buyList`): every edition the company bought, latest first, each paid one with its receipt. */
export function BuyList() {
  const s = useStyles();
  const navigate = useNavigate();
  const session = useSession();
  const [round, setRound] = useState(0);
  const list = useLoad(purchases, session.isAdmin === 1 ? `list${round}` : null);
  const [shown, setShown] = useState<Receipt>();
  const phone = useBreakpoint() === 'mobile';
  const ask = async (p: PurchaseView) => {
    const answer = await purchaseStatus(p.purchaseId).catch(() => undefined);
    if (answer?.status === 'paid') saveSession(fromCompany(await companyDetail()));
    setRound((n) => n + 1);
  };
  // Back from the provider's page on a phone: the latest purchase, still unpaid, is asked after once.
  const latest = list.data?.data[0];
  const askLatest = useEffectEvent(() => latest && void ask(latest));
  useEffect(() => {
    if (round === 0 && latest?.status === 'unpaid') askLatest();
  }, [round, latest?.purchaseId, latest?.status]);
  const action = (p: PurchaseView) =>
    p.status === 'paid' ? (
      <Button size="small" onClick={() => void receipt(p.purchaseId).then(setShown)}>
        查看收据
      </Button>
    ) : (
      <Button size="small" appearance="subtle" onClick={() => void ask(p)}>
        查询支付结果
      </Button>
    );
  return (
    <div className={mergeClasses(s.root, shown && s.behindPrint)}>
      <header className={s.head}>
        <Logo size={36} />
        <Title2 as="h1" className={s.grow}>
          购买记录
        </Title2>
        <Button appearance="primary" onClick={() => navigate('/buy')}>
          购买或续费
        </Button>
        <Button appearance="subtle" onClick={() => navigate('/Home')}>
          返回首页
        </Button>
      </header>
      {session.isAdmin !== 1 ? (
        <Card>
          <Body1>{session.token ? '仅公司管理员可以查看购买记录。' : '请先使用公司管理员账号登录。'}</Body1>
        </Card>
      ) : list.loading && !list.data ? (
        <Spinner label="正在读取购买记录…" />
      ) : !list.data?.data.length ? (
        <Card>
          <Body1>还没有购买记录。</Body1>
        </Card>
      ) : phone ? (
        <ul className={s.cards} aria-label="购买记录" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.data.map((p) => (
            <li key={p.purchaseId}>
              <Card>
                <div className={s.cardHead}>
                  <strong>
                    {p.editionName} · {p.years}年
                  </strong>
                  <StatusBadge p={p} />
                </div>
                <Body1>¥{formatAmount(p.amount, 2)}</Body1>
                <Caption1 className={s.label}>{p.purchaseNo}</Caption1>
                {p.paidAt && (
                  <Caption1 className={s.label}>
                    付款 {formatDateTime(p.paidAt)} · 有效期至 {p.endTime}
                  </Caption1>
                )}
                <div>{action(p)}</div>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <div className={s.scroll}>
          <Table className={s.table} aria-label="购买记录">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>购买单号</TableHeaderCell>
                <TableHeaderCell>版本</TableHeaderCell>
                <TableHeaderCell>年限</TableHeaderCell>
                <TableHeaderCell>金额</TableHeaderCell>
                <TableHeaderCell>状态</TableHeaderCell>
                <TableHeaderCell>付款时间</TableHeaderCell>
                <TableHeaderCell>有效期至</TableHeaderCell>
                <TableHeaderCell>操作</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.data.map((p) => (
                <TableRow key={p.purchaseId}>
                  <TableCell>{p.purchaseNo}</TableCell>
                  <TableCell>{p.editionName}</TableCell>
                  <TableCell>{p.years}年</TableCell>
                  <TableCell>¥{formatAmount(p.amount, 2)}</TableCell>
                  <TableCell>
                    <StatusBadge p={p} />
                  </TableCell>
                  <TableCell>{p.paidAt ? formatDateTime(p.paidAt) : '—'}</TableCell>
                  <TableCell>{p.endTime ?? '—'}</TableCell>
                  <TableCell>{action(p)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {shown && <ReceiptDialog value={shown} onClose={() => setShown(undefined)} />}
    </div>
  );
}
