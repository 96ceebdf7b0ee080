import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { StockWarningRow } from '@jxc/services/contracts';
import { formatAmount } from '../../utils/format';
import { useSession } from '../../session/useSession';

/** Low or high stock warning rows: the limit column is the minimum or the maximum stock. */
export function WarningTable({ rows, kind }: { rows: StockWarningRow[]; kind: 'low' | 'high' }) {
  const [qtyDigits] = useSession().set_digit;
  const label = kind === 'low' ? '低于下限的商品' : '高于上限的商品';
  return (
    <Table size="small" aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>商品名称</TableHeaderCell>
          <TableHeaderCell>商品编码</TableHeaderCell>
          <TableHeaderCell>规格</TableHeaderCell>
          <TableHeaderCell>单位</TableHeaderCell>
          <TableHeaderCell>{kind === 'low' ? '库存下限' : '库存上限'}</TableHeaderCell>
          <TableHeaderCell>可用库存</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r, i) => (
          <TableRow key={`${r.productCode}-${i}`}>
            <TableCell>{r.productName}</TableCell>
            <TableCell>{r.productCode}</TableCell>
            <TableCell>{r.specification}</TableCell>
            <TableCell>{r.unitName}</TableCell>
            <TableCell>{formatAmount(kind === 'low' ? r.lowStock : r.highStock, qtyDigits)}</TableCell>
            <TableCell>{formatAmount(r.avalidCount, qtyDigits)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
