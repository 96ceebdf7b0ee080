import { hasPriceFlag, isMultiStore, PriceFlag } from '../../contracts';
import { Session } from './session';

/** Price fields a list or detail may carry, by the price-permission flag that reveals them. */
export type PriceFields<T> = Partial<Record<keyof T, PriceFlag>>;

/** Blanks (null) the prices the caller may not see; administrators see all. */
export function maskPrices<T extends object>(session: Session, row: T, fields: PriceFields<T>): T {
  if (session.isAdmin) return row;
  const out = { ...row };
  for (const [field, flag] of Object.entries(fields) as [keyof T, PriceFlag][]) {
    if (!hasPriceFlag(session.pricePerm, flag)) (out as Record<keyof T, unknown>)[field] = null;
  }
  return out;
}

/** Warehouses the caller is limited to, or undefined for all. */
export const allowedWarehouses = (session: Session): string[] | undefined => (session.isAdmin || !session.warehouseIds.length ? undefined : session.warehouseIds);

/**
 * Whose documents an employee sees (seed §6): everyone's for the administrator and with the bill-permission flag;
 * the branch's for a branch administrator of a multi-store edition; otherwise only their own.
 */
export function recordScope(session: Session): { ownerId?: string; branchId?: string } {
  if (session.isAdmin || hasPriceFlag(session.pricePerm, 'billPermission')) return {};
  if (session.branchAdmin && isMultiStore(session.productType)) return session.branchId ? { branchId: session.branchId } : {};
  return { ownerId: session.userId };
}
