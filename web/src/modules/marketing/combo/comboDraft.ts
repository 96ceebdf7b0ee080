import { isDecimal } from '@jxc/services/contracts';
import type { FieldDesc, FormErrors, FormValues } from '../../../kit/fields';
import { validateFields } from '../../../kit/fields';
import type { Combo, ComboInput } from '../api';

/** ProductCombo/Save's header fields, with the server's labels and rules. */
export const COMBO_FIELDS: FieldDesc[] = [
  { key: 'comboName', label: '套餐名称', required: true, maxWidth: 40 },
  { key: 'comboCode', label: '套餐编码', required: true, code: true, maxWidth: 30, placeholder: '字母、数字、下划线或中划线' },
  { key: 'comboPrice', label: '套餐价', kind: 'decimal', required: true, min: 0, places: 2 },
  { key: 'remark', label: '备注', kind: 'textarea', maxWidth: 200, wide: true },
];

/** A component as the form holds it: the SKU picked and the quantity typed (per combo). */
export interface ComponentLine {
  key: string;
  skuId: string;
  productName: string;
  spec: string;
  unitName: string;
  salePrice: number | null;
  qty: string;
}

export const componentLines = (c: Combo): ComponentLine[] =>
  c.components.map((x, i) => ({
    key: `c${i}`,
    skuId: x.skuId,
    productName: x.productName,
    spec: x.spec,
    unitName: x.unitName,
    salePrice: x.salePrice,
    qty: String(x.qty),
  }));

/** What the form refuses before asking the server, by field key and by component key ('组成商品' when there is none). */
export function comboProblems(
  values: FormValues,
  lines: ComponentLine[],
): { fields: FormErrors; lines: Record<string, string>; form?: string } {
  const lineErrors: Record<string, string> = {};
  lines.forEach((l, i) => {
    const qty = l.qty.trim();
    if (!isDecimal(qty) || Number(qty) <= 0) lineErrors[l.key] = `组成商品第${i + 1}行数量必须大于0`;
    else if (lines.findIndex((x) => x.skuId === l.skuId) < i)
      lineErrors[l.key] = `组成商品第${i + 1}行与第${lines.findIndex((x) => x.skuId === l.skuId) + 1}行是同一商品`;
  });
  return { fields: validateFields(COMBO_FIELDS, values), lines: lineErrors, ...(lines.length === 0 && { form: '组成商品至少需要一行' }) };
}

export const comboInput = (values: FormValues, lines: ComponentLine[]): ComboInput => ({
  comboName: values.comboName.trim(),
  comboCode: values.comboCode.trim(),
  comboPrice: values.comboPrice.trim(),
  remark: (values.remark ?? '').trim(),
  components: lines.map((l) => ({ skuId: l.skuId, qty: l.qty.trim() })),
});

/** The components' sale prices added up, beside the combo price: what the customer saves. */
export const componentsValue = (lines: ComponentLine[]) => lines.reduce((sum, l) => sum + (l.salePrice ?? 0) * (Number(l.qty) || 0), 0);
