import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge, Button, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { call } from '../../api/http';
import { useLoad } from '../../hooks/useLoad';
import { ChoiceSelect } from '../../kit/ChoiceSelect';
import type { ClassNode } from '../../kit/classTree';
import { DetailDrawer } from '../../kit/DetailDrawer';
import { FilterBar, FilterField } from '../../kit/FilterBar';
import { ListPage, type Column, type RowAction } from '../../kit/ListPage';
import { useNumbers } from '../../kit/numbers';
import { Stack } from '../../kit/Stack';
import { useCan } from '../../kit/useCan';
import { useFilteredList } from '../../kit/useFilteredList';
import { formatDateTime } from '../../utils/format';
import { DocLink } from '../document-engine';
import { priceHistory, priceList, type Grade, type PriceChange, type PriceRow } from './api';
import { CHANGE_PRICE } from './kinds';
import { DateInput } from '../../kit/DateInput';
import { SideScroll } from '../../kit/SideScroll';

const PRICE_LIST_MENU = '3014';

/** A SKU's price changes, newest first: each price before and after, who, when, the 调价单 (or 商品资料, or 新建). */
function History({ row, onClose }: { row: PriceRow; onClose: () => void }) {
  const { money } = useNumbers();
  const loaded = useLoad(() => priceHistory(row.skuId, { pageNo: 1, pageSize: 200 }), row.skuId);
  const source = (c: PriceChange) =>
    c.changeId && c.billNo ? (
      <>
        <DocLink billType={CHANGE_PRICE.billType} docId={c.changeId} billNo={c.billNo} />
        {c.writeBack ? ' 红冲' : ''}
      </>
    ) : c.initial ? (
      '新建商品'
    ) : (
      '商品资料'
    );
  return (
    <DetailDrawer
      title={`调价记录 · ${[row.productName, row.spec].filter(Boolean).join(' ')}`}
      onClose={onClose}
      items={[
        { label: '商品编码', value: row.productCode },
        { label: '单位', value: row.unitName },
      ]}
    >
      <section>
        <Subtitle2 as="h3">价格变动</Subtitle2>
        <SideScroll>
          <Table size="small" aria-label="价格变动">
            <TableHeader>
              <TableRow>
                {['时间', '价格', '原价', '新价', '来源', '操作人'].map((h) => (
                  <TableHeaderCell key={h}>{h}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {(loaded.data?.data ?? []).map((c, i) => (
                <TableRow key={i}>
                  <TableCell>{formatDateTime(c.at)}</TableCell>
                  <TableCell>{c.priceTypeName}</TableCell>
                  <TableCell>{c.before === null ? '—' : money(c.before)}</TableCell>
                  <TableCell>{c.after === null ? '—' : money(c.after)}</TableCell>
                  <TableCell>{source(c)}</TableCell>
                  <TableCell>{c.userName}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </SideScroll>
      </section>
    </DetailDrawer>
  );
}

/** The product classes, parents before their children. */
const productClasses = () => call<{ data: ClassNode[] }>('ProductClass/TreeQuery', {}, { quiet: true });

/**
 * 价格表 (/price/list): every SKU with all its prices — sale, wholesale, purchase, lowest, each customer grade's level
 * price and the average cost of its stock, each shown only with its price flag — by keyword, class, or changed since
 * a day; 导出; each SKU's 调价记录, and 调价 opening a new 调价单 with it.
 */
export function PriceList() {
  const navigate = useNavigate();
  const { money } = useNumbers();
  const canChange = useCan(CHANGE_PRICE.menuId)('add');
  const { list, filters, setFilter } = useFilteredList(priceList, { classId: '', changedSince: '' });
  const classes = useLoad(productClasses, 'product-classes').data?.data ?? [];
  const grades: Grade[] = (list.page as { grades?: Grade[] } | undefined)?.grades ?? [];
  const [history, setHistory] = useState<PriceRow>();
  const price = (key: keyof PriceRow, title: string): Column<PriceRow> => ({
    key,
    title,
    width: 96,
    figure: 'money',
    text: (r) => (r[key] === null ? '' : money(r[key])),
  });

  const columns: Column<PriceRow>[] = [
    {
      key: 'productName',
      title: '商品名称',
      width: 160,
      required: true,
      render: (r) => (
        <>
          {r.productName}
          {!r.enabled && (
            <>
              {' '}
              <Badge appearance="outline" color="subtle">
                已停用
              </Badge>
            </>
          )}
        </>
      ),
      text: (r) => r.productName,
    },
    { key: 'productCode', title: '商品编码' },
    { key: 'spec', title: '规格' },
    { key: 'barCode', title: '条码', hidden: true },
    { key: 'unitName', title: '单位', width: 70 },
    { key: 'className', title: '分类', hidden: true },
    price('salePrice', '销售价'),
    price('wholesalePrice', '批发价'),
    price('purchasePrice', '采购价'),
    price('lowestPrice', '最低售价'),
    ...grades.map((g): Column<PriceRow> => ({
      key: `grade:${g.gradeId}`,
      title: `等级价·${g.gradeName}`,
      width: 110,
      figure: 'money',
      value: (r) => r.gradePrices[g.gradeId],
      text: (r) => (r.gradePrices[g.gradeId] === undefined ? '' : money(r.gradePrices[g.gradeId])),
    })),
    price('costPrice', '成本价'),
  ];
  const actions: RowAction<PriceRow>[] = [
    { label: '调价记录', action: 'query', onClick: setHistory },
    {
      label: '调价',
      action: 'query',
      visible: () => canChange,
      onClick: (r) => navigate(`${CHANGE_PRICE.paths.add}?skuId=${encodeURIComponent(r.skuId)}`),
    },
  ];

  return (
    <Stack>
      <FilterBar filters={filters}>
        <FilterField label="商品分类">
          <ChoiceSelect
            choices={classes.map((c) => ({ id: c.classId, name: `${'\u3000'.repeat(c.depth - 1)}${c.className}` }))}
            value={filters.classId}
            onChange={(v) => setFilter('classId', v)}
            emptyLabel="全部"
          />
        </FilterField>
        <FilterField label="调价日期起">
          <DateInput value={filters.changedSince} onChange={(v) => setFilter('changedSince', v)} />
        </FilterField>
        {canChange && (
          <FilterField label="调价">
            <Button icon={<AddRegular />} onClick={() => navigate(CHANGE_PRICE.paths.add)}>
              新增调价单
            </Button>
          </FilterField>
        )}
      </FilterBar>
      <ListPage
        label="价格表"
        permissionId={PRICE_LIST_MENU}
        list={list}
        rowKey={(r) => r.skuId}
        columns={columns}
        rowActions={actions}
        searchPlaceholder="商品名称、编码、规格或条码"
        exportName="价格表"
      />
      {history && <History row={history} onClose={() => setHistory(undefined)} />}
    </Stack>
  );
}
