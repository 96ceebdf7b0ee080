import { Action, hasAction } from './actions';
import { ALL_ENTRIES, entriesForEdition, HOME_MENU_ID, RouteDef } from './menus';
import { DOCUMENTS, type DocumentDescription, type Picker } from './documents';

/** One permission entry (seed §3): a menu id and the actions allowed on it. */
export interface PermissionEntry {
  permissionId: string;
  actionList: string[];
}

const SUFFIX_ACTIONS: Record<string, Action[]> = { A: ['add'], M: ['edit'], V: ['query', 'get'] };

/** Splits '2002A' into the entry id '2002' and the suffix 'A'. */
export function splitMenuId(menuId: string): { entryId: string; suffix: string } {
  const m = /^(\d+)([AMV]?)$/.exec(menuId);
  return m ? { entryId: m[1], suffix: m[2] } : { entryId: menuId, suffix: '' };
}

/** Whether an edition lacks the screen a menu id names; an id of no menu entry is not an edition's to refuse. */
export function editionLacks(productType: number, menuId: string): boolean {
  const { entryId } = splitMenuId(menuId);
  return ALL_ENTRIES.some((e) => e.id === entryId) && !entriesForEdition(productType).some((e) => e.id === entryId);
}

/** The menu ids (with suffixes) a permission list opens; home (1000) always. */
export function permittedMenuIds(perms: readonly PermissionEntry[]): Set<string> {
  const ids = new Set<string>([HOME_MENU_ID]);
  for (const p of perms) {
    ids.add(p.permissionId);
    for (const [suffix, actions] of Object.entries(SUFFIX_ACTIONS)) {
      if (actions.some((a) => hasAction(p.actionList, a))) ids.add(p.permissionId + suffix);
    }
  }
  return ids;
}

export function canEnterRoute(route: Pick<RouteDef, 'menuId'>, perms: readonly PermissionEntry[], isAdmin: boolean): boolean {
  return isAdmin || permittedMenuIds(perms).has(route.menuId);
}

/** The seed's check: permissionId.action among the user's permissions. */
export function canDo(perms: readonly PermissionEntry[], permissionId: string, action: Action, isAdmin: boolean): boolean {
  if (isAdmin) return true;
  const entry = perms.find((p) => p.permissionId === splitMenuId(permissionId).entryId);
  return !!entry && hasAction(entry.actionList, action);
}

/** canDo within the caller's edition: a screen the edition lacks is no one's to use, the administrator's neither. */
export function mayDo(
  caller: { permissions: readonly PermissionEntry[]; isAdmin: boolean; productType: number },
  permissionId: string,
  action: Action,
): boolean {
  return !editionLacks(caller.productType, permissionId) && canDo(caller.permissions, permissionId, action, caller.isAdmin);
}

/** Price-permission flags by position (seed §3). */
export const PRICE_FLAGS = {
  salePrice: 0,
  wholesalePrice: 1,
  purchasePrice: 2,
  lowestPrice: 3,
  costPrice: 4,
  billPermission: 5,
  prohibitData: 6,
  billPower: 7,
  prohibitPrice: 8,
} as const;

export type PriceFlag = keyof typeof PRICE_FLAGS;
export const ALL_PRICE_PERMS = '111111111';

export function hasPriceFlag(pricePerm: string | undefined | null, flag: PriceFlag): boolean {
  return (pricePerm ?? '').charAt(PRICE_FLAGS[flag]) === '1';
}

/**
 * Each price-permission flag in plain words (the staff form's checkboxes, the 操作日志), with what it does. The seed
 * names the last three only (prohibit data, bill power, prohibit price); nothing checks them yet, and their hint says so.
 */
export const PRICE_FLAG_LABELS: Record<PriceFlag, { label: string; hint: string }> = {
  salePrice: { label: '看销售价', hint: '销售单据、商品资料和销售报表中显示销售价和销售金额' },
  wholesalePrice: { label: '看批发价', hint: '商品资料和价格表中显示批发价' },
  purchasePrice: { label: '看采购价', hint: '采购单据、商品资料和采购报表中显示采购价和采购金额' },
  lowestPrice: { label: '看最低售价', hint: '商品资料和价格表中显示最低售价' },
  costPrice: { label: '看成本价', hint: '库存、流水、盘点和报表中显示成本价、库存金额和毛利' },
  billPermission: { label: '看他人单据', hint: '不勾选时只能看到和处理自己开的单据' },
  prohibitData: { label: '禁止数据', hint: '预留，暂未生效' },
  billPower: { label: '单据权力', hint: '预留，暂未生效' },
  prohibitPrice: { label: '禁止价格', hint: '预留，暂未生效' },
};

/** A picker serves its screens' lists, filters and forms: a right to list, add or edit on one of them lets a caller pick. */
export const PICKER_ACTIONS: readonly Action[] = ['query', 'add', 'edit'];

/** The screens other than documents' that pick each kind of record. */
const RECORD_PICKERS: Record<Picker, readonly string[]> = {
  customers: ['1103', '1104', '2004', '2005', '2006', '2501', '5001', '5003', '5007', '6001', '6002', '6003'],
  suppliers: ['4010', '4011', '5002', '5004', '5009', '6005', '6006', '6007'],
  accounts: ['5015', '5016'],
  combos: ['2505'],
  /** Goods in stock per warehouse, serials and batches to take: the stock screens (and the documents that move goods). */
  stock: ['1103', '3002', '3006', '3007', '3009', '3010', '4004', '4005', '4006'],
};

/**
 * The screens that pick each kind of record (their pickers answer only callers with a right on one of them): the
 * record's own screens, the finance screens naming it, the reports filtering by it, and the documents' that pick it.
 */
const pickedBy = (picker: Picker): readonly string[] =>
  [
    ...RECORD_PICKERS[picker],
    ...Object.values<DocumentDescription>(DOCUMENTS).flatMap((d) => (d.picks?.includes(picker) ? [d.menuId] : [])),
  ].sort();

export const PICKED_BY: Record<Picker, readonly string[]> = {
  customers: pickedBy('customers'),
  suppliers: pickedBy('suppliers'),
  accounts: pickedBy('accounts'),
  combos: pickedBy('combos'),
  stock: pickedBy('stock'),
};
