import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { entriesForEdition } from '@jxc/services/contracts';
import { call } from '../../api/http';
import type { Page, PageQuery } from '../../api/types';
import { PickerDialog } from './PickerDialog';
import { usePickerPage } from './usePickerPage';

/** A formula (配方, 作品管理) as StoreFormula/Options answers it: its SKUs with quantities in their main units. */
export interface FormulaChoice {
  formulaId: string;
  formulaName: string;
  lines: { skuId: string; qty: number; productName: string; spec: string; unitName: string }[];
}

/** Whether an edition has formulas: those with 作品管理 (1105), the store's editions. */
export const hasFormulas = (productType: number) => entriesForEdition(productType).some((e) => e.id === '1105');

const formulaOptions = (q: PageQuery) => call<Page<FormulaChoice>>('StoreFormula/Options', q);

/** 从配方添加: finds a formula and adds all its lines, each at its quantity. */
export function FormulaPicker({ onPick, onClose }: { onPick: (f: FormulaChoice) => void; onClose: () => void }) {
  const picker = usePickerPage(formulaOptions);
  return (
    <PickerDialog title="从配方添加" placeholder="配方名称" picker={picker} onClose={onClose}>
      <Table size="small" aria-label="配方" style={{ minWidth: 480 }}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>配方名称</TableHeaderCell>
            <TableHeaderCell>配方明细</TableHeaderCell>
            <TableHeaderCell style={{ width: 72 }}>操作</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {picker.rows.map((f) => (
            <TableRow key={f.formulaId}>
              <TableCell>{f.formulaName}</TableCell>
              <TableCell>{f.lines.map((l) => `${l.productName}${l.spec ? ` ${l.spec}` : ''}×${l.qty}${l.unitName}`).join('、')}</TableCell>
              <TableCell>
                <Button size="small" appearance="primary" aria-label={`添加配方${f.formulaName}`} onClick={() => onPick(f)}>
                  添加
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {picker.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>{picker.loading ? '加载中…' : '暂无配方，可在“订货商城 › 作品管理”中新增'}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </PickerDialog>
  );
}
