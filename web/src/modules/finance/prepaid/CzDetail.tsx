import type { Fact } from '../../../kit/Facts';
import { czApi, type CzDetail as Detail } from './api';
import { CashDocDetail, type CashDocScreen } from '../cash-document/CashDocDetail';
import { DepositReturns } from './DepositReturns';
import type { CzKind } from './kinds';

const screenOf = (kind: CzKind): CashDocScreen<Detail> => ({
  title: `${kind.name}单`,
  idParam: 'czId',
  menuId: kind.menuId,
  list: kind.list,
  edit: kind.edit,
  api: czApi,
  effects: kind.gift
    ? { audit: '把充值金额存入结算账户，充值与赠送金额记入客户的预存款余额', writeBack: '从结算账户和客户的预存款余额中冲回' }
    : { audit: '把押金存入结算账户并记入客户的押金', writeBack: '从结算账户和客户的押金中冲回' },
  facts: (d, money) => [
    ['客户', d.customName],
    ['结算账户', d.accountName],
    ...(kind.gift
      ? ([
          ['充值金额', money(d.amount)],
          ['赠送金额', money(d.giftAmount)],
          ['存入预存款', money(d.amount + d.giftAmount), true],
        ] as Fact[])
      : ([
          ['押金金额', money(d.amount), true],
          ['已退还', money(d.returnedAmount)],
          ['未退还', money(d.heldAmount)],
        ] as Fact[])),
  ],
  more: kind.gift ? undefined : (d, reload) => <DepositReturns key={`${d.returnedAmount}-${d.status}`} d={d} reload={reload} />,
});

/** 预存款单 / 押金单 details (?czId=): the customer, the account and the amounts, a deposit's returns, history, and the steps its status allows. */
export const CzDetail = ({ kind }: { kind: CzKind }) => <CashDocDetail screen={screenOf(kind)} />;
