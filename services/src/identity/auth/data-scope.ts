import { hasPriceFlag, isMultiStore, PriceFlag } from '../../contracts';
import { Session } from './session';

/**
 * Which price flag reveals a figure (all of them, when several); a list or object field by the rule of each of its
 * own fields: a read's whole shape, its lines included, said once.
 */
export type PriceRule = PriceFlag | readonly PriceFlag[] | { readonly [field: string]: PriceRule };

/** Price fields a list or detail may carry, by the price-permission flag that reveals them. */
export type PriceFields<T> = Partial<Record<keyof T, PriceRule>>;

/** Blanks (null) the prices the caller may not see; administrators see all. */
export function maskPrices<T extends object>(session: Session, row: T, fields: PriceFields<T>): T {
  return session.isAdmin ? row : masked(session.pricePerm, row, fields as Record<string, PriceRule>);
}

function masked<T extends object>(pricePerm: string, row: T, fields: Record<string, PriceRule>): T {
  const out = { ...row } as Record<string, unknown>;
  for (const [field, rule] of Object.entries(fields)) {
    if (!(field in out)) continue;
    const value = out[field];
    if (typeof rule === 'string' || Array.isArray(rule)) {
      if (!([] as PriceFlag[]).concat(rule).every((flag) => hasPriceFlag(pricePerm, flag))) out[field] = null;
    } else if (Array.isArray(value))
      out[field] = value.map((item) =>
        item && typeof item === 'object' ? masked(pricePerm, item, rule as Record<string, PriceRule>) : item,
      );
    else if (value && typeof value === 'object') out[field] = masked(pricePerm, value, rule as Record<string, PriceRule>);
  }
  return out as T;
}

/**
 * Warehouses the caller is limited to, or undefined for all: the warehouse permission when set; otherwise a branch
 * employee's branch warehouses (none when the branch has none); the administrator and the main branch all.
 */
export function allowedWarehouses(session: Session): string[] | undefined {
  if (session.isAdmin) return undefined;
  if (session.warehouseIds.length) return session.warehouseIds;
  return session.branchId ? session.branchWarehouseIds : undefined;
}

/**
 * Whose documents an employee sees (seed §6): everyone's for the administrator; in a multi-store edition a branch
 * administrator sees the branch staff's, and so does an employee with the bill-permission flag (the main branch:
 * everyone's); otherwise only their own. `branchId` limits to documents created by the branch's staff; `creatorIds`
 * says the same as the creators allowed (undefined: anyone), for a query's `created_by = any(…)`.
 */
export function recordScope(session: Session): { ownerId?: string; branchId?: string; creatorIds?: string[] } {
  if (session.isAdmin) return {};
  const lifted = hasPriceFlag(session.pricePerm, 'billPermission') || (session.branchAdmin && isMultiStore(session.productType));
  if (!lifted) return { ownerId: session.userId, creatorIds: [session.userId] };
  return session.branchId ? { branchId: session.branchId, creatorIds: session.branchUserIds } : {};
}

/**
 * The caller's data scope as SQL conditions over a read model's creator column and, for records kept in warehouses,
 * a condition that one of them is allowed (given the allowed list's parameter); `p` adds a parameter and names it.
 */
export function scopeConditions(
  session: Session,
  cols: { createdBy: string; warehouses?: (list: string) => string },
  p: (v: unknown) => string,
): string[] {
  const { ownerId, branchId } = recordScope(session);
  const where: string[] = [];
  if (ownerId) where.push(`${cols.createdBy} = ${p(ownerId)}`);
  if (branchId)
    where.push(
      `${cols.createdBy} in (select x.user_id from users x where x.company_id = ${p(session.companyId)} and x.branch_id = ${p(branchId)})`,
    );
  const allowed = allowedWarehouses(session);
  if (allowed && cols.warehouses) where.push(`(${cols.warehouses(p(allowed))})`);
  return where;
}

/** A record as the data scope sees it: who made it and the warehouses it touches (none: any warehouse). */
export interface ScopedRecord {
  createdBy: string;
  warehouses: string[];
}

/** Whether the caller may see and act on a record: the rule of scopeConditions, for one record in hand. */
export function withinScope(session: Session, record: ScopedRecord): boolean {
  const { creatorIds } = recordScope(session);
  if (creatorIds && !creatorIds.includes(record.createdBy)) return false;
  const allowed = allowedWarehouses(session);
  return !allowed || !record.warehouses.length || record.warehouses.some((w) => allowed.includes(w));
}

/** Whether the caller's data scope limits anything at all (the administrator's and the main branch's lifted staff's does not). */
export const scopeLimits = (session: Session) => !!recordScope(session).creatorIds || !!allowedWarehouses(session);

/** scopeConditions' warehouse condition for any scoped record (a document of any kind) by its id column, from scoped_records. */
export const inScopedWarehouses = (idColumn: string) => (list: string) =>
  `exists (select 1 from scoped_records sr where sr.record_id = ${idColumn} and (sr.warehouses = '{}' or sr.warehouses && ${list}::text[]))`;
