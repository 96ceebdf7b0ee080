import { DOC_DETAIL_ROUTE, DOC_TYPES } from '@jxc/services/contracts';
import type { Choice } from '../../../kit/ChoiceSelect';
import { searchCustomers, searchSuppliers } from '../../document-engine';
import { refundApi, type RefundApi, type RefundFrom } from '../api';

/** 客户退款 or 供应商退款, described as data for the list, form and detail screens. */
export interface RefundKind {
  /** 客户退款 / 供应商退款; the document is `${name}单`. */
  name: string;
  menuId: string;
  api: RefundApi;
  partner: {
    field: 'customId' | 'supplierId';
    nameField: 'customName' | 'supplierName';
    label: string;
    choices: (keyword: string) => Promise<Choice[]>;
  };
  /** What the audit does to the account and the partner's balance, and what the write-back undoes. */
  effects: { audit: string; writeBack: string };
  /** Where the money may come from, with the names the user sees; the first is the default. */
  sources: Partial<Record<RefundFrom, string>>;
  paths: { list: string; add: string; edit: string; detail: string };
}

export const CUSTOM_REFUND: RefundKind = {
  name: '客户退款',
  menuId: '5010',
  api: refundApi('CustomRefund', 'customId'),
  partner: { field: 'customId', nameField: 'customName', label: '客户', choices: searchCustomers },
  effects: { audit: '从结算账户付出退款，并减少客户的多收款或预存款', writeBack: '把退款收回结算账户，并恢复客户的多收款或预存款' },
  sources: { overpaid: '多收款', prepaid: '预存款' },
  paths: {
    list: '/refund/customList',
    add: '/refund/customAdd',
    edit: '/refund/customEdit',
    detail: DOC_DETAIL_ROUTE[DOC_TYPES.CustomRefund]!.path,
  },
};

export const SUPPLIER_REFUND: RefundKind = {
  name: '供应商退款',
  menuId: '5011',
  api: refundApi('SupplierRefund', 'supplierId'),
  partner: { field: 'supplierId', nameField: 'supplierName', label: '供应商', choices: searchSuppliers },
  effects: { audit: '把退款收入结算账户，并冲减多付给供应商的款项', writeBack: '从结算账户退回这笔款项，并恢复多付给供应商的款项' },
  sources: { overpaid: '多付款' },
  paths: {
    list: '/refund/supplierList',
    add: '/refund/supplierAdd',
    edit: '/refund/supplierEdit',
    detail: DOC_DETAIL_ROUTE[DOC_TYPES.SupplierRefund]!.path,
  },
};

export const refundPath = (kind: RefundKind, refundId: string) => `${kind.paths.detail}?refundId=${encodeURIComponent(refundId)}`;
