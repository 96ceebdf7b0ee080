import { useState } from 'react';
import { Caption1, Card, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { reconciliation } from '../api';
import { useLoad } from '../../../hooks/useLoad';
import { useNumbers } from '../../../kit/numbers';
import { monthOf, withOpenings } from './reconciledMonths';
import { SideScroll } from '../../../kit/SideScroll';

/** The reconciliation opens on the last half year. */
const MONTHS_BACK = 5;
const HEADS = ['月份', '期初欠款', '本期销售', '退货冲减', '本期收款', '期末欠款'];

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  range: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

/** 按月对账: a customer's arrears month by month — opening, sales, returns, received, closing. */
export function Reconciliation({ customId }: { customId: string }) {
  const s = useStyles();
  const { money } = useNumbers();
  const [range, setRange] = useState({ start: monthOf(new Date(), MONTHS_BACK), end: monthOf(new Date()) });
  const valid = !!range.start && !!range.end && range.start <= range.end;
  const loaded = useLoad(() => reconciliation(customId, range.start, range.end), valid ? `${customId}|${range.start}|${range.end}` : null);
  const months = loaded.data ? withOpenings(loaded.data.beginAmount, loaded.data.arrearsMonthList) : [];

  return (
    <Card className={s.card}>
      <Subtitle2 as="h2">按月对账</Subtitle2>
      <div className={s.range}>
        <Field label="开始月份">
          <Input type="month" value={range.start} max={range.end} onChange={(_, d) => setRange((r) => ({ ...r, start: d.value }))} />
        </Field>
        <Field label="结束月份" validationMessage={valid ? undefined : '开始月份不能晚于结束月份'}>
          <Input type="month" value={range.end} min={range.start} onChange={(_, d) => setRange((r) => ({ ...r, end: d.value }))} />
        </Field>
      </div>
      <SideScroll>
        <Table size="small" aria-label="按月对账" style={{ minWidth: 600 }}>
          <TableHeader>
            <TableRow>
              {HEADS.map((h) => (
                <TableHeaderCell key={h}>{h}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {months.map((m) => (
              <TableRow key={m.month}>
                <TableCell>{m.month}</TableCell>
                {[m.opening, m.receviveArrearsAmt, m.saleReturnHxAmount, m.saleHxAmount, m.payArrearsAmt].map((v, i) => (
                  <TableCell key={i}>{money(v)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SideScroll>
      {loaded.loading && <Caption1>加载中…</Caption1>}
    </Card>
  );
}
