import { DOC_TYPES } from '@jxc/services/contracts';
import { docApi, searchCustomers, searchSuppliers, type DocApi } from '../../document-engine';
import { settlementApi, type SettlementApi, type SettlementDetail, type SettlementRow, type SettlementSaveInput } from '../api';
import type { MoneyDocType, PartnerPick } from '../money-document/kind';

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

export const CUSTOM_RECEIVE: SettlementKind = {
  title: '收款单',
  addLabel: '新增收款单',
  verb: '收款',
  idField: 'receiveId',
  menuId: '5006',
  hxMenuId: '5007',
  api: settlementApi('CustomReceive', 'receiveId'),
  partner: { field: 'customId', label: '客户', choices: searchCustomers },
  target: { idField: 'saleId', title: '销售单', billType: DOC_TYPES.Sale, menuId: '2002', api: docApi('Sale', 'saleId') },
  paths: {
    list: '/customReceive/list',
    add: '/customReceive/add',
    detail: '/customReceive/detail',
    hxList: '/customHx/list',
    hxAdd: '/customHx/add',
  },
};

export const SUPPLIER_PAY: SettlementKind = {
  title: '付款单',
  addLabel: '新增付款单',
  verb: '付款',
  idField: 'payId',
  menuId: '5008',
  hxMenuId: '5009',
  api: settlementApi('SupplierPay', 'payId'),
  partner: { field: 'supplierId', label: '供应商', choices: searchSuppliers },
  target: { idField: 'buyId', title: '采购单', billType: DOC_TYPES.Buy, menuId: '4002', api: docApi('Buy', 'buyId') },
  paths: {
    list: '/supplierPay/list',
    add: '/supplierPay/pay',
    detail: '/supplierPay/detail',
    hxList: '/supplierHx/list',
    hxAdd: '/supplierHx/add',
  },
};

export const hxAddPath = (kind: SettlementKind, id: string) => `${kind.paths.hxAdd}?${kind.idField}=${encodeURIComponent(id)}`;
