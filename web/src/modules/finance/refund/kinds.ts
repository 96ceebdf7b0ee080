import { DOC_DETAIL_ROUTE, DOC_TYPES } from '@jxc/services/contracts';
import { searchCustomers, searchSuppliers } from '../../document-engine';
import { refundApi, type RefundApi, type RefundDetail, type RefundFrom, type RefundRow, type RefundSaveInput } from '../api';
import type { MoneyDocType, PartnerPick } from '../money-document/kind';

/** 客户退款 or 供应商退款, described as data for the list, form and detail screens. */
export interface RefundKind extends MoneyDocType<RefundRow, RefundDetail, RefundSaveInput> {
  /** 客户退款 / 供应商退款; the document is `${name}单`. */
  name: string;
  api: RefundApi;
  partner: PartnerPick & { field: 'customId' | 'supplierId'; nameField: 'customName' | 'supplierName' };
  /** What the audit does to the account and the partner's balance, and what the write-back undoes. */
  effects: { audit: string; writeBack: string };
  /** Where the money may come from, with the names the user sees; the first is the default. */
  sources: Partial<Record<RefundFrom, string>>;
}

const refundKind = (name: string, type: 'CustomRefund' | 'SupplierRefund', menuId: string, side: string) => ({
  name,
  title: `${name}单`,
  addLabel: `新增${name}单`,
  idField: 'refundId',
  menuId,
  paths: {
    list: `/refund/${side}List`,
    add: `/refund/${side}Add`,
    edit: `/refund/${side}Edit`,
    detail: DOC_DETAIL_ROUTE[DOC_TYPES[type]]!.path,
  },
});

export const CUSTOM_REFUND: RefundKind = {
  ...refundKind('客户退款', 'CustomRefund', '5010', 'custom'),
  api: refundApi('CustomRefund', 'customId'),
  partner: { field: 'customId', nameField: 'customName', label: '客户', choices: searchCustomers },
  effects: { audit: '从结算账户付出退款，并减少客户的多收款或预存款', writeBack: '把退款收回结算账户，并恢复客户的多收款或预存款' },
  sources: { overpaid: '多收款', prepaid: '预存款' },
};

export const SUPPLIER_REFUND: RefundKind = {
  ...refundKind('供应商退款', 'SupplierRefund', '5011', 'supplier'),
  api: refundApi('SupplierRefund', 'supplierId'),
  partner: { field: 'supplierId', nameField: 'supplierName', label: '供应商', choices: searchSuppliers },
  effects: { audit: '把退款收入结算账户，并冲减多付给供应商的款项', writeBack: '从结算账户退回这笔款项，并恢复多付给供应商的款项' },
  sources: { overpaid: '多付款' },
};

/** A customer refund says where its money comes from; a supplier's comes from what was overpaid. */
export const choosesSource = (kind: RefundKind) => Object.keys(kind.sources).length > 1;
