import { payableFlowPage, payablePage, receivableFlowPage, receivablePage, type PartnerFlowRow } from '../api';
import type { FilteredQuery } from '../../../api/types';
import type { Page } from '../../../api/types';
import { searchCustomers, searchSuppliers } from '../../document-engine';
import type { Choice } from '../../../kit/ChoiceSelect';

/** A partner's balance row: opening, added by documents (null without the side's price flag), settled, and what is left. */
export type BalanceRow = Record<string, unknown> & { initAmount: number; addAmount: number | null; balance: number };

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
}

export const PAYABLES: BalanceKind = {
  title: '应付欠款',
  flowTitle: '应付流水',
  menuId: '5002',
  partner: { field: 'supplierId', nameField: 'supplierName', label: '供应商', choices: searchSuppliers },
  settled: { field: 'paidAmount', label: '已付金额' },
  words: { init: '期初应付', add: '增加应付', less: '减少应付', balance: '应付余额' },
  page: payablePage,
  flowPage: payableFlowPage,
  flowPath: '/supplierHandle/flow',
};

export const RECEIVABLES: BalanceKind = {
  title: '应收欠款',
  flowTitle: '应收流水',
  menuId: '5001',
  partner: { field: 'customId', nameField: 'customName', label: '客户', choices: searchCustomers },
  settled: { field: 'receivedAmount', label: '已收金额' },
  words: { init: '期初应收', add: '增加应收', less: '减少应收', balance: '应收余额' },
  page: receivablePage,
  flowPage: receivableFlowPage,
  flowPath: '/customReceivable/flow',
  reconciles: true,
};

export const flowPathOf = (kind: BalanceKind, partnerId: string) =>
  `${kind.flowPath}?${kind.partner.field}=${encodeURIComponent(partnerId)}`;
