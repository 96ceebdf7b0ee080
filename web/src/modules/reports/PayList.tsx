import { Body1, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import { ListCards, ListTable, type Column } from '../../kit/ListRows';
import { Stack } from '../../kit/Stack';

const useStyles = makeStyles({ card: { gap: tokens.spacingVerticalM } });

/** What a mobile payment is recorded with, once there are any. */
const COLUMNS: Column<Record<string, unknown>>[] = [
  { key: 'payTime', title: '收款时间', width: 160 }, { key: 'orderNo', title: '订单号', width: 160 }, { key: 'payer', title: '付款人' },
  { key: 'payType', title: '支付方式' }, { key: 'amount', title: '金额' }, { key: 'fee', title: '手续费' }, { key: 'accountName', title: '到账账户' },
  { key: 'status', title: '状态' },
];

/**
 * 移动支付流水 (/pay/PayList): the store takes no online payments yet, so there is nothing to list; the screen says
 * where its rows will come from instead of showing an empty grid with no word.
 */
export function PayList() {
  const s = useStyles();
  const Rows = useBreakpoint() === 'mobile' ? ListCards : ListTable;
  return (
    <Stack>
      <Card className={s.card}>
        <Subtitle2 as="h1" style={{ margin: 0 }}>移动支付流水</Subtitle2>
        <Body1>
          这里记录顾客扫码付款和网店在线支付的每一笔收款：收款时间、订单号、付款人、支付方式、金额、手续费和到账账户。
        </Body1>
        <Body1>
          本店还没有开通在线收款，所以暂无流水。开通“设置 › 移动支付”后，每笔在线收款都会列在这里，并记入到账账户的资金流水；在此之前，店里收的钱请用销售单收款或收款单登记，在“资金流水”和“经营日报”中查看。
        </Body1>
        <Rows label="移动支付流水" rows={[]} rowKey={(r) => String(r.orderNo)} columns={COLUMNS} empty="暂无移动支付流水" />
      </Card>
    </Stack>
  );
}
