import type { ReplenishSettings } from '@jxc/services/contracts';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useLoad } from '../../../hooks/useLoad';
import { FormDialog } from '../../../kit/FormDialog';
import type { FieldDesc } from '../../../kit/fields';
import { formatDateTime } from '../../../utils/format';
import { replenish } from './api';

const DEFAULT_LEAD_DAYS = 7;

const useStyles = makeStyles({
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground2 },
});

/** What an empty lead time falls back to, in the order the suggestions take them. */
function fallback(set: ReplenishSettings, withSupplier: boolean) {
  if (withSupplier && set.supplierLeadDays != null) return `不设置：按供应商的 ${set.supplierLeadDays} 天`;
  if (set.learnedLeadDays != null) return `不设置：按以往到货 ${set.learnedLeadDays} 天`;
  return `不设置：按默认 ${DEFAULT_LEAD_DAYS} 天`;
}

function fieldsOf(set: ReplenishSettings): FieldDesc[] {
  const unit = set.unitName;
  return [
    { key: 'leadDays', label: '本商品到货天数', kind: 'int', min: 0, max: 365, placeholder: fallback(set, true) },
    ...(set.supplierId
      ? [
          {
            key: 'supplierLeadDays',
            label: `供应商“${set.supplierName}”到货天数`,
            kind: 'int',
            min: 0,
            max: 365,
            placeholder: fallback(set, false),
          } satisfies FieldDesc,
        ]
      : []),
    { key: 'safetyStock', label: `安全库存（${unit}）`, kind: 'decimal', min: 0, places: 6, placeholder: '不设置' },
    { key: 'minOrderQty', label: `最小起订量（${unit}）`, kind: 'decimal', min: 0, places: 6, placeholder: '不设置' },
  ];
}

/**
 * 补货设置 of a SKU in a warehouse (a suggestion line's, or one chosen from the toolbar): the SKU's lead time (over its
 * supplier's and the one learned), its supplier's lead time (for all it supplies), the SKU's safety stock in that
 * warehouse and its minimum order; empty is not set.
 */
export function ReplenishSettingsDialog({
  line,
  onClose,
  onSaved,
}: {
  line: { skuId: string; warehouseId: string };
  onClose: () => void;
  onSaved: () => void;
}) {
  const s = useStyles();
  const loaded = useLoad(() => replenish.settings(line.skuId, line.warehouseId), `${line.skuId}|${line.warehouseId}`);
  const set = loaded.data;
  if (!set) return null;
  const last = set.history.at(-1);
  const cases = set.caseUnitName ? `，再凑整${set.caseUnitName}（1 ${set.caseUnitName} = ${set.caseRatio} ${set.unitName}）` : '';
  return (
    <FormDialog
      title={`补货设置：${set.skuName}`}
      intro={
        <div className={s.intro}>
          <Caption1>
            本商品的到货天数优先于供应商的；安全库存只对{set.warehouseName}有效，在按销量算出的数量之外多备；采购建议至少是最小起订量{cases}
            。留空即不设置。
          </Caption1>
          {last && <Caption1>{`最近修改：${last.userName} ${formatDateTime(last.at)} ${last.title}`}</Caption1>}
        </div>
      }
      fields={fieldsOf(set)}
      record={{ ...set }}
      submit={(p) =>
        replenish.saveSettings({
          ...p,
          skuId: set.skuId,
          warehouseId: set.warehouseId,
          ...(set.supplierId && { supplierId: set.supplierId }),
        })
      }
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
