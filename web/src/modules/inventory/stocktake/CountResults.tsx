import { Fragment } from 'react';
import {
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { DocDetail } from '../../document-engine';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { Facts, type Fact } from '../../../kit/Facts';
import { useNumbers } from '../../../kit/numbers';
import type { CountDetailLine } from './api';
import { SideScroll } from '../../../kit/SideScroll';

const useStyles = makeStyles({
  num: { textAlign: 'right', whiteSpace: 'nowrap' },
  gain: { color: tokens.colorPaletteGreenForeground1 },
  loss: { color: tokens.colorPaletteRedForeground1 },
  joined: { borderBottomColor: 'transparent' },
  sub: { color: tokens.colorNeutralForeground3, paddingTop: 0 },
  problem: { color: tokens.colorPaletteDarkOrangeForeground1, paddingTop: 0 },
  cards: { margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  card: {
    listStyleType: 'none',
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  figures: { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: tokens.spacingHorizontalS, margin: 0 },
  figure: { margin: 0, display: 'flex', flexDirection: 'column' },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const batchOf = (l: CountDetailLine) => (l.batchNo ? [l.batchNo, l.expiryDate && `到期 ${l.expiryDate}`].filter(Boolean).join(' · ') : '');
const tone = (s: ReturnType<typeof useStyles>, n: number) => (n > 0 ? s.gain : n < 0 ? s.loss : undefined);

/** Gains and losses over the lines: how many lines, how much, what it cost (null when any amount is hidden). */
function totalsOf(lines: CountDetailLine[]) {
  const side = (pick: (l: CountDetailLine) => boolean) => {
    const of = lines.filter(pick);
    const hidden = of.some((l) => l.diffAmount === null);
    return {
      lines: of.length,
      qty: Math.abs(of.reduce((t, l) => t + l.diffQty, 0)),
      amount: hidden ? null : Math.abs(of.reduce((t, l) => t + (l.diffAmount ?? 0), 0)),
    };
  };
  return {
    book: lines.reduce((t, l) => t + l.bookQty, 0),
    count: lines.reduce((t, l) => t + l.countQty, 0),
    gain: side((l) => l.diffQty > 0),
    loss: side((l) => l.diffQty < 0),
  };
}

/**
 * A stocktake's lines on its detail screen: book, count and difference with what it cost, a serial SKU's serials
 * counted, and on a draft (reckoned against the book now) why an audit would refuse a line; then the totals.
 */
export function CountResults({ detail }: { detail: DocDetail }) {
  const s = useStyles();
  const { qty, money } = useNumbers();
  const phone = useBreakpoint() === 'mobile';
  const lines = detail.lines as CountDetailLine[];
  const draft = detail.status === 'draft' || detail.status === 'approving';
  const t = totalsOf(lines);
  // The batch column only where some line names a batch.
  const batches = lines.some((l) => l.batchNo);
  const heads = [
    '序号',
    '商品名称',
    '商品编码',
    '规格',
    ...(batches ? ['批次'] : []),
    '单位',
    '账面数量',
    '实盘数量',
    '盈亏数量',
    '盈亏金额',
    '备注',
  ];
  const totals: Fact[] = [
    ['账面合计', qty(t.book)],
    ['实盘合计', qty(t.count)],
    ['盘盈', `${t.gain.lines}行，数量 ${qty(t.gain.qty)}，金额 ${money(t.gain.amount)}`],
    ['盘亏', `${t.loss.lines}行，数量 ${qty(t.loss.qty)}，金额 ${money(t.loss.amount)}`, true],
  ];
  const figures = (l: CountDetailLine): [string, string, string | undefined][] => [
    ['账面', qty(l.bookQty), undefined],
    ['实盘', qty(l.countQty), undefined],
    ['盈亏', qty(l.diffQty), tone(s, l.diffQty)],
    ['盈亏金额', money(l.diffAmount), tone(s, l.diffQty)],
  ];
  const notes = (l: CountDetailLine) =>
    [l.serials.length ? `实盘序列号：${l.serials.join('、')}` : '', l.problem ? `审核时将被拒绝：${l.problem}` : ''].filter(Boolean);

  return (
    <>
      {draft && <Caption1 className={s.term}>草稿的账面为当前库存；审核时以审核那一刻的账面计算盈亏，期间的出入库不会丢失。</Caption1>}
      {phone ? (
        <ul className={s.cards} aria-label="盘点明细">
          {lines.map((l) => (
            <li key={l.lineNo} className={s.card}>
              <div>
                {l.lineNo}. {l.productName}
              </div>
              <Caption1 className={s.term}>{[l.spec, l.productCode, batchOf(l), l.unitName].filter(Boolean).join(' · ')}</Caption1>
              <dl className={s.figures}>
                {figures(l).map(([term, value, cls]) => (
                  <div key={term} className={s.figure}>
                    <dt className={s.term}>{term}</dt>
                    <dd className={mergeClasses(s.figure, cls)}>{value}</dd>
                  </div>
                ))}
              </dl>
              {notes(l).map((n) => (
                <Caption1 key={n} className={n.startsWith('审核') ? s.problem : s.term}>
                  {n}
                </Caption1>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <SideScroll>
          <Table size="small" aria-label="盘点明细" style={{ minWidth: 900 }}>
            <TableHeader>
              <TableRow>
                {heads.map((h) => (
                  <TableHeaderCell key={h}>{h}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {lines.map((l) => (
                <Fragment key={l.lineNo}>
                  <TableRow className={notes(l).length ? s.joined : undefined}>
                    <TableCell>{l.lineNo}</TableCell>
                    <TableCell>{l.productName}</TableCell>
                    <TableCell>{l.productCode}</TableCell>
                    <TableCell>{l.spec}</TableCell>
                    {batches && <TableCell>{batchOf(l)}</TableCell>}
                    <TableCell>{l.unitName}</TableCell>
                    {figures(l).map(([term, value, cls]) => (
                      <TableCell key={term} className={mergeClasses(s.num, cls)}>
                        {value}
                      </TableCell>
                    ))}
                    <TableCell>{l.remark}</TableCell>
                  </TableRow>
                  {notes(l).map((n) => (
                    <TableRow key={n}>
                      <TableCell />
                      <TableCell colSpan={heads.length - 1} className={n.startsWith('审核') ? s.problem : s.sub}>
                        {n}
                      </TableCell>
                    </TableRow>
                  ))}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </SideScroll>
      )}
      <Facts facts={totals} label="盘点合计" />
    </>
  );
}
