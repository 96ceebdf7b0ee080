import { Fragment } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { DocDetailLine } from './api';
import { useNumbers } from '../../kit/numbers';
import { DetailTracking, tracked } from './DetailTracking';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  num: { textAlign: 'right' },
  // A line with its serials or batch below it reads as one: no rule between the two rows.
  joined: { borderBottomColor: 'transparent' },
  tracking: { paddingTop: 0, paddingBottom: tokens.spacingVerticalS },
  // Stays in view beside the number column while the table scrolls sideways.
  facts: { position: 'sticky', left: '8px', width: 'fit-content', maxWidth: 'calc(100vw - 96px)' },
});

const HEADS = ['序号', '商品名称', '商品编码', '规格', '单位', '数量', '单价', '折扣%', '税率%', '金额', '税额', '价税合计', '仓库', '备注'];

/** A saved document's lines as the server computed them, each with its serials and batch. */
export function DetailLinesTable({ lines }: { lines: DocDetailLine[] }) {
  const s = useStyles();
  const { qty, money } = useNumbers();
  return (
    <div className={s.scroll}>
      <Table size="small" aria-label="单据明细" style={{ minWidth: 1100 }}>
        <TableHeader>
          <TableRow>
            {HEADS.map((h) => (
              <TableHeaderCell key={h}>{h}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((l) => (
            <Fragment key={l.lineNo}>
              <TableRow className={tracked(l) ? s.joined : undefined}>
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
              {tracked(l) && (
                <TableRow>
                  <TableCell />
                  <TableCell colSpan={HEADS.length - 1} className={s.tracking}>
                    <DetailTracking line={l} className={s.facts} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
