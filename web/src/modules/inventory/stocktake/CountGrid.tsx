import { Fragment, type KeyboardEvent } from 'react';
import {
  Button,
  Caption1,
  Input,
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
import { AddRegular, DeleteRegular, NumberSymbolRegular } from '@fluentui/react-icons';
import { ENTRY_CELL } from '../../document-engine';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useNumbers } from '../../../kit/numbers';
import { diffOf, type CountLine } from './sheet';
import { DateInput } from '../../../kit/DateInput';
import { SideScroll } from '../../../kit/SideScroll';

const useStyles = makeStyles({
  // Fixed widths: the product column takes what is left, never less than PRODUCT_WIDTH.
  table: { tableLayout: 'fixed' },
  // Widths include the cells' padding.
  th: { boxSizing: 'border-box' },
  num: { textAlign: 'right', whiteSpace: 'nowrap' },
  input: { width: '100%', minWidth: 0 },
  gain: { color: tokens.colorPaletteGreenForeground1 },
  loss: { color: tokens.colorPaletteRedForeground1 },
  sub: { color: tokens.colorNeutralForeground3 },
  joined: { borderBottomColor: 'transparent' },
  error: { color: tokens.colorPaletteRedForeground1, paddingTop: 0 },
  batch: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  ops: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalL },
  cards: { margin: 0, padding: 0 },
  card: {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  head: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  grow: { flex: 1, minWidth: 0 },
});

export const EMPTY_COUNT = '还没有要盘点的商品：选择仓库后点“生成盘点表”，或在下方输入商品名称、编码、条码回车添加';

/** The count input of a line, for the keyboard flow (Enter: the next line's count, after the last the entry box). */
const countCell = (key: string) => `${key}:count`;

export function focusCount(key: string) {
  const el = document.querySelector<HTMLInputElement>(`[data-cell="${countCell(key)}"]`);
  el?.focus();
  el?.select();
}

export interface CountGridProps {
  lines: CountLine[];
  problems: Record<string, string>;
  onChange: (key: string, patch: Partial<CountLine>) => void;
  onRemove: (key: string) => void;
  /** Opens the serials of a serial SKU's line. */
  onSerials: (key: string) => void;
  /** Adds a batch the sheet does not list after a shelf-life SKU's line. */
  onBatch: (key: string) => void;
}

/** What a line's cells need, in the table and on the phone's card alike. */
interface Cells {
  line: CountLine;
  row: number;
  props: CountGridProps;
  next: () => void;
}

function CountInput({ line, row, props, next }: Cells) {
  const s = useStyles();
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    next();
  };
  return (
    <Input
      size="small"
      className={s.input}
      value={line.count}
      inputMode="decimal"
      placeholder="实盘"
      // A serial SKU counts the serials found (序列号).
      readOnly={line.serialFlag}
      aria-invalid={!!props.problems[line.key] || undefined}
      input={
        { 'data-cell': countCell(line.key), 'aria-label': `第${row}行实盘数量`, style: { textAlign: 'right' } } as Record<string, unknown>
      }
      onChange={(_, d) => props.onChange(line.key, { count: d.value })}
      onKeyDown={onKeyDown}
    />
  );
}

/** The batch counted: as the sheet lists it, or a new one's number and dates to enter. */
function BatchCell({ line, row, props }: Cells) {
  const s = useStyles();
  if (!line.lifeFlag) return null;
  if (!line.newBatch)
    return <span>{line.batchNo ? `${line.batchNo}${line.expiryDate ? ` · 到期 ${line.expiryDate}` : ''}` : '无批次'}</span>;
  const set = (patch: Partial<CountLine>) => props.onChange(line.key, patch);
  return (
    <div className={s.batch}>
      <Input
        size="small"
        value={line.batchNo ?? ''}
        placeholder="批次号（默认生产日期）"
        aria-label={`第${row}行批次号`}
        onChange={(_, d) => set({ batchNo: d.value })}
      />
      <DateInput
        size="small"
        value={line.productionDate ?? ''}
        aria-label={`第${row}行生产日期`}
        onChange={(v) => set({ productionDate: v })}
      />
    </div>
  );
}

function Diff({ line }: { line: CountLine }) {
  const s = useStyles();
  const { qty } = useNumbers();
  const d = diffOf(line);
  if (d === null) return <span className={s.sub}>未盘</span>;
  return (
    <span className={d > 0 ? s.gain : d < 0 ? s.loss : undefined}>
      {d > 0 ? '+' : ''}
      {qty(d)}
    </span>
  );
}

function Ops({ line, row, props }: Cells) {
  const s = useStyles();
  return (
    <div className={s.ops}>
      {line.serialFlag && (
        <Button size="small" icon={<NumberSymbolRegular />} onClick={() => props.onSerials(line.key)}>
          序列号
        </Button>
      )}
      {line.lifeFlag && !line.newBatch && (
        <Button
          size="small"
          appearance="subtle"
          icon={<AddRegular />}
          aria-label={`第${row}行添加新批次`}
          title="添加新批次"
          onClick={() => props.onBatch(line.key)}
        />
      )}
      <Button
        size="small"
        appearance="subtle"
        icon={<DeleteRegular />}
        aria-label={`删除第${row}行`}
        onClick={() => props.onRemove(line.key)}
      />
    </div>
  );
}

const HEADS: [title: string, width?: number][] = [
  ['序号', 48],
  ['商品'],
  ['批次', 170],
  ['单位', 56],
  ['账面数量', 90],
  ['实盘数量', 100],
  ['盈亏', 80],
  ['备注', 100],
  ['', 124],
];
/** What the product column keeps at least, before the grid scrolls sideways. */
const PRODUCT_WIDTH = 150;

/**
 * The count sheet being entered: per line the book, the count (typed, or a serial SKU's serials found) and the
 * difference; a table that scrolls sideways, or a card per line on a phone.
 */
export function CountGrid(props: CountGridProps) {
  const s = useStyles();
  const { qty } = useNumbers();
  const phone = useBreakpoint() === 'mobile';
  const { lines, problems } = props;
  const cells = lines.map((line, i): Cells => ({
    line,
    row: i + 1,
    props,
    next: () =>
      lines[i + 1] ? focusCount(lines[i + 1].key) : document.querySelector<HTMLInputElement>(`[data-cell="${ENTRY_CELL}"]`)?.focus(),
  }));
  const remark = ({ line, row }: Cells) => (
    <Input
      size="small"
      className={s.input}
      value={line.remark}
      maxLength={50}
      placeholder="备注"
      aria-label={`第${row}行备注`}
      onChange={(_, d) => props.onChange(line.key, { remark: d.value })}
    />
  );
  const product = (l: CountLine) => (
    <>
      <div>{l.productName}</div>
      <Caption1 className={s.sub}>{[l.spec, l.productCode].filter(Boolean).join(' · ')}</Caption1>
    </>
  );
  const found = (l: CountLine) =>
    l.serialFlag && l.found.length > 0 && <Caption1 className={s.sub}>实盘序列号：{l.found.join('、')}</Caption1>;

  // The batch column only where some line is of a shelf-life SKU.
  const batches = lines.some((l) => l.lifeFlag);
  const heads = HEADS.filter(([h]) => batches || h !== '批次');
  if (phone) {
    return (
      <ul className={s.cards} aria-label="盘点明细">
        {cells.map((c) => (
          <li key={c.line.key} className={s.card}>
            <div className={s.head}>
              <span>{c.row}.</span>
              <div className={s.grow}>{product(c.line)}</div>
              <Ops {...c} />
            </div>
            {c.line.lifeFlag && <BatchCell {...c} />}
            <div className={s.row}>
              <span>
                账面 {qty(c.line.bookQty)}
                {c.line.unitName}
              </span>
              <CountInput {...c} />
              <span className={s.num}>
                盈亏 <Diff line={c.line} />
              </span>
            </div>
            {found(c.line)}
            {remark(c)}
            {problems[c.line.key] && (
              <Caption1 className={s.loss} role="alert">
                {problems[c.line.key]}
              </Caption1>
            )}
          </li>
        ))}
        {!lines.length && <li className={mergeClasses(s.card, s.empty)}>{EMPTY_COUNT}</li>}
      </ul>
    );
  }
  return (
    <SideScroll>
      <Table
        size="small"
        aria-label="盘点明细"
        className={s.table}
        style={{ minWidth: heads.reduce((w, [, width]) => w + (width ?? PRODUCT_WIDTH), 0) }}
      >
        <TableHeader>
          <TableRow>
            {heads.map(([h, width]) => (
              <TableHeaderCell key={h} className={s.th} style={{ width }}>
                {h}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {cells.map((c) => (
            <Fragment key={c.line.key}>
              <TableRow className={found(c.line) || problems[c.line.key] ? s.joined : undefined}>
                <TableCell>{c.row}</TableCell>
                <TableCell>{product(c.line)}</TableCell>
                {batches && (
                  <TableCell>
                    <BatchCell {...c} />
                  </TableCell>
                )}
                <TableCell>{c.line.unitName}</TableCell>
                <TableCell className={s.num}>{qty(c.line.bookQty)}</TableCell>
                <TableCell>
                  <CountInput {...c} />
                </TableCell>
                <TableCell className={s.num}>
                  <Diff line={c.line} />
                </TableCell>
                <TableCell>{remark(c)}</TableCell>
                <TableCell>
                  <Ops {...c} />
                </TableCell>
              </TableRow>
              {found(c.line) && (
                <TableRow className={problems[c.line.key] ? s.joined : undefined}>
                  <TableCell />
                  <TableCell colSpan={heads.length - 1}>{found(c.line)}</TableCell>
                </TableRow>
              )}
              {problems[c.line.key] && (
                <TableRow>
                  <TableCell />
                  <TableCell colSpan={heads.length - 1} className={s.error} role="alert">
                    {problems[c.line.key]}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
          {!lines.length && (
            <TableRow>
              <TableCell colSpan={heads.length} className={s.empty}>
                {EMPTY_COUNT}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </SideScroll>
  );
}
