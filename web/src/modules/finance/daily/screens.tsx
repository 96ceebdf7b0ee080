import { Card, Subtitle2 } from '@fluentui/react-components';
import { Facts } from '../../../kit/Facts';
import { useNumbers } from '../../../kit/numbers';
import type { FlowDetail, FlowRow } from '../api';
import type { MoneyKind } from '../money-document/kind';
import { moneyScreens } from '../money-document/screens';
import { FlowForm } from './FlowForm';
import { EXPENSE, INCOME, type FlowKind } from './paths';

function FlowLines({ d }: { d: FlowDetail }) {
  const { money } = useNumbers();
  return (
    <Card>
      <Subtitle2 as="h2">收支明细</Subtitle2>
      <Facts facts={d.lines.map((l, n) => [`${n + 1}. ${l.className}`, `${money(l.amount)}${l.remark ? `（${l.remark}）` : ''}`])} />
    </Card>
  );
}

const partnerName = (r: { customName: string | null; supplierName: string | null }) => r.customName ?? r.supplierName ?? '';

/** 日常收入/支出单: listed by keyword, account, status and date; the detail shows the account and the lines by 收支项目. */
const flowDocument = (kind: FlowKind): FlowKind & MoneyKind<FlowRow, FlowDetail> => ({
  ...kind,
  list: {
    keyword: '单据编号/备注',
    columns: (money) => [
      { key: 'accountName', title: '结算账户' },
      { key: 'partner', title: kind.partner.label, text: partnerName },
      { key: 'amount', title: '金额', figure: 'money', text: (r) => money(r.amount) },
    ],
  },
  detail: {
    effects: { audit: kind.audits, writeBack: '冲回结算账户的余额' },
    facts: (d, money) => [
      ['结算账户', d.accountName],
      [kind.partner.label, partnerName(d)],
      ['金额', money(d.amount), true],
    ],
    more: (d) => <FlowLines d={d} />,
  },
});

export const { List: IncomeList, Form: IncomeForm, Detail: IncomeDetail } = moneyScreens(flowDocument(INCOME), FlowForm);
export const { List: ExpenseList, Form: ExpenseForm, Detail: ExpenseDetail } = moneyScreens(flowDocument(EXPENSE), FlowForm);
