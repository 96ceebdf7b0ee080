import type { MasterRecord } from '../api/catalog';
import { formatAmount } from '../utils/format';
import type { Column } from './columns';
import { optionLabel, type FieldDesc } from './fields';
import type { FieldOptions } from './useFieldOptions';

/** A column from a field: selects and trees show the option's label, switches 是/否, decimals as money. */
export function fieldColumn<T extends Record<string, unknown>>(f: FieldDesc, options: FieldOptions): Column<T> {
  const text = (r: T): string => {
    const v = r[f.key];
    if (f.kind === 'select' || f.kind === 'tree') return optionLabel(options[f.key], v);
    if (f.kind === 'switch') return v === true || v === 1 || v === '1' ? '是' : '否';
    if (f.kind === 'decimal') return formatAmount(v);
    if (Array.isArray(v)) return v.join('、');
    return v === null || v === undefined ? '' : String(v);
  };
  return { key: f.key, title: f.label, text };
}

/** A screen's columns: field keys become field columns, anything else is used as given. */
export function screenColumns<T extends MasterRecord>(cols: readonly (string | Column<T>)[], fields: readonly FieldDesc[], options: FieldOptions): Column<T>[] {
  return cols.map((c) => {
    if (typeof c !== 'string') return c;
    const f = fields.find((x) => x.key === c);
    if (!f) throw new Error(`no field ${c}`);
    return fieldColumn<T>(f, options);
  });
}

export const enabledText = (r: { enabled: number }) => (r.enabled ? '启用' : '停用');
