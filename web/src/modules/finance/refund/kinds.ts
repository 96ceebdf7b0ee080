import { DOCUMENTS } from '@jxc/services/contracts';
import type { Choice } from '../../../kit/ChoiceSelect';
import { searchCustomers, searchSuppliers } from '../../document-engine';
import { refundApi, type RefundApi, type RefundDetail, type RefundFrom, type RefundRow, type RefundSaveInput } from '../api';
import { describedMoneyDoc, type MoneyDocType, type PartnerPick } from '../money-document/kind';

/** 客户退款 or 供应商退款, described as data for the list, form and detail screens. */
export interface RefundKind extends MoneyDocType<RefundRow, RefundDetail, RefundSaveInput> {
  api: RefundApi;
  partner: PartnerPick & { field: 'customId' | 'supplierId'; nameField: 'customName' | 'supplierName' };
  /** What the audit does to the account and the partner's balance, and what the write-back undoes. */
  effects: { audit: string; writeBack: string };
  /** Where the money may come from, with the names the user sees; the first is the default. */
  sources: Partial<Record<RefundFrom, string>>;
}

type RefundDescription = typeof DOCUMENTS.CustomRefund | typeof DOCUMENTS.SupplierRefund;

const refundKind = (d: RefundDescription, choices: (keyword: string) => Promise<Choice[]>) => ({
  ...describedMoneyDoc(d),
  api: refundApi(d.kind, d.partner.field),
  partner: { ...d.partner, nameField: d.partner.field === 'customId' ? ('customName' as const) : ('supplierName' as const), choices },
});

export const CUSTOM_REFUND: RefundKind = {
  ...refundKind(DOCUMENTS.CustomRefund, searchCustomers),
  effects: { audit: '从结算账户付出退款，并减少客户的多收款或预存款', writeBack: '把退款收回结算账户，并恢复客户的多收款或预存款' },
  sources: { overpaid: '多收款', prepaid: '预存款' },
};

export const SUPPLIER_REFUND: RefundKind = {
  ...refundKind(DOCUMENTS.SupplierRefund, searchSuppliers),
  effects: { audit: '把退款收入结算账户，并冲减多付给供应商的款项', writeBack: '从结算账户退回这笔款项，并恢复多付给供应商的款项' },
  sources: { overpaid: '多付款' },
};

/** A customer refund says where its money comes from; a supplier's comes from what was overpaid. */
export const choosesSource = (kind: RefundKind) => Object.keys(kind.sources).length > 1;
