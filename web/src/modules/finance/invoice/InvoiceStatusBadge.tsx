import { Badge } from '@fluentui/react-components';
import { INVOICE_STATUS_NAMES, type InvoiceStatus } from '@jxc/services/contracts';

/** 正常 or 已作废. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge appearance="tint" color={status === 'valid' ? 'success' : 'danger'}>
      {INVOICE_STATUS_NAMES[status]}
    </Badge>
  );
}
