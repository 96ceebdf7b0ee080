import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { skuTitle } from '../../catalog';
import { SkuPicker } from '../../document-engine';
import { ChoiceSelect, type Choice } from '../../../kit/ChoiceSelect';

export interface ReplenishTargetChoice {
  skuId: string;
  warehouseId: string;
}

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The product and warehouse 补货设置 is opened for from the toolbar, any product not only a suggested one: first the
 * documents' product picker, then the warehouse among the caller's (the one the list is filtered to first).
 */
export function ReplenishTarget({
  warehouses,
  warehouseId: listed,
  onChosen,
  onClose,
}: {
  warehouses: readonly Choice[];
  warehouseId: string;
  onChosen: (choice: ReplenishTargetChoice) => void;
  onClose: () => void;
}) {
  const s = useStyles();
  const [skus, setSkus] = useState<Choice[]>();
  const [skuId, setSkuId] = useState('');
  const [warehouseId, setWarehouseId] = useState(listed || (warehouses[0]?.id ?? ''));
  if (!skus)
    return (
      <SkuPicker
        priceOf={(k) => k.purchasePrice}
        onClose={onClose}
        onPick={(picked) => {
          setSkus(picked.map((k) => ({ id: k.skuId, name: skuTitle(k) })));
          setSkuId(picked[0]?.skuId ?? '');
        }}
      />
    );
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>补货设置</DialogTitle>
          <DialogContent className={s.content}>
            <Field label="商品" required>
              <ChoiceSelect choices={skus} value={skuId} onChange={setSkuId} />
            </Field>
            <Field label="仓库" required>
              <ChoiceSelect choices={warehouses} value={warehouseId} onChange={setWarehouseId} />
            </Field>
          </DialogContent>
          <DialogActions position="start">
            <Button onClick={() => setSkus(undefined)}>重新选择商品</Button>
          </DialogActions>
          <DialogActions position="end">
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" disabled={!skuId || !warehouseId} onClick={() => onChosen({ skuId, warehouseId })}>
              下一步
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
