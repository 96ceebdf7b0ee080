import { options, settlementSettings } from './api';
import { useLoad } from '../../hooks/useLoad';
import type { Choice } from '../../kit/ChoiceSelect';
import type { DocKind, HeaderFieldDef, PartnerChoice } from './kind';

export const searchSuppliers = async (keyword: string): Promise<Choice[]> =>
  (await options('Supplier', keyword)).data.map((r) => ({ id: r.supplierId, name: r.supplierName }));

export const searchCustomers = async (keyword: string): Promise<PartnerChoice[]> =>
  (await options('Custom', keyword)).data.map((r) => ({ id: r.customId, name: r.customName, retail: !!r.retailFlag }));

/** The company's enabled warehouses. */
export const warehouseChoices = async (): Promise<Choice[]> =>
  (await options('Warehouse')).data.map((w) => ({ id: w.warehouseId, name: w.warehouseName }));

/** The company's enabled warehouses, for selects. */
export function useWarehouses(): Choice[] {
  return useLoad(warehouseChoices, 'warehouses').data ?? [];
}

/** The company's enabled settlement accounts by code (现金 ZH01 first in a new company), with their balances (null to a caller who may not see them). */
export function useAccounts(): (Choice & { balance: number | null })[] {
  const { data } = useLoad(() => options('Account'), 'accounts');
  const byCode = [...(data?.data ?? [])].sort((a, b) => a.accountCode.localeCompare(b.accountCode));
  return byCode.map((a) => ({ id: a.accountId, name: a.accountName, balance: a.balance }));
}

/**
 * Where a document's money goes unless the clerk says otherwise: the default account (默认结算账户, else the first
 * account) and whether a retail customer's sale starts paid in full (零售默认全额收款).
 */
export function useSettlementDefaults(accounts: readonly Choice[]): { accountId: string; retailFull: boolean } {
  const { data } = useLoad(settlementSettings, 'settlement-settings');
  const chosen = accounts.find((a) => a.id === data?.defaultAccountId) ?? accounts[0];
  return { accountId: chosen?.id ?? '', retailFull: !!data?.retailFullPayment };
}

/** The company's enabled couriers. */
export function useExpresses(): Choice[] {
  const { data } = useLoad(() => options('Express'), 'expresses');
  return (data?.data ?? []).map((e) => ({ id: e.expressId, name: e.expressName }));
}

/** The choices of a kind's own header fields, by field (empty until loaded). */
export function useHeaderChoices(fields: readonly HeaderFieldDef[] = []): Record<string, Choice[]> {
  const { data } = useLoad(() => Promise.all(fields.map((h) => h.choices())), fields.length ? fields.map((h) => h.field).join() : null);
  return Object.fromEntries(fields.map((h, i) => [h.field, data?.[i] ?? []]));
}

/** The company's enabled 收支项目 of one direction. */
export function useFinanceClasses(classType: 'income' | 'expense'): Choice[] {
  const { data } = useLoad(() => options('FinanceClass'), 'financeClasses');
  return (data?.data ?? []).filter((c) => c.classType === classType).map((c) => ({ id: c.classId, name: c.className }));
}

/** What the document's partner holds of the prepaid it may spend (undefined until known, or where it spends none). */
export function usePrepaidRemain(kind: DocKind, partnerId: string): number | undefined {
  const remain = kind.prepaid?.remain;
  const { data } = useLoad(() => remain!(partnerId), remain && partnerId ? `prepaid-${partnerId}` : null);
  return remain && partnerId ? data : undefined;
}

/** The company's customers or suppliers (the first page of Options). */
export function usePartners(kind: 'Custom' | 'Supplier'): Choice[] {
  const { data } = useLoad(() => (kind === 'Custom' ? searchCustomers('') : searchSuppliers('')), `partners-${kind}`);
  return data ?? [];
}
