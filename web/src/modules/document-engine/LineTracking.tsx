import { useState } from 'react';
import { Button, Caption1, Dropdown, Input, Option, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BarcodeScannerRegular } from '@fluentui/react-icons';
import { batchesAvailable } from './stockLookups';
import { useLoad } from '../../hooks/useLoad';
import { useNumbers } from '../../kit/numbers';
import type { DocLine } from './docForm';
import { baseQty } from './lines';
import { SerialDialog } from './SerialDialog';
import { BATCH_MAX, defaultBatchNo, defaultExpiry, serialCount, serialSummary, tracks, type StockWay } from './tracking';
import { DateInput } from '../../kit/DateInput';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}` },
  pair: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    maxWidth: '100%',
    '& > .fui-Caption1': { flexShrink: 0, whiteSpace: 'nowrap' },
  },
  sub: { color: tokens.colorNeutralForeground3 },
  bad: { color: tokens.colorPaletteRedForeground1 },
  date: { width: '140px' },
  batch: { width: '130px' },
  picker: { flex: '0 1 300px', minWidth: 0 },
});

export interface LineTrackingProps {
  line: DocLine;
  row: number;
  way: StockWay;
  /** The line's warehouse (its own or the header's) and its name. */
  warehouseId: string;
  warehouseName: string;
  /** Serials of the SKU on the other lines. */
  taken: string[];
  onChange: (patch: Partial<DocLine>) => void;
  disabled?: boolean;
  className?: string;
}

/** Under a line of a serial or shelf-life managed SKU: its serials (a dialog) and its batch. */
export function LineTracking({ line, row, way, warehouseId, warehouseName, taken, onChange, disabled, className }: LineTrackingProps) {
  const s = useStyles();
  const [open, setOpen] = useState(false);
  const t = tracks(line, way);
  const count = serialCount(line);
  return (
    <div className={mergeClasses(s.bar, className)}>
      {t.serials && (
        <span className={s.pair}>
          <Button
            size="small"
            icon={<BarcodeScannerRegular />}
            className={count.ok ? undefined : s.bad}
            disabled={disabled}
            aria-label={`第${row}行序列号 ${count.text}`}
            onClick={() => setOpen(true)}
          >
            序列号 {count.text}
          </Button>
          {line.serials.length > 0 && (
            <Caption1 className={s.sub} title={line.serials.join('、')}>
              {serialSummary(line.serials, 3)}
            </Caption1>
          )}
        </span>
      )}
      {t.batch && way === 'in' && <InboundBatch line={line} row={row} onChange={onChange} disabled={disabled} />}
      {t.batch && way === 'out' && <BatchPicker line={line} row={row} warehouseId={warehouseId} onChange={onChange} disabled={disabled} />}
      {open && (
        <SerialDialog
          title={`第${row}行 ${line.sku.productName}`}
          line={line}
          way={way}
          warehouseId={warehouseId}
          warehouseName={warehouseName}
          taken={taken}
          onClose={() => setOpen(false)}
          onDone={(patch) => {
            onChange(patch);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

type BatchProps = Pick<LineTrackingProps, 'line' | 'row' | 'onChange' | 'disabled'>;

/** Batch coming in: number (default the production date), production date (required), expiry (default by shelf life). */
function InboundBatch({ line, row, onChange, disabled }: BatchProps) {
  const s = useStyles();
  const expiry = defaultExpiry(line.productionDate, line.sku.shelfLifeDays);
  const date = (field: 'productionDate' | 'expiryDate', label: string) => (
    <label className={s.pair}>
      <Caption1>{label}</Caption1>
      <DateInput
        size="small"
        className={s.date}
        disabled={disabled}
        value={line[field]}
        aria-label={`第${row}行${label}`}
        onChange={(v) => onChange({ [field]: v })}
      />
    </label>
  );
  return (
    <>
      <label className={s.pair}>
        <Caption1>批次号</Caption1>
        <Input
          size="small"
          className={s.batch}
          disabled={disabled}
          maxLength={BATCH_MAX}
          value={line.batchNo}
          placeholder={defaultBatchNo(line.productionDate) || '默认按生产日期'}
          aria-label={`第${row}行批次号`}
          onChange={(_, d) => onChange({ batchNo: d.value })}
        />
      </label>
      {date('productionDate', '生产日期')}
      {date('expiryDate', '到期日')}
      {!line.expiryDate && (
        <Caption1 className={s.sub}>
          {expiry
            ? `默认到期 ${expiry}（保质期${line.sku.shelfLifeDays}天）`
            : line.sku.shelfLifeDays
              ? `保质期${line.sku.shelfLifeDays}天`
              : '请填写到期日'}
        </Caption1>
      )}
    </>
  );
}

const AUTO = '先到期先出（自动）';

/** Batch going out: one of the warehouse's batches in stock, or none (the audit takes the first expiring). */
function BatchPicker({ line, row, warehouseId, onChange, disabled }: BatchProps & { warehouseId: string }) {
  const s = useStyles();
  const { qty } = useNumbers();
  const batches = useLoad(() => batchesAvailable(line.sku.skuId, warehouseId), warehouseId ? `${line.sku.skuId}|${warehouseId}` : null);
  const list = batches.data?.data ?? [];
  const chosen = list.find((b) => b.batchNo === line.batchNo);
  const label = (b: (typeof list)[number]) => `${b.batchNo} · 到期 ${b.expiryDate} · 库存 ${qty(b.qty)}${line.sku.unitName}`;
  const short = chosen && chosen.qty < baseQty(line);
  return (
    <span className={s.pair}>
      <Caption1>批次</Caption1>
      <Dropdown
        size="small"
        className={s.picker}
        disabled={disabled}
        aria-label={`第${row}行批次`}
        value={!line.batchNo ? AUTO : chosen ? label(chosen) : `${line.batchNo}（库存中没有）`}
        selectedOptions={[line.batchNo]}
        onOptionSelect={(_, d) => onChange({ batchNo: d.optionValue ?? '' })}
      >
        <Option value="">{AUTO}</Option>
        {list.map((b) => (
          <Option key={b.batchNo} value={b.batchNo} text={label(b)}>
            {label(b)}
          </Option>
        ))}
      </Dropdown>
      {!warehouseId && <Caption1 className={s.sub}>选择仓库后可选批次</Caption1>}
      {batches.data && !list.length && <Caption1 className={s.sub}>该仓库没有批次库存</Caption1>}
      {(short || (line.batchNo && batches.data && !chosen)) && <Caption1 className={s.bad}>批次库存不足</Caption1>}
    </span>
  );
}
