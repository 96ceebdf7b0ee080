import { useNavigate } from 'react-router-dom';
import { payablePage, type PayableRow } from '../../../api/trade';
import { AppLink } from '../../../components/AppLink';
import { ListPage, type Column } from '../../../kit/ListPage';
import { useList } from '../../../kit/useList';
import { useNumbers } from '../common/format';

const PAYABLE_MENU_ID = '5002';
const flowPath = (supplierId: string) => `/supplierHandle/flow?supplierId=${encodeURIComponent(supplierId)}`;

/** 应付欠款: what each supplier is owed — opening + purchases − returns − paid. */
export function PayableList() {
  const navigate = useNavigate();
  const { money } = useNumbers();
  const list = useList(payablePage);
  const columns: Column<PayableRow>[] = [
    { key: 'supplierName', title: '供应商', render: (r) => <AppLink to={flowPath(r.supplierId)}>{r.supplierName}</AppLink> },
    { key: 'initAmount', title: '期初应付', text: (r) => money(r.initAmount) },
    { key: 'addAmount', title: '增加应付', text: (r) => money(r.addAmount) },
    { key: 'paidAmount', title: '已付金额', text: (r) => money(r.paidAmount) },
    { key: 'balance', title: '应付余额', text: (r) => money(r.balance) },
  ];
  return (
    <ListPage
      label="应付欠款"
      permissionId={PAYABLE_MENU_ID}
      list={list}
      rowKey={(r) => r.supplierId}
      columns={columns}
      rowActions={[{ label: '流水', action: 'query', onClick: (r) => navigate(flowPath(r.supplierId)) }]}
      searchPlaceholder="供应商名称或编码"
      exportName="应付欠款"
    />
  );
}
