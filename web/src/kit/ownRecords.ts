import { hasPriceFlag, isMultiStore } from '@jxc/services/contracts';
import { useSession } from '../session/useSession';

/** Why an employee's document list may be short: the server shows them only what they created. */
export const OWN_RECORDS_NOTE = '仅显示您本人创建的单据';

/**
 * Whether the server limits the signed-in user's document lists to their own records (its data scope): not for the
 * administrator, an employee with 看他人单据, or a branch administrator of a multi-store edition.
 */
export function useOwnRecordsOnly(): boolean {
  const { isAdmin, User_PricePerm, User_BranchAdmin, product_Type } = useSession();
  return isAdmin !== 1 && !hasPriceFlag(User_PricePerm, 'billPermission') && !(User_BranchAdmin === 1 && isMultiStore(product_Type));
}

/** A list's empty text: while loading, nothing found, or nothing found among the user's own records. */
export function useEmptyText(loading: boolean, ownRecords = false): string {
  const limited = useOwnRecordsOnly() && ownRecords;
  if (loading) return '加载中…';
  return limited ? `暂无数据（${OWN_RECORDS_NOTE}）` : '暂无数据';
}
