import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { PageQuery } from '../../api/types';
import { useNumbers } from '../../kit/numbers';
import { idOf, type DocKind } from './kind';
import { PickerDialog } from './PickerDialog';
import { usePickerPage } from './usePickerPage';

/** Picks the audited document of `kind.source` (of the chosen partner, when there is one) to make this one from. */
export function SourcePicker({
  kind,
  partnerId,
  onPick,
  onClose,
}: {
  kind: DocKind;
  partnerId: string;
  onPick: (id: string) => void;
  onClose: () => void;
}) {
  const source = kind.source!;
  // Only trade documents are made from others, and they have partners.
  const partner = kind.partner!;
  const picker = usePickerPage((q: PageQuery) =>
    source.kind.api.page({ ...q, status: 'audited', ...(partnerId && { [partner.field]: partnerId }) }),
  );
  const { money } = useNumbers();
  return (
    <PickerDialog title={`选择${source.label}`} placeholder={`单据编号、${partner.label}或备注`} picker={picker} onClose={onClose}>
      <Table size="small" aria-label={`已审核的${source.kind.title}`} style={{ minWidth: 600 }}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>单据编号</TableHeaderCell>
            <TableHeaderCell>单据日期</TableHeaderCell>
            <TableHeaderCell>{partner.label}</TableHeaderCell>
            <TableHeaderCell>仓库</TableHeaderCell>
            <TableHeaderCell>单据金额</TableHeaderCell>
            <TableHeaderCell style={{ width: 72 }}>操作</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {picker.rows.map((r) => (
            <TableRow key={idOf(source.kind, r)}>
              <TableCell>{r.billNo}</TableCell>
              <TableCell>{r.billDate}</TableCell>
              <TableCell>{r.partnerName}</TableCell>
              <TableCell>{r.warehouseName}</TableCell>
              <TableCell>{money(r.totalAmount)}</TableCell>
              <TableCell>
                <Button size="small" appearance="primary" onClick={() => onPick(idOf(source.kind, r))}>
                  选择
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {picker.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{picker.loading ? '加载中…' : `暂无已审核的${source.kind.title}`}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </PickerDialog>
  );
}
