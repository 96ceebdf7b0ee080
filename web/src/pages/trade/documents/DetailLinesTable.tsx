import { useState } from 'react';
import { Caption1, Link, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import type { DocDetailLine } from '../../../api/trade';
import { useNumbers } from '../common/format';
import { batchSummary, serialSummary } from './tracking';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  num: { textAlign: 'right' },
  product: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
  sub: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

/** Serials shown compactly (the first few, all on hover or a click) and the batch. */
function LineTracking({ line }: { line: DocDetailLine }) {
  const s = useStyles();
  const [all, setAll] = useState(false);
  const serials = line.serials ?? [];
  const batch = batchSummary(line);
  const SHOWN = 2;
  return (
    <>
      {serials.length > 0 && (
        <Caption1 className={s.sub}>
          序列号{' '}
          {all || serials.length <= SHOWN ? (
            serials.join('、')
          ) : (
            <Tooltip content={serials.join('、')} relationship="description">
              <Link as="button" inline onClick={() => setAll(true)} aria-label={`全部序列号（${serials.length}个）`}>{serialSummary(serials, SHOWN)}</Link>
            </Tooltip>
          )}
        </Caption1>
      )}
      {batch && <Caption1 className={s.sub} title={line.productionDate ? `生产日期 ${line.productionDate}` : undefined}>{batch}</Caption1>}
    </>
  );
}

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
              <TableCell>
                <div className={s.product}>
                  {l.productName}
                  <LineTracking line={l} />
                </div>
              </TableCell>
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
