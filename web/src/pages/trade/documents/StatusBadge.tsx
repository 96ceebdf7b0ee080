import { Badge } from '@fluentui/react-components';
import type { DocStatus } from '../../../api/trade';

export const STATUS_NAMES: Record<DocStatus, string> = { draft: '草稿', audited: '已审核', reversed: '已红冲' };
const COLORS = { draft: 'warning', audited: 'success', reversed: 'danger' } as const;

/** A document's status: 草稿, 已审核 or 已红冲. */
export function StatusBadge({ status }: { status: DocStatus }) {
  return <Badge appearance="tint" color={COLORS[status]}>{STATUS_NAMES[status]}</Badge>;
}
