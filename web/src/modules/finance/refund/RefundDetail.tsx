import type { RefundDetail as Detail } from '../api';
import { CashDocDetail, type CashDocScreen } from '../cash-document/CashDocDetail';
import type { RefundKind } from './kinds';

const screenOf = (kind: RefundKind): CashDocScreen<Detail> => ({
  title: `${kind.name}单`,
  idParam: 'refundId',
  menuId: kind.menuId,
  list: kind.paths.list,
  edit: kind.paths.edit,
  api: kind.api,
  effects: kind.effects,
  facts: (d, money) => [
    [kind.partner.label, String(d[kind.partner.nameField] ?? '')],
    ['结算账户', d.accountName],
    ...(Object.keys(kind.sources).length > 1 ? [['退款来源', kind.sources[d.refundFrom] ?? ''] as [string, string]] : []),
    ['退款金额', money(d.amount), true],
  ],
});

/** 客户/供应商退款单 details (?refundId=): partner, account, amount, history, and the steps its status allows (编辑 of a draft). */
export const RefundDetail = ({ kind }: { kind: RefundKind }) => <CashDocDetail screen={screenOf(kind)} />;
