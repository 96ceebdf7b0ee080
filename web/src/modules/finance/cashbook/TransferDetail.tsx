import { transferApi, type TransferDetail as Detail } from '../api';
import { CashDocDetail, type CashDocScreen } from '../cash-document/CashDocDetail';
import { TRANSFER } from './paths';

const SCREEN: CashDocScreen<Detail> = {
  title: '转账单',
  idParam: 'transId',
  menuId: TRANSFER.menuId,
  list: TRANSFER.list,
  edit: TRANSFER.edit,
  api: transferApi,
  effects: { audit: '从转出账户转出金额和手续费、转入账户转入金额', writeBack: '冲回两个账户的余额' },
  facts: (d, money) => [
    ['转出账户', d.outAccountName],
    ['转入账户', d.inAccountName],
    ['转账金额', money(d.amount), true],
    ['手续费', money(d.fee)],
  ],
};

/** 转账单 details (?transId=): the two accounts, amount and fee, history, and the steps its status allows (编辑 of a draft). */
export const TransferDetail = () => <CashDocDetail screen={SCREEN} />;
