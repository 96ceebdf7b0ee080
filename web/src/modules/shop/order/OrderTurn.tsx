import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { errorMessage } from '../../../api/http';
import { AppLink } from '../../../components/AppLink';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { Facts } from '../../../kit/Facts';
import { useNumbers } from '../../../kit/numbers';
import { warehouseOptions } from '../../catalog';
import { nextSteps, orderPath, storeOrderDetail, turnOrder } from './api';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, maxWidth: '720px' },
  lines: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * 订单转销售: the warehouse the goods leave from (the store's by default), then a draft 销售单 for the buyer's 客户
 * (or 零售客户) at the order's prices, audited afterwards as any sale. Shows the sale made.
 */
export function OrderTurn() {
  const s = useStyles();
  const navigate = useNavigate();
  const { money, qty } = useNumbers();
  const orderId = useSearchParams()[0].get('orderId') ?? '';
  const order = useLoad(() => storeOrderDetail(orderId), orderId);
  const warehouses = useLoad(warehouseOptions, 'warehouses').data ?? [];
  const [warehouseId, setWarehouseId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sale, setSale] = useState<{ saleId: string; billNo: string } | null>(null);
  const o = order.data;
  if (!o) return order.loading ? <PageSpinner /> : null;
  const chosen = warehouseId || o.warehouseId;
  const saleLink = (id: string, no: string) => <AppLink to={`/sale/Detail?saleId=${encodeURIComponent(id)}`}>{no}</AppLink>;

  const turn = async () => {
    setBusy(true);
    setError('');
    try {
      setSale(await turnOrder(o.orderId, chosen));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  if (sale || o.saleId) {
    const made = sale ?? { saleId: o.saleId!, billNo: o.saleBillNo ?? '' };
    return (
      <Card className={s.card}>
        <MessageBar intent="success">
          <MessageBarBody>
            <MessageBarTitle>订单 {o.orderNo} 已转为销售单</MessageBarTitle>
            销售单 {saleLink(made.saleId, made.billNo)} 为草稿，审核后出库。
          </MessageBarBody>
        </MessageBar>
        <div className={s.actions}>
          <Button appearance="primary" onClick={() => navigate(`/sale/Detail?saleId=${encodeURIComponent(made.saleId)}`)}>
            查看销售单
          </Button>
          <Button onClick={() => navigate(orderPath('Detail', o.orderId))}>返回订单</Button>
        </div>
      </Card>
    );
  }

  return (
    <Card className={s.card}>
      <Subtitle2 as="h1">订单转销售 {o.orderNo}</Subtitle2>
      <Facts
        label="订单"
        facts={[
          ['订单金额', money(o.totalAmount), true],
          ['收货人', `${o.buyerName} ${o.phone}`],
          ['客户', o.customName ?? '零售客户'],
        ]}
      />
      <ul className={s.lines} aria-label="商品明细">
        {o.lines.map((l) => (
          <li key={l.lineNo}>
            <Text>
              {l.productName} {l.spec} × {qty(l.qty)}
              {l.unitName}，{money(l.amount)}
            </Text>
          </li>
        ))}
      </ul>
      {!nextSteps(o).turn && (
        <MessageBar intent="warning">
          <MessageBarBody>订单{o.statusName}，不能转为销售单。</MessageBarBody>
        </MessageBar>
      )}
      <Field label="出库仓库" required>
        <Select value={chosen} onChange={(_, d) => setWarehouseId(d.value)}>
          {warehouses.map((w) => (
            <option key={w.value} value={w.value}>
              {w.label}
            </option>
          ))}
        </Select>
      </Field>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.actions}>
        <Button appearance="primary" disabled={busy || !chosen || !nextSteps(o).turn} onClick={() => void turn()}>
          {busy ? '正在生成…' : '确认转为销售单'}
        </Button>
        <Button onClick={() => navigate(orderPath('Detail', o.orderId))}>取消</Button>
      </div>
    </Card>
  );
}
