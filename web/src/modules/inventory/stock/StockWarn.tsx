import { Card, Tab, TabList } from '@fluentui/react-components';
import { stockWarningPage, type StockWarningRow } from '../api';
import { useWarnings, type WarningKind } from '../../../components/notice/WarningsContext';
import type { Column } from '../../../kit/ListPage';
import { round } from '../../../utils/format';
import { useNumbers } from '../../../kit/numbers';
import { PlainList } from '../../../kit/PlainList';
import { Stack } from '../../../kit/Stack';
import { useFilteredList } from '../../../kit/useFilteredList';

/** 库存预警: SKUs below their low limit or above their high limit over all warehouses; the tab counts are live. */
export function StockWarn() {
  const { warnings } = useWarnings();
  const { qty } = useNumbers();
  const { list, filters, setFilter } = useFilteredList(stockWarningPage, { kind: 'low' });
  const low = filters.kind === 'low';
  const limit = (r: StockWarningRow) => (low ? r.lowStock : r.highStock) ?? 0;
  const gap = (r: StockWarningRow) => round(Math.abs(limit(r) - r.avalidCount), 6);

  const columns: Column<StockWarningRow>[] = [
    { key: 'productName', title: '商品名称' },
    { key: 'productCode', title: '商品编码' },
    { key: 'specification', title: '规格' },
    { key: 'unitName', title: '单位' },
    { key: 'limit', title: low ? '库存下限' : '库存上限', figure: 'qty', value: limit, text: (r) => qty(limit(r)) },
    { key: 'avalidCount', title: '可用库存', figure: 'qty', text: (r) => qty(r.avalidCount) },
    { key: 'gap', title: low ? '缺少' : '超出', figure: 'qty', value: gap, text: (r) => qty(gap(r)) },
  ];

  return (
    <Stack>
      <Card>
        <TabList selectedValue={filters.kind} onTabSelect={(_, d) => setFilter('kind', d.value as WarningKind)} aria-label="预警类型">
          <Tab value="low">低库存预警（{warnings.lowCount}）</Tab>
          <Tab value="high">高库存预警（{warnings.highCount}）</Tab>
        </TabList>
      </Card>
      <PlainList label={low ? '低于下限的商品' : '高于上限的商品'} list={list} rowKey={(r) => r.skuId} columns={columns} />
    </Stack>
  );
}
