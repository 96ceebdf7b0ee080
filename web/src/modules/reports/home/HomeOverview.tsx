import { useState, type ReactNode } from 'react';
import { Button, Card, CardHeader, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { DOCUMENTS } from '@jxc/services/contracts';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useLoad } from '../../../hooks/useLoad';
import { ListCards, ListTable } from '../../../kit/ListRows';
import { useNumbers } from '../../../kit/numbers';
import { StatCard } from '../../../kit/StatCard';
import { routeAccess } from '../../../router/access';
import { useSession } from '../../../session/useSession';
import { formatDate } from '../../../utils/format';
import { homeOverview, reportPage } from '../api';
import { chartOption } from '../kit/chartOption';
import { seesColumn } from '../kit/cells';
import type { ReportColumn, ReportRow } from '../kit/definition';
import { ReportChart } from '../kit/ReportChart';
import { useReportColumns } from '../kit/useReportColumns';
import { product } from '../tradeReports';

const useStyles = makeStyles({
  shortcuts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  grid: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' },
  tops: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' },
  card: { gap: tokens.spacingVerticalS, minWidth: 0 },
});

/** The shortcuts to the documents a shop makes most. */
const SHORTCUTS = [
  ['销售开单', DOCUMENTS.Sale.routes.add],
  ['采购开单', DOCUMENTS.Buy.routes.add],
  ['收款', DOCUMENTS.CustomReceive.routes.add],
  ['付款', DOCUMENTS.SupplierPay.routes.add],
] as const;

const TREND: ReportColumn[] = [
  { key: 'saleAmount', title: '销售额', format: 'money', mask: 'salePrice' },
  { key: 'profit', title: '毛利', format: 'money', mask: 'costPrice' },
];
const TOP_PRODUCTS: ReportColumn[] = [
  { key: 'productName', title: '商品', text: product, width: 160 },
  { key: 'qty', title: '销量', format: 'units' },
  { key: 'saleAmount', title: '销售额', format: 'money', mask: 'salePrice' },
];
const TOP_CUSTOMERS: ReportColumn[] = [
  { key: 'customName', title: '客户', width: 160 },
  { key: 'saleAmount', title: '销售额', format: 'money', mask: 'salePrice' },
  { key: 'profit', title: '毛利', format: 'money', mask: 'costPrice' },
];

const daysBefore = (today: Date, n: number) => formatDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - n));

/**
 * The boss's home page (首页): shortcuts to 销售开单, 采购开单, 收款 and 付款; today's and this month's sales, gross
 * profit and receipts, receivables and payables outstanding and stock value, beside the live cards the shell gives
 * (stock warnings, to-dos); the last 30 days' sales and profit; this month's best-selling products and best
 * customers. Each part shows only when the user may open what it sums up (the server leaves it out otherwise).
 */
export function HomeOverview({ live }: { live: ReactNode }) {
  const s = useStyles();
  const navigate = useNavigate();
  const session = useSession();
  const { money, qty } = useNumbers();
  const mobile = useBreakpoint() === 'mobile';
  const [now] = useState(() => new Date());
  const today = formatDate(now);
  const period = { startDate: daysBefore(now, 29), endDate: today };
  const home = useLoad(() => homeOverview(today), `${session.token}|${today}`).data;
  const trend =
    useLoad(() => reportPage('ReportForBuyAndSale/PageQuery', { ...period, pageNo: 1, pageSize: 100 }), `${session.token}|${today}`).data
      ?.data ?? [];
  const mayOpen = (path: string) =>
    routeAccess(path, { productType: session.product_Type, isAdmin: session.isAdmin === 1, perms: session.userPermission }) === 'allow';
  const open = (path: string) => (mayOpen(path) ? () => navigate(path) : undefined);
  const shown = (v: number | null | undefined): v is number => typeof v === 'number';
  const month = (v: number | null | undefined) => (shown(v) ? `本月 ${money(v)}` : undefined);

  const figures: ReactNode[] = [];
  const figure = (label: string, value: number | null | undefined, note: string | undefined, path: string) => {
    if (shown(value)) figures.push(<StatCard key={label} label={label} value={money(value)} note={note} onClick={open(path)} />);
  };
  figure('今日销售额', home?.todaySales?.saleAmount, month(home?.monthSales?.saleAmount), '/reportForSale/forBusiDate');
  figure('今日毛利', home?.todaySales?.profit, month(home?.monthSales?.profit), '/reportForProfit/reportForProfit');
  figure('今日收款', home?.todayMoney?.receiveAmount, month(home?.monthMoney?.receiveAmount), '/reportForPerformance/daily');
  figure('应收欠款', home?.receivable, '客户尚欠的货款', '/customReceivable/list');
  figure('应付欠款', home?.payable, '尚欠供应商的货款', '/supplierHandle/list');
  figure('库存金额', home?.stock?.amount, home?.stock ? `库存数量 ${qty(home.stock.qty)}` : undefined, '/warehouseQuery/list');

  const sees = (c: ReportColumn) => seesColumn(c, session.User_PricePerm) && trend.some((r) => r[c.key] !== null);
  const option = chartOption(
    { type: 'line', series: ['saleAmount', 'profit'], days: true },
    trend,
    TREND,
    (r) => String(r.billDate),
    sees,
    period,
  );
  const shortcuts = SHORTCUTS.filter(([, path]) => mayOpen(path));

  return (
    <>
      {shortcuts.length > 0 && (
        <div className={s.shortcuts} role="group" aria-label="快捷入口">
          {shortcuts.map(([label, path]) => (
            <Button key={path} appearance="primary" onClick={() => navigate(path)}>
              {label}
            </Button>
          ))}
        </div>
      )}
      <div className={s.grid}>
        {figures}
        {live}
      </div>
      {option && (
        <Card className={s.card}>
          <CardHeader header={<Subtitle2 as="h2">近30天销售额与毛利</Subtitle2>} />
          <ReportChart option={option} label="近30天销售额与毛利图表" height={mobile ? 220 : 280} />
        </Card>
      )}
      {(home?.topProducts || home?.topCustomers) && (
        <div className={s.tops}>
          {home.topProducts && <Top title="本月畅销商品" rows={home.topProducts} rowKey="skuId" columns={TOP_PRODUCTS} mobile={mobile} />}
          {home.topCustomers && (
            <Top title="本月客户排行" rows={home.topCustomers} rowKey="customId" columns={TOP_CUSTOMERS} mobile={mobile} />
          )}
        </div>
      )}
    </>
  );
}

/** A short list of the month's best (products, customers), best first. */
function Top({
  title,
  rows,
  rowKey,
  columns,
  mobile,
}: {
  title: string;
  rows: ReportRow[];
  rowKey: string;
  columns: ReportColumn[];
  mobile: boolean;
}) {
  const s = useStyles();
  const Rows = mobile ? ListCards : ListTable;
  return (
    <Card className={s.card}>
      <CardHeader header={<Subtitle2 as="h2">{title}</Subtitle2>} />
      <Rows
        label={title}
        rows={rows}
        rowKey={(r) => String(r[rowKey])}
        columns={useReportColumns(columns).columns}
        empty="本月还没有销售"
      />
    </Card>
  );
}
