import { balanceApi, type BalanceRow, type PartnerFlowRow } from '../api';
import type { FilteredQuery } from '../../../api/types';
import type { Page } from '../../../api/types';
import { searchCustomers, searchSuppliers } from '../../document-engine';
import type { Choice } from '../../../kit/ChoiceSelect';

/** What suppliers are owed (应付) or customers owe (应收), described as data for the list and flow screens. */
export interface BalanceKind {
  title: string;
  flowTitle: string;
  menuId: string;
  partner: { field: string; nameField: string; label: string; choices: (keyword: string) => Promise<Choice[]> };
  /** The settled field of a row and the words of the columns. */
  settled: { field: string; label: string };
  words: { init: string; add: string; less: string; balance: string };
  page: (q: FilteredQuery) => Promise<Page<BalanceRow>>;
  flowPage: (q: FilteredQuery) => Promise<Page<PartnerFlowRow>>;
  flowPath: string;
  /** The month-by-month reconciliation on the flow screen (customers). */
  reconciles?: boolean;
  /** Whose 对账单 the flow screen makes. */
  statementSide: 'Custom' | 'Supplier';
}

/** 应付 or 应收: the titles and the columns' words, the menu, the reads and the flow screen. */
const balanceSide = (side: string, menuId: string, group: 'SupplierHandle' | 'CustomReceivable', flowPath: string) => ({
  title: `${side}欠款`,
  flowTitle: `${side}流水`,
  menuId,
  words: { init: `期初${side}`, add: `增加${side}`, less: `减少${side}`, balance: `${side}余额` },
  ...balanceApi(group),
  flowPath,
});

export const PAYABLES: BalanceKind = {
  ...balanceSide('应付', '5002', 'SupplierHandle', '/supplierHandle/flow'),
  partner: { field: 'supplierId', nameField: 'supplierName', label: '供应商', choices: searchSuppliers },
  settled: { field: 'paidAmount', label: '已付金额' },
  statementSide: 'Supplier',
};

export const RECEIVABLES: BalanceKind = {
  ...balanceSide('应收', '5001', 'CustomReceivable', '/customReceivable/flow'),
  partner: { field: 'customId', nameField: 'customName', label: '客户', choices: searchCustomers },
  settled: { field: 'receivedAmount', label: '已收金额' },
  reconciles: true,
  statementSide: 'Custom',
};

export const flowPathOf = (kind: BalanceKind, partnerId: string) =>
  `${kind.flowPath}?${kind.partner.field}=${encodeURIComponent(partnerId)}`;
