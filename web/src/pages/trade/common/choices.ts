import { accountList, supplierChoices, warehouseList } from '../../../api/trade';
import { useLoad } from '../../../hooks/useLoad';
import type { Choice } from '../documents/kind';

export const searchSuppliers = async (keyword: string): Promise<Choice[]> =>
  (await supplierChoices(keyword)).data.map((r) => ({ id: r.supplierId, name: r.supplierName }));

/** The company's enabled warehouses, for selects. */
export function useWarehouses(): Choice[] {
  const { data } = useLoad(warehouseList, 'warehouses');
  return (data?.data ?? []).filter((w) => w.enabled).map((w) => ({ id: w.warehouseId, name: w.warehouseName }));
}

/** The company's enabled settlement accounts with their balances. */
export function useAccounts(): (Choice & { balance: number })[] {
  const { data } = useLoad(accountList, 'accounts');
  return (data?.data ?? []).filter((a) => a.enabled).map((a) => ({ id: a.accountId, name: a.accountName, balance: a.balance }));
}
