import { Caption1, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { OpenDoc } from '../api';
import { useLoad } from '../../../hooks/useLoad';
import { DocLink } from '../../document-engine';
import { useNumbers } from '../../../kit/numbers';
import type { Allocation, AllocationProblems } from './hx';
import type { SettlementKind } from './kinds';
import { SideScroll } from '../../../kit/SideScroll';

/** A partner's open documents fit one page of the largest size. */
const ALL_OPEN = { pageNo: 1, pageSize: 200 };

/** The partner's audited documents that still owe something (none until a partner is chosen). */
export function useOpenDocs(kind: SettlementKind, partnerId: string, version = 0): { docs: OpenDoc[]; loading: boolean } {
  const loaded = useLoad(
    () => kind.api.openDocs({ ...ALL_OPEN, [kind.partner.field]: partnerId }),
    partnerId ? `${partnerId}#${version}` : null,
  );
  return { docs: loaded.data?.data ?? [], loading: loaded.loading };
}

/** Titles and widths: the numbers keep their room on a phone, the table scrolls sideways. */
const HEADS: [string, number][] = [
  ['单据编号', 180],
  ['单据日期', 110],
  ['单据金额', 110],
  ['未结金额', 110],
  ['本次核销', 150],
];

const useStyles = makeStyles({
  input: { width: '120px' },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface OpenDocsTableProps {
  kind: SettlementKind;
  docs: OpenDoc[];
  loading: boolean;
  allocation: Allocation;
  problems: AllocationProblems['docs'];
  onChange: (docId: string, amount: string) => void;
}

/** The open documents with an amount to write off against each (本次核销). */
export function OpenDocsTable({ kind, docs, loading, allocation, problems, onChange }: OpenDocsTableProps) {
  const s = useStyles();
  const { money } = useNumbers();
  const { target } = kind;
  return (
    <SideScroll>
      <Table size="small" aria-label={`未结${target.title}`} style={{ minWidth: HEADS.reduce((w, [, width]) => w + width, 0) }}>
        <TableHeader>
          <TableRow>
            {HEADS.map(([title, width]) => (
              <TableHeaderCell key={title} style={{ width }}>
                {title}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {docs.map((d) => {
            const id = String(d[target.idField]);
            return (
              <TableRow key={id}>
                <TableCell>
                  <DocLink billType={target.billType} docId={id} billNo={d.billNo} />
                </TableCell>
                <TableCell>{d.billDate}</TableCell>
                <TableCell>{money(d.totalAmount)}</TableCell>
                <TableCell>{money(d.openAmount)}</TableCell>
                <TableCell>
                  <Input
                    size="small"
                    className={s.input}
                    inputMode="decimal"
                    placeholder="0.00"
                    value={allocation[id] ?? ''}
                    aria-label={`${d.billNo}本次核销`}
                    aria-invalid={!!problems[id] || undefined}
                    onChange={(_, v) => onChange(id, v.value)}
                  />
                  {problems[id] && (
                    <Caption1 as="p" role="alert" className={s.error}>
                      {problems[id]}
                    </Caption1>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
          {docs.length === 0 && (
            <TableRow>
              <TableCell colSpan={HEADS.length} className={s.empty}>
                {loading ? '加载中…' : `没有未结清的${target.title}`}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </SideScroll>
  );
}
