import {
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Facts, type Fact } from '../../kit/Facts';
import { useNumbers } from '../../kit/numbers';
import { SideScroll } from '../../kit/SideScroll';
import { isOpen, type DocDetail } from '../document-engine';
import type { ChangeDetailLine, CostDetailLine } from './api';
import { usePriceFormStyles } from './PriceDocForm';

const useStyles = makeStyles({
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
  note: { color: tokens.colorNeutralForeground3 },
});

/** A detail's lines as a table: heads, and each line's cells (numbers right-aligned by head). */
function LinesTable({ label, heads, numeric, rows }: { label: string; heads: string[]; numeric: string[]; rows: ReactNode[][] }) {
  const s = usePriceFormStyles();
  return (
    <SideScroll>
      <Table className={s.table} size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            {heads.map((h) => (
              <TableHeaderCell key={h} className={numeric.includes(h) ? s.num : undefined}>
                {h}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((cells, i) => (
            <TableRow key={i}>
              {cells.map((c, j) => (
                <TableCell key={heads[j]} className={numeric.includes(heads[j]) ? s.num : undefined}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SideScroll>
  );
}

const EFFECT: Record<string, string> = { pending: '待生效（到生效日期自动生效）', applied: '已生效', cancelled: '已取消（生效前红冲）' };
const name = (l: { productName: string; spec: string }) => [l.productName, l.spec].filter(Boolean).join(' ');

/** 调价单's detail: when it takes effect and whether it has, and each line's price before and after. */
export function ChangeLines({ detail }: { detail: DocDetail }) {
  const s = useStyles();
  const { money } = useNumbers();
  const lines = detail.lines as ChangeDetailLine[];
  const state = typeof detail.effectState === 'string' ? detail.effectState : undefined;
  const facts: Fact[] = [
    ['生效日期', String(detail.effectiveDate ?? detail.billDate)],
    ['生效状态', state ? EFFECT[state] : '未审核'],
  ];
  const change = (l: ChangeDetailLine) => (l.price === null || l.oldPrice === null ? '—' : money(l.price - l.oldPrice));
  return (
    <>
      <Facts facts={facts} />
      <LinesTable
        label="调价明细"
        heads={['序号', '商品', '单位', '价格', '原价', '新价', '调整额']}
        numeric={['原价', '新价', '调整额']}
        rows={lines.map((l) => [
          l.lineNo,
          name(l),
          l.unitName,
          l.priceTypeName,
          l.oldPrice === null ? '—' : money(l.oldPrice),
          money(l.price),
          change(l),
        ])}
      />
      <Caption1 className={s.note}>{isOpen(detail.status) || state === 'pending' ? '原价为当前价格。' : '原价为调价时的价格。'}</Caption1>
    </>
  );
}

/** 成本调价单's detail: each line's stock, cost before and after and the value it moved (a draft: as an audit now would). */
export function CostLines({ detail }: { detail: DocDetail }) {
  const s = useStyles();
  const { money, qty } = useNumbers();
  const lines = detail.lines as CostDetailLine[];
  const moved = (l: CostDetailLine) => {
    if (l.diffAmount === undefined) return '该仓库没有库存';
    return (
      <span className={l.diffAmount && l.diffAmount > 0 ? s.up : l.diffAmount && l.diffAmount < 0 ? s.down : undefined}>
        {money(l.diffAmount)}
      </span>
    );
  };
  const total = lines.some((l) => l.diffAmount === null) ? null : lines.reduce((t, l) => t + (l.diffAmount ?? 0), 0);
  return (
    <>
      <LinesTable
        label="成本调价明细"
        heads={['序号', '商品', '单位', '库存数量', '原成本价', '新成本价', '调整金额', '备注']}
        numeric={['库存数量', '原成本价', '新成本价', '调整金额']}
        rows={lines.map((l) => [
          l.lineNo,
          name(l),
          l.unitName,
          l.bookQty === undefined ? '—' : qty(l.bookQty),
          l.oldCostPrice === undefined ? '—' : money(l.oldCostPrice),
          money(l.costPrice),
          moved(l),
          l.remark,
        ])}
      />
      <Facts label="单据合计" facts={[['调整金额合计', money(total), true]]} />
      {isOpen(detail.status) && <Caption1 className={s.note}>草稿按当前库存预计；审核时按当时的库存调整。</Caption1>}
    </>
  );
}
