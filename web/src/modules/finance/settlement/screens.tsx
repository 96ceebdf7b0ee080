import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import type { RowAction } from '../../../kit/RowActions';
import { useCan } from '../../../kit/useCan';
import type { SettlementDetail, SettlementRow } from '../api';
import type { MoneyKind } from '../money-document/kind';
import { MoneyDocDetail } from '../money-document/MoneyDocDetail';
import { MoneyDocList } from '../money-document/MoneyDocList';
import { unallocatedOf } from './hx';
import { HxForm } from './HxForm';
import { HxLines } from './HxLines';
import { CUSTOM_RECEIVE, hxAddPath, SUPPLIER_PAY, type SettlementKind } from './kinds';
import { SettlementForm } from './SettlementForm';

/** An audited receipt or payment with something left to write off. */
const writesOff = (r: SettlementRow) => r.status === 'audited' && unallocatedOf(r) > 0;

function HxButton({ kind, d, id }: { kind: SettlementKind; d: SettlementDetail; id: string }) {
  const navigate = useNavigate();
  const canHx = useCan(kind.hxMenuId);
  if (!writesOff(d) || !canHx('add')) return null;
  return (
    <Button appearance="primary" onClick={() => navigate(hxAddPath(kind, id))}>
      核销
    </Button>
  );
}

/** 收款单 / 付款单: listed by partner and status with what each wrote off; the detail lists the write-offs and offers 核销. */
const settlementDocument = (kind: SettlementKind): MoneyKind<SettlementRow, SettlementDetail> => ({
  ...kind,
  list: {
    partner: { ...kind.partner, anyLabel: '全部' },
    byPartnerOnly: true,
    columns: (money) => [
      { key: 'partnerName', title: kind.partner.label },
      { key: 'accountName', title: '结算账户' },
      { key: 'amount', title: `${kind.verb}金额`, figure: 'money', text: (r) => money(r.amount) },
      { key: 'allocated', title: '已核销', text: (r) => money(r.amount - unallocatedOf(r)) },
      { key: 'unallocated', title: '未核销', text: (r) => money(unallocatedOf(r)) },
    ],
  },
  detail: {
    effects: {
      audit: `更新账户余额和${kind.partner.label}欠款`,
      writeBack: `冲回账户余额、${kind.partner.label}欠款和全部核销`,
    },
    facts: (d, money) => [
      [kind.partner.label, d.partnerName],
      ['结算账户', d.accountName],
      [`${kind.verb}金额`, money(d.amount), true],
      ['已核销', money(d.amount - unallocatedOf(d))],
      ['未核销', money(unallocatedOf(d))],
    ],
    steps: (d, id) => <HxButton kind={kind} d={d} id={id} />,
    more: (d) => <HxLines kind={kind} d={d} />,
  },
});

/** The write-off list (收款核销 / 付款核销): the audited receipts or payments, 核销 on those with something left. */
const hxDocument = (kind: SettlementKind): MoneyKind<SettlementRow, SettlementDetail> => {
  const document = settlementDocument(kind);
  const title = `${kind.verb}核销`;
  return {
    ...document,
    addLabel: `新增${title}`,
    list: {
      ...document.list,
      label: `${title}列表`,
      writeOff: { menuId: kind.hxMenuId, path: kind.paths.hxAdd },
    },
  };
};

/** A receipt or payment list, 核销 on each row that has something left to write off. */
function SettlementList({ kind, document }: { kind: SettlementKind; document: MoneyKind<SettlementRow, SettlementDetail> }) {
  const navigate = useNavigate();
  const canHx = useCan(kind.hxMenuId);
  const id = (r: SettlementRow) => String(r[kind.idField]);
  const actions: RowAction<SettlementRow>[] = canHx('add')
    ? [{ label: '核销', action: 'add', visible: writesOff, onClick: (r) => navigate(hxAddPath(kind, id(r))) }]
    : [];
  return <MoneyDocList kind={document} actions={actions} />;
}

/** A receipt's or payment's screens, and its write-off list and form. */
function settlementScreens(kind: SettlementKind) {
  const document = settlementDocument(kind);
  const hx = hxDocument(kind);
  return {
    List: () => <SettlementList kind={kind} document={document} />,
    Form: () => <SettlementForm kind={kind} />,
    Detail: () => <MoneyDocDetail kind={document} />,
    HxList: () => <SettlementList kind={kind} document={hx} />,
    HxForm: () => <HxForm kind={kind} />,
  };
}

export const {
  List: ReceiveList,
  Form: ReceiveForm,
  Detail: ReceiveDetail,
  HxList: ReceiveHxList,
  HxForm: ReceiveHxForm,
} = settlementScreens(CUSTOM_RECEIVE);
export const { List: PayList, Form: PayForm, Detail: PayDetail, HxList: PayHxList, HxForm: PayHxForm } = settlementScreens(SUPPLIER_PAY);
