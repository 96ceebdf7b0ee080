import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useNumbers } from '../../kit/numbers';
import { comboOptions, type ComboChoice } from './combos';
import { PickerDialog } from './PickerDialog';
import { usePickerPage } from './usePickerPage';

/** Finds enabled combos (商品套餐) and adds the one clicked as a line at its combo price. */
export function ComboPicker({ onPick, onClose }: { onPick: (c: ComboChoice) => void; onClose: () => void }) {
  const picker = usePickerPage(comboOptions);
  const { money } = useNumbers();
  return (
    <PickerDialog title="选择套餐" placeholder="套餐名称或编码" picker={picker} onClose={onClose}>
      <Table size="small" aria-label="套餐" style={{ minWidth: 560 }}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>套餐名称</TableHeaderCell>
            <TableHeaderCell>编码</TableHeaderCell>
            <TableHeaderCell>组成商品</TableHeaderCell>
            <TableHeaderCell>套餐价</TableHeaderCell>
            <TableHeaderCell style={{ width: 72 }}>操作</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {picker.rows.map((c) => (
            <TableRow key={c.comboId}>
              <TableCell>{c.comboName}</TableCell>
              <TableCell>{c.comboCode}</TableCell>
              <TableCell>
                {c.components.map((x) => `${x.productName}${x.spec ? ` ${x.spec}` : ''}×${x.qty}${x.unitName}`).join('、')}
              </TableCell>
              <TableCell>{money(c.comboPrice)}</TableCell>
              <TableCell>
                <Button size="small" appearance="primary" onClick={() => onPick(c)}>
                  添加
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {picker.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{picker.loading ? '加载中…' : '暂无启用的套餐'}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </PickerDialog>
  );
}
