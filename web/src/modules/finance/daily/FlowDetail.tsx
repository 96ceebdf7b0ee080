import { Card, Subtitle2 } from '@fluentui/react-components';
import { Facts } from '../../../kit/Facts';
import { useNumbers } from '../../../kit/numbers';
import { flowApi, type FlowDetail as Detail } from '../api';
import { CashDocDetail, type CashDocScreen } from '../cash-document/CashDocDetail';
import type { FlowKind } from './paths';

function FlowLines({ d }: { d: Detail }) {
  const { money } = useNumbers();
  return (
    <Card>
      <Subtitle2 as="h2">收支明细</Subtitle2>
      <Facts facts={d.lines.map((l, n) => [`${n + 1}. ${l.className}`, `${money(l.amount)}${l.remark ? `（${l.remark}）` : ''}`])} />
    </Card>
  );
}

const screenOf = (kind: FlowKind): CashDocScreen<Detail> => ({
  title: `${kind.name}单`,
  idParam: 'flowId',
  menuId: kind.menuId,
  list: kind.list,
  edit: kind.edit,
  api: flowApi,
  effects: { audit: kind.type === 105 ? '把金额存入结算账户' : '从结算账户支出金额', writeBack: '冲回结算账户的余额' },
  facts: (d, money) => [
    ['结算账户', d.accountName],
    [kind.partner === 'Custom' ? '客户' : '供应商', d.customName ?? d.supplierName ?? ''],
    ['金额', money(d.amount), true],
  ],
  more: (d) => <FlowLines d={d} />,
});

/** 日常收入/支出单 details (?flowId=): the account, the lines by 收支项目, history, and the steps its status allows (编辑 of a draft). */
export const FlowDetail = ({ kind }: { kind: FlowKind }) => <CashDocDetail screen={screenOf(kind)} />;
