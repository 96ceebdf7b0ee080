import { Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { SettlementDetail } from '../api';
import { useLoad } from '../../../hooks/useLoad';
import { useCan } from '../../../kit/useCan';
import { useNumbers } from '../../../kit/numbers';
import { DocLink } from '../../document-engine';
import type { SettlementKind } from './kinds';

const useStyles = makeStyles({ card: { gap: tokens.spacingVerticalM } });

/** The numbers of the partner's documents, for the write-off lines (when the user may list them). */
function useBillNos(kind: SettlementKind, partnerId: string): Map<string, string> {
  const mayList = useCan(kind.target.menuId)('query');
  const { data } = useLoad(
    () => kind.target.api.page({ pageNo: 1, pageSize: 200, [kind.partner.field]: partnerId }),
    mayList ? partnerId : null,
  );
  return new Map((data?.data ?? []).map((r) => [String(r[kind.target.idField]), r.billNo]));
}

/** 核销明细: the documents a receipt or payment wrote off, linked, with the amount against each. */
export function HxLines({ kind, d }: { kind: SettlementKind; d: SettlementDetail }) {
  const s = useStyles();
  const { money } = useNumbers();
  const billNos = useBillNos(kind, String(d[kind.partner.field]));
  return (
    <Card className={s.card}>
      <Subtitle2 as="h2">核销明细</Subtitle2>
      <Table size="small" aria-label="核销明细">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{kind.target.title}</TableHeaderCell>
            <TableHeaderCell>核销金额</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {d.hxList.map((h, i) => {
            const docId = String(h[kind.target.idField]);
            return (
              <TableRow key={`${docId}-${i}`}>
                <TableCell>
                  <DocLink billType={kind.target.billType} docId={docId} billNo={billNos.get(docId) ?? `查看${kind.target.title}`} />
                </TableCell>
                <TableCell>{money(h.amount)}</TableCell>
              </TableRow>
            );
          })}
          {d.hxList.length === 0 && (
            <TableRow>
              <TableCell colSpan={2}>未核销任何{kind.target.title}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Card>
  );
}
