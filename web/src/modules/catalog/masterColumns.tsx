import { Badge } from '@fluentui/react-components';
import type { MasterRecord } from './api';
import { formatAmount } from '../../utils/format';
import type { Column } from '../../kit/columns';
import { optionLabel, type FieldDesc } from '../../kit/fields';
import type { FieldOptions } from '../../kit/useFieldOptions';

/** A field shown as a list column, with the column's own width or visibility. */
export interface FieldColumn {
  field: string;
  width?: number;
  hidden?: boolean;
}

/** Widths by what a field holds; other fields take the grid's default. */
const widthOf = (f: FieldDesc): number | undefined => {
  if (f.phone) return 120;
  if (f.kind === 'switch' || f.kind === 'int') return 80;
  if (f.kind === 'decimal') return 100;
  return undefined;
};

/**
 * A column from a field: a select or tree shows the name the server sends beside the id (`nameKey`), else the
 * option's label; switches 是/否; decimals as money.
 */
export function fieldColumn<T extends Record<string, unknown>>(f: FieldDesc, options: FieldOptions): Column<T> {
  const text = (r: T): string => {
    const v = r[f.key];
    if (f.nameKey) return String(r[f.nameKey] ?? '');
    if (f.kind === 'select' || f.kind === 'tree') return optionLabel(options[f.key], v);
    if (f.kind === 'switch') return v === true || v === 1 || v === '1' ? '是' : '否';
    if (f.kind === 'decimal') return formatAmount(v);
    if (Array.isArray(v)) return v.join('、');
    return v === null || v === undefined ? '' : String(v);
  };
  return { key: f.key, title: f.label, text, width: widthOf(f), ...(f.kind === 'decimal' && { figure: 'money' as const }) };
}

/** A screen's columns: field keys (or fields with a width of their own) become field columns, other columns are used as given. */
export function screenColumns<T extends MasterRecord>(
  cols: readonly (string | FieldColumn | Column<T>)[],
  fields: readonly FieldDesc[],
  options: FieldOptions,
): Column<T>[] {
  return cols.map((c) => {
    if (typeof c !== 'string' && !('field' in c)) return c;
    const { field, ...own } = typeof c === 'string' ? { field: c } : c;
    const f = fields.find((x) => x.key === field);
    if (!f) throw new Error(`no field ${field}`);
    const col = fieldColumn<T>(f, options);
    return { ...col, ...own, width: own.width ?? col.width };
  });
}

export const enabledText = (r: { enabled: number }) => (r.enabled ? '启用' : '停用');

/** The 状态 column of records that can be enabled and disabled. */
export const statusColumn = <T extends { enabled: number }>(): Column<T> => ({
  key: 'enabled',
  title: '状态',
  width: 64,
  text: enabledText,
  render: (r) => (
    <Badge appearance="tint" color={r.enabled ? 'success' : 'subtle'}>
      {enabledText(r)}
    </Badge>
  ),
});
