import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import type { DocDetailLine } from '../../../api/trade';
import { useNumbers } from '../common/format';

const useStyles = makeStyles({ scroll: { overflowX: 'auto' }, num: { textAlign: 'right' } });

/** A saved document's lines as the server computed them. */
export function DetailLinesTable({ lines }: { lines: DocDetailLine[] }) {
  const s = useStyles();
  const { qty, money } = useNumbers();
  const heads = ['序号', '商品名称', '商品编码', '规格', '单位', '数量', '单价', '折扣%', '税率%', '金额', '税额', '价税合计', '仓库', '备注'];
  return (
    <div className={s.scroll}>
      <Table size="small" aria-label="单据明细" style={{ minWidth: 1100 }}>
        <TableHeader>
          <TableRow>
            {heads.map((h) => (
              <TableHeaderCell key={h}>{h}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.lineNo}>
              <TableCell>{l.lineNo}</TableCell>
              <TableCell>{l.productName}</TableCell>
              <TableCell>{l.productCode}</TableCell>
              <TableCell>{l.spec}</TableCell>
              <TableCell>{l.unitName}</TableCell>
              <TableCell className={s.num}>{qty(l.qty)}</TableCell>
              <TableCell className={s.num}>{money(l.price)}</TableCell>
              <TableCell className={s.num}>{l.discount}</TableCell>
              <TableCell className={s.num}>{l.taxRate}</TableCell>
              <TableCell className={s.num}>{money(l.amount)}</TableCell>
              <TableCell className={s.num}>{money(l.taxAmount)}</TableCell>
              <TableCell className={s.num}>{money(l.lineTotal)}</TableCell>
              <TableCell>{l.warehouseName}</TableCell>
              <TableCell>{l.remark}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
