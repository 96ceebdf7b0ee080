import { DOCUMENTS } from '@jxc/services/contracts';
import type { Choice } from '../../../kit/ChoiceSelect';
import { docApi, searchCustomers, searchSuppliers, type DocApi } from '../../document-engine';
import { settlementApi, type SettlementApi, type SettlementDetail, type SettlementRow, type SettlementSaveInput } from '../api';
import { describedMoneyDoc, type MoneyDocType, type PartnerPick } from '../money-document/kind';

/** 收款单 or 付款单, described as data for the list, form, detail and write-off (核销) screens. */
export interface SettlementKind extends MoneyDocType<SettlementRow, SettlementDetail, SettlementSaveInput> {
  /** 收款 / 付款: the amount's label is `${verb}金额`. */
  verb: string;
  /** The write-off screens' menu entry. */
  hxMenuId: string;
  api: SettlementApi;
  partner: PartnerPick;
  /** The documents it settles: their id field, name, type code (for links), menu and list (for their numbers). */
  target: { idField: string; title: string; billType: number; menuId: string; api: DocApi };
  paths: { list: string; add: string; detail: string; hxList: string; hxAdd: string };
}

type SettlementDescription = typeof DOCUMENTS.CustomReceive | typeof DOCUMENTS.SupplierPay;

/** A receipt or payment as its description gives it, and the documents it settles as theirs do. */
const settlementKind = (d: SettlementDescription, choices: (keyword: string) => Promise<Choice[]>) => {
  const target = DOCUMENTS[d.settles];
  return {
    ...describedMoneyDoc(d),
    api: settlementApi(d.kind, d.idField),
    partner: { ...d.partner, choices },
    target: { ...target, api: docApi(target.kind, target.idField) },
  };
};

export const CUSTOM_RECEIVE: SettlementKind = {
  ...settlementKind(DOCUMENTS.CustomReceive, searchCustomers),
  verb: '收款',
  hxMenuId: '5007',
  paths: { ...DOCUMENTS.CustomReceive.routes, hxList: '/customHx/list', hxAdd: '/customHx/add' },
};

export const SUPPLIER_PAY: SettlementKind = {
  ...settlementKind(DOCUMENTS.SupplierPay, searchSuppliers),
  verb: '付款',
  hxMenuId: '5009',
  paths: { ...DOCUMENTS.SupplierPay.routes, hxList: '/supplierHx/list', hxAdd: '/supplierHx/add' },
};

export const hxAddPath = (kind: SettlementKind, id: string) => `${kind.paths.hxAdd}?${kind.idField}=${encodeURIComponent(id)}`;
