import type { RefundDetail, RefundRow } from '../api';
import type { MoneyKind } from '../money-document/kind';
import { moneyScreens } from '../money-document/screens';
import { choosesSource, CUSTOM_REFUND, SUPPLIER_REFUND, type RefundKind } from './kinds';
import { RefundForm } from './RefundForm';

/** 客户/供应商退款单: listed by keyword, partner, account, status and date; the detail shows the partner, account and amount. */
const refundDocument = (kind: RefundKind): RefundKind & MoneyKind<RefundRow, RefundDetail> => {
  const { nameField, label } = kind.partner;
  const partnerName = (r: RefundRow) => String(r[nameField] ?? '');
  const source = (r: RefundRow) => kind.sources[r.refundFrom] ?? '';
  return {
    ...kind,
    list: {
      keyword: `单据编号/${label}/备注`,
      partner: { ...kind.partner, anyLabel: `全部${label}` },
      columns: (money) => [
        { key: nameField, title: label, text: partnerName },
        { key: 'accountName', title: '结算账户' },
        ...(choosesSource(kind) ? [{ key: 'refundFrom', title: '退款来源', text: source }] : []),
        { key: 'amount', title: '退款金额', figure: 'money', text: (r) => money(r.amount) },
      ],
    },
    detail: {
      effects: kind.effects,
      facts: (d, money) => [
        [label, partnerName(d)],
        ['结算账户', d.accountName],
        ...(choosesSource(kind) ? [['退款来源', source(d)] as [string, string]] : []),
        ['退款金额', money(d.amount), true],
      ],
    },
  };
};

const custom = moneyScreens(refundDocument(CUSTOM_REFUND), RefundForm);
const supplier = moneyScreens(refundDocument(SUPPLIER_REFUND), RefundForm);
export const { List: CustomRefundList, Form: CustomRefundForm, Detail: CustomRefundDetail } = custom;
export const { List: SupplierRefundList, Form: SupplierRefundForm, Detail: SupplierRefundDetail } = supplier;
