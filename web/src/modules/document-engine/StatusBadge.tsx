import { Badge } from '@fluentui/react-components';
import { LISTED_STATUS_NAMES } from '@jxc/services/contracts';
import type { DocStatus, StockState } from './api';

/** The lifecycle's names of the statuses a list shows (the contracts' LISTED_STATUS_NAMES). */
export const STATUS_NAMES: Record<DocStatus, string> = LISTED_STATUS_NAMES;
const COLORS = { draft: 'warning', approving: 'informative', audited: 'success', reversed: 'danger' } as const;

/** A draft, also part way through its approval: it may still be edited, audited (approved) or removed. */
export const isOpen = (status: DocStatus) => status === 'draft' || status === 'approving';

/** What an audit that answered `status` did. */
export const auditedText = (status: DocStatus | undefined, what = '审核') =>
  status === 'approving' ? '已审批，等待下一级审批' : `${what}成功`;

/** A document's status: 草稿, 审批中, 已审核 or 已红冲. */
export function StatusBadge({ status }: { status: DocStatus }) {
  return (
    <Badge appearance="tint" color={COLORS[status]}>
      {STATUS_NAMES[status]}
    </Badge>
  );
}

const STOCK_STATE_WORDS: Record<StockState, string> = { waiting: '待', partial: '部分', done: '已' };
const STOCK_STATE_COLORS = { waiting: 'warning', partial: 'informative', done: 'success' } as const;

/** 分仓出入库: 待入库, 部分入库 or 已入库 (出库 for goods going out). */
export const stockStateName = (state: StockState, outbound: boolean) => `${STOCK_STATE_WORDS[state]}${outbound ? '出库' : '入库'}`;

export function StockStateBadge({ state, outbound }: { state: StockState; outbound: boolean }) {
  return (
    <Badge appearance="outline" color={STOCK_STATE_COLORS[state]}>
      {stockStateName(state, outbound)}
    </Badge>
  );
}
