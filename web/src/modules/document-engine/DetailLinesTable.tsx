import { Fragment } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { DocDetailLine } from './api';
import { useNumbers } from '../../kit/numbers';
import { DetailTracking, tracked } from './DetailTracking';
import { detailColumns } from './detailColumns';
import type { LineField } from './kind';
import { comboHeading } from './combos';
import { SideScroll } from '../../kit/SideScroll';

const useStyles = makeStyles({
  // A quantity's spelling in other units wraps as a whole under its figure: 1.50 over （1箱12瓶）.
  num: { textAlign: 'right', wordBreak: 'keep-all' },
  // A line with its serials or batch below it reads as one: no rule between the two rows.
  joined: { borderBottomColor: 'transparent' },
  tracking: { paddingTop: 0, paddingBottom: tokens.spacingVerticalS },
  // Stays in view beside the number column while the table scrolls sideways.
  combo: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground3 },
  facts: { position: 'sticky', left: '8px', width: 'fit-content', maxWidth: 'calc(100vw - 96px)' },
});

/** A saved document's lines as the server computed them (the kind's line fields), each with its serials and batch. */
export function DetailLinesTable({
  lines,
  fields,
  label = '单据明细',
}: {
  lines: DocDetailLine[];
  fields: readonly LineField[];
  label?: string;
}) {
  const s = useStyles();
  const numbers = useNumbers();
  const columns = detailColumns(fields, lines);
  const HEADS = ['序号', '商品名称', '商品编码', '规格', ...columns.map((c) => c.title)];
  return (
    <SideScroll>
      <Table size="small" aria-label={label} style={{ minWidth: 600 + columns.length * 50 }}>
        <TableHeader>
          <TableRow>
            {HEADS.map((h) => (
              <TableHeaderCell key={h}>{h}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((l, i) => (
            <Fragment key={l.lineNo}>
              {comboHeading(lines, i, numbers.money) && (
                <TableRow className={s.combo}>
                  <TableCell />
                  <TableCell colSpan={HEADS.length - 1}>{comboHeading(lines, i, numbers.money)}</TableCell>
                </TableRow>
              )}
              <TableRow className={tracked(l) ? s.joined : undefined}>
                <TableCell>{l.lineNo}</TableCell>
                <TableCell>{l.productName}</TableCell>
                <TableCell>{l.productCode}</TableCell>
                <TableCell>{l.spec}</TableCell>
                {columns.map((c) => (
                  <TableCell key={c.title} className={c.num ? s.num : undefined}>
                    {c.value(l, numbers)}
                  </TableCell>
                ))}
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
    </SideScroll>
  );
}
