import { useState } from 'react';
import { Badge, Button, Checkbox, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { skuPage, type CustomerSku } from './api';
import type { PageQuery } from '../../api/types';
import { useNumbers } from '../../kit/numbers';
import { PickerDialog } from './PickerDialog';
import { trackingTags } from './tracking';
import { usePickerPage } from './usePickerPage';

export interface SkuPickerProps {
  priceOf: (sku: CustomerSku) => number | null;
  /** The look-up answers this customer's prices. */
  customId?: string;
  onPick: (skus: CustomerSku[]) => void;
  onClose: () => void;
}

const useStyles = makeStyles({ tag: { marginLeft: tokens.spacingHorizontalXS } });

/** Finds products page by page and adds every ticked SKU as a line. */
export function SkuPicker({ priceOf, customId, onPick, onClose }: SkuPickerProps) {
  const picker = usePickerPage((q: PageQuery) => skuPage({ ...q, ...(customId && { customId }) }));
  const { money } = useNumbers();
  const s = useStyles();
  const [chosen, setChosen] = useState<CustomerSku[]>([]);
  const isChosen = (k: CustomerSku) => chosen.some((c) => c.skuId === k.skuId);
  const toggle = (k: CustomerSku, on: boolean) => setChosen((c) => (on ? [...c, k] : c.filter((x) => x.skuId !== k.skuId)));

  return (
    <PickerDialog
      title="选择商品"
      placeholder="商品名称、编码、规格或条码"
      picker={picker}
      onClose={onClose}
      confirm={<Button appearance="primary" disabled={!chosen.length} onClick={() => onPick(chosen)}>添加{chosen.length ? `（${chosen.length}）` : ''}</Button>}
    >
      <Table size="small" aria-label="商品" style={{ minWidth: 640 }}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: 44 }}>选择</TableHeaderCell>
            <TableHeaderCell>商品名称</TableHeaderCell>
            <TableHeaderCell>编码</TableHeaderCell>
            <TableHeaderCell>规格</TableHeaderCell>
            <TableHeaderCell>条码</TableHeaderCell>
            <TableHeaderCell>单位</TableHeaderCell>
            <TableHeaderCell>单价</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {picker.rows.map((k) => (
            <TableRow key={k.skuId} onClick={() => toggle(k, !isChosen(k))} style={{ cursor: 'pointer' }}>
              <TableCell>
                <Checkbox checked={isChosen(k)} aria-label={`选择 ${k.productName} ${k.spec}`} onClick={(e) => e.stopPropagation()} onChange={(_, d) => toggle(k, d.checked === true)} />
              </TableCell>
              <TableCell>
                {k.productName}
                {trackingTags(k).map((t) => (
                  <Badge key={t} className={s.tag} appearance="tint" size="small">{t}</Badge>
                ))}
              </TableCell>
              <TableCell>{k.productCode}</TableCell>
              <TableCell>{k.spec}</TableCell>
              <TableCell>{k.barCode}</TableCell>
              <TableCell>{k.unitName}</TableCell>
              <TableCell>{money(priceOf(k))}</TableCell>
            </TableRow>
          ))}
          {picker.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>{picker.loading ? '加载中…' : '暂无商品'}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </PickerDialog>
  );
}
