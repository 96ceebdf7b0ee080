import { ACTIONS, ALL_ENTRIES, PRICE_FLAG_LABELS, PRICE_FLAGS, type AuditChange, type PriceFlag } from '../contracts';

/**
 * Before and after values of a record's fields, for the 操作日志. A record's fields as its events left them are kept
 * flat (`customName`, `sku.<skuId>.salePrice`, `sku.<skuId>.grade.<gradeId>`); each change of a tracked record
 * compares what its event sets with that.
 */
export type Fields = Record<string, unknown>;

/** Never recorded, whatever the event holds. */
const SECRET = /password|hash|token/i;

/** The fields an event sets, flat: a product's SKUs by id, a SKU's level prices by grade; the record's own id left out. */
export function fieldsOf(type: string, data: Fields, ownId: string): { set: Fields; cleared?: string } {
  const set: Fields = {};
  const put = (prefix: string, d: Fields) => {
    for (const [k, v] of Object.entries(d))
      if (!SECRET.test(k) && v !== ownId && k !== 'skuId' && k !== 'skus' && k !== 'prices' && k !== 'bill') set[prefix + k] = v;
  };
  put('', data.skuId ? {} : data);
  for (const sku of (Array.isArray(data.skus) ? data.skus : []) as Fields[]) put(`sku.${sku.skuId}.`, sku);
  if (typeof data.skuId === 'string') {
    const prefix = `sku.${data.skuId}.`;
    put(prefix, data);
    if (type.endsWith('GradePricesSet')) {
      for (const p of data.prices as { gradeId: string; price: string }[]) set[`${prefix}grade.${p.gradeId}`] = p.price;
      return { set, cleared: `${prefix}grade.` };
    }
  }
  return { set };
}

/** The record's fields after the event, and what changed: a level price set anew drops the grades it no longer names. */
export function applyFields(
  before: Fields,
  type: string,
  data: Fields,
  ownId: string,
): { after: Fields; changed: { field: string; before: unknown; after: unknown }[] } {
  const { set, cleared } = fieldsOf(type, data, ownId);
  const after = { ...before };
  if (cleared) for (const k of Object.keys(after)) if (k.startsWith(cleared) && !(k in set)) set[k] = null;
  const changed = Object.entries(set).flatMap(([field, value]) => {
    const was = before[field] ?? null;
    after[field] = value;
    return JSON.stringify(was) === JSON.stringify(value ?? null) ? [] : [{ field, before: was, after: value ?? null }];
  });
  return { after, changed };
}

/** Fields that name another record, by the stream category of that record. */
export const REFERENCES: Record<string, string> = {
  roleId: 'Role',
  gradeId: 'CustomGrade',
  warehouseId: 'Warehouse',
  ownerUserId: 'User',
  accountId: 'Account',
  customId: 'Custom',
  supplierId: 'Supplier',
  typeId: 'StorageType',
  areaId: 'WarehouseArea',
  locationId: 'WarehouseLocation',
};

/** The records a change names (to show their names instead of their ids), as stream ids. */
export function referencedStreams(changed: { field: string; before: unknown; after: unknown }[]): string[] {
  return changed.flatMap(({ field, before, after }) => {
    const key = field.split('.').pop()!;
    const grade = /^sku\.[^.]+\.grade\.(.+)$/.exec(field);
    if (grade) return [`CustomGrade-${grade[1]}`];
    const kind = key === 'warehousePerm' ? 'Warehouse' : REFERENCES[key];
    if (!kind) return [];
    return [before, after].flatMap((v) =>
      String(v ?? '')
        .split(',')
        .filter(Boolean)
        .map((id) => `${kind}-${id}`),
    );
  });
}

const PERMISSION_TITLES = new Map(ALL_ENTRIES.map((e) => [e.id, e.title]));
const flagsText = (perm: string) =>
  (Object.keys(PRICE_FLAGS) as PriceFlag[])
    .filter((f) => perm.charAt(PRICE_FLAGS[f]) === '1')
    .map((f) => PRICE_FLAG_LABELS[f].label)
    .join('、') || '无';

/** A value as the log shows it: names for ids, flags and permissions in words, 是/否. */
function shown(field: string, value: unknown, names: Map<string, string>): string | null {
  if (value === null || value === undefined || value === '') return null;
  const key = field.split('.').pop()!;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (key === 'pricePerm') return flagsText(String(value));
  if (key === 'permissions' && Array.isArray(value)) {
    return (value as { permissionId: string; actionList: string[] }[])
      .map(
        (p) =>
          `${PERMISSION_TITLES.get(p.permissionId) ?? p.permissionId}(${p.actionList.map((a) => ACTIONS[a as keyof typeof ACTIONS] ?? a).join('、')})`,
      )
      .join('；');
  }
  const kind = key === 'warehousePerm' ? 'Warehouse' : REFERENCES[key];
  if (kind)
    return String(value)
      .split(',')
      .map((id) => names.get(`${kind}-${id}`) ?? id)
      .join('、');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The label of a flat field: the record kind's own label, a SKU's fields under its spec, level prices under the grade. */
function labelOf(field: string, fields: Fields, labels: Record<string, string>, names: Map<string, string>): string {
  const sku = /^sku\.([^.]+)\.(.+)$/.exec(field);
  if (!sku) return labels[field] ?? field;
  const spec = String(fields[`sku.${sku[1]}.spec`] ?? '') || '默认规格';
  const grade = /^grade\.(.+)$/.exec(sku[2]);
  return `${spec} ${grade ? `等级价(${names.get(`CustomGrade-${grade[1]}`) ?? grade[1]})` : (labels[sku[2]] ?? sku[2])}`;
}

/** The changes as the log shows them. */
export const describeChanges = (
  changed: { field: string; before: unknown; after: unknown }[],
  fields: Fields,
  labels: Record<string, string>,
  names: Map<string, string>,
): AuditChange[] =>
  changed.map((c) => ({
    field: c.field,
    label: labelOf(c.field, fields, labels, names),
    before: shown(c.field, c.before, names),
    after: shown(c.field, c.after, names),
  }));
