import { Caption1, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DOC_TYPES } from '@jxc/services/contracts';
import { DocLink, docApi, type DocLinePage, type DocLineRow } from '../../document-engine';
import type { FilteredQuery } from '../../../api/types';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useLoad } from '../../../hooks/useLoad';
import { collectRows } from '../../../kit/exportRows';
import { ListPage, type Column } from '../../../kit/ListPage';
import { ListCards, ListTable } from '../../../kit/ListRows';
import { pickedChoice } from '../../../kit/listState';
import { useList } from '../../../kit/useList';
import { formatAmount } from '../../../utils/format';
import { searchSuppliers } from '../../document-engine';
import { SearchSelect } from '../../../kit/SearchSelect';
import { priceText } from '../product/ProductList';
import { groupBySupplier, type SupplierGroup } from './groupBySupplier';
import { DateInput } from '../../../kit/DateInput';

/** /management/SupplierAllBack is a view of 商品管理 (3001V): its export permission applies. */
const PRODUCT_MENU_ID = '3001';
const BUY_RETURNS = docApi('BuyReturn', 'returnId');
/** Only audited returns count: drafts have not moved stock, written-back ones are cancelled. */
const loadLines = (q: FilteredQuery) => BUY_RETURNS.linePage({ ...q, status: 'audited' });

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { gap: tokens.spacingVerticalS },
  supplier: { minWidth: '200px', flex: '0 1 240px' },
  date: { width: '150px' },
});

const LINE_COLUMNS: Column<DocLineRow>[] = [
  { key: 'partnerName', title: '供应商', width: 140 },
  {
    key: 'billNo',
    title: '单据编号',
    width: 160,
    render: (r) => <DocLink billType={DOC_TYPES.BuyReturn} docId={r.docId} billNo={r.billNo} />,
    text: (r) => r.billNo,
  },
  { key: 'billDate', title: '单据日期', width: 100 },
  { key: 'productName', title: '商品名称', width: 140 },
  { key: 'spec', title: '规格', width: 90 },
  { key: 'unitName', title: '单位', width: 60 },
  { key: 'qty', title: '数量', width: 80, figure: 'qty', text: (r) => formatAmount(r.qty) },
  { key: 'price', title: '单价', width: 90, figure: 'money', text: (r) => priceText(r.price) },
  { key: 'amount', title: '金额', width: 100, figure: 'money', text: (r) => priceText(r.amount) },
  { key: 'lineTotal', title: '价税合计', width: 100, text: (r) => priceText(r.lineTotal) },
];

const GROUP_COLUMNS: Column<SupplierGroup>[] = [
  { key: 'partnerName', title: '供应商', width: 160 },
  { key: 'bills', title: '退货单数', width: 90 },
  { key: 'lines', title: '商品行数', width: 90 },
  { key: 'lineTotal', title: '退货金额（价税合计）', width: 160, text: (g) => priceText(g.lineTotal) },
];

/** 供应商退货汇总: audited purchase returns by supplier over a date range, then their lines with the totals. */
export function SupplierReturns() {
  const s = useStyles();
  const list = useList(loadLines, { filters: { supplierId: '', startDate: '', endDate: '' } });
  const supplier = pickedChoice(list.filters, list.labels, 'supplierId');
  const { pageNo: _page, pageSize: _size, ...where } = list.query;
  const all = useLoad(() => collectRows(list.load, list.query), `${JSON.stringify(where)}#${list.version}`);
  const groups = groupBySupplier(all.data?.rows ?? []);
  const totals = (list.page as DocLinePage | undefined)?.totals;
  const Rows = useBreakpoint() === 'mobile' ? ListCards : ListTable;
  const date = (key: 'startDate' | 'endDate', label: string) => (
    <DateInput className={s.date} aria-label={label} value={list.filters[key]} onChange={(v) => list.filter(key, v)} />
  );

  return (
    <div className={s.root}>
      <Card className={s.card}>
        <Subtitle2 as="h1">按供应商汇总</Subtitle2>
        <Rows
          label="按供应商汇总"
          rows={groups}
          rowKey={(g) => g.partnerName}
          columns={GROUP_COLUMNS}
          empty={all.loading ? '加载中…' : '暂无退货'}
        />
        {all.data && all.data.total > all.data.rows.length && (
          <Caption1>
            仅汇总了前{all.data.rows.length}行（共{all.data.total}行），请缩小日期范围
          </Caption1>
        )}
      </Card>
      <ListPage
        label="供应商退货明细"
        permissionId={PRODUCT_MENU_ID}
        list={list}
        rowKey={(r) => `${r.docId}-${r.lineNo}`}
        columns={LINE_COLUMNS}
        searchPlaceholder="单据编号、供应商或备注"
        filters={
          <>
            <SearchSelect
              className={s.supplier}
              aria-label="供应商"
              placeholder="全部供应商"
              value={supplier}
              search={searchSuppliers}
              onChange={(c) => list.filter('supplierId', c?.id, c?.name)}
            />
            {date('startDate', '开始日期')}
            {date('endDate', '结束日期')}
          </>
        }
        summary={
          totals && (
            <Caption1>
              合计：数量 {formatAmount(totals.baseQty)}（基本单位），价税合计 {priceText(totals.lineTotal)}
            </Caption1>
          )
        }
        exportName="供应商退货汇总"
      />
    </div>
  );
}
