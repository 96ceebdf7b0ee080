import { Caption1, makeStyles } from '@fluentui/react-components';
import { useLoad } from '../../../hooks/useLoad';
import type { Fact } from '../../../kit/Facts';
import type { Column } from '../../../kit/ListRows';
import type { Filters } from '../../../kit/listState';
import { useNumbers } from '../../../kit/numbers';
import { searchCustomers } from '../../document-engine';
import type { MoneyKind } from '../money-document/kind';
import { moneyScreens } from '../money-document/screens';
import { prepaidOf, type CzDetail, type CzRow } from './api';
import { CzForm } from './CzForm';
import { DepositReturns } from './DepositReturns';
import { DEPOSIT, STORE_VALUE, type CzKind } from './kinds';

const useStyles = makeStyles({ held: { alignSelf: 'center' } });

/** What the customer the list is filtered by holds. */
function Held({ filters, labels }: { filters: Filters; labels: Filters }) {
  const s = useStyles();
  const { money } = useNumbers();
  const held = useLoad(() => prepaidOf(filters.customId), filters.customId ? `prepaid-${filters.customId}` : null).data;
  if (!filters.customId || !held) return null;
  return (
    <Caption1 className={s.held}>
      {labels.customId} 预存款余额 {money(held.remainAmt)}，押金 {money(held.depositAmt)}
    </Caption1>
  );
}

/** A top-up's amounts, or a deposit's with what was returned. */
const amounts = (kind: CzKind, money: (v: unknown) => string) => ({
  columns: (kind.gift
    ? [{ key: 'giftAmount', title: '赠送金额', figure: 'money', text: (r) => money(r.giftAmount) }]
    : [
        { key: 'returnedAmount', title: '已退还', figure: 'money', text: (r) => money(r.returnedAmount) },
        { key: 'heldAmount', title: '未退还', figure: 'money', text: (r) => money(r.heldAmount) },
      ]) satisfies Column<CzRow>[],
  facts: (d: CzDetail): Fact[] =>
    kind.gift
      ? [
          ['充值金额', money(d.amount)],
          ['赠送金额', money(d.giftAmount)],
          ['存入预存款', money(d.amount + d.giftAmount), true],
        ]
      : [
          ['押金金额', money(d.amount), true],
          ['已退还', money(d.returnedAmount)],
          ['未退还', money(d.heldAmount)],
        ],
});

/** 客户预存款 / 客户押金: listed by keyword, customer (with what they hold), account, status and date; a deposit's detail returns it. */
const czDocument = (kind: CzKind): CzKind & MoneyKind<CzRow, CzDetail> => ({
  ...kind,
  list: {
    keyword: '单据编号/客户/备注',
    partner: { field: 'customId', label: '客户', choices: searchCustomers, anyLabel: '全部' },
    columns: (money) => [
      { key: 'customName', title: '客户' },
      { key: 'accountName', title: '结算账户' },
      { key: 'amount', title: '金额', figure: 'money', text: (r) => money(r.amount) },
      ...amounts(kind, money).columns,
    ],
    Note: Held,
  },
  detail: {
    effects: kind.gift
      ? { audit: '把充值金额存入结算账户，充值与赠送金额记入客户的预存款余额', writeBack: '从结算账户和客户的预存款余额中冲回' }
      : { audit: '把押金存入结算账户并记入客户的押金', writeBack: '从结算账户和客户的押金中冲回' },
    facts: (d, money) => [['客户', d.customName], ['结算账户', d.accountName], ...amounts(kind, money).facts(d)],
    more: kind.gift ? undefined : (d, reload) => <DepositReturns key={`${d.returnedAmount}-${d.status}`} d={d} reload={reload} />,
  },
});

export const { List: StoreValueList, Form: StoreValueForm, Detail: StoreValueDetail } = moneyScreens(czDocument(STORE_VALUE), CzForm);
export const { List: DepositList, Form: DepositForm, Detail: DepositDetail } = moneyScreens(czDocument(DEPOSIT), CzForm);
