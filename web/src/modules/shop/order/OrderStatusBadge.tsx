import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { OrderStatus } from './api';

const COLORS: Record<OrderStatus, BadgeProps['color']> = {
  new: 'danger',
  accepted: 'warning',
  turning: 'warning',
  turned: 'brand',
  shipped: 'informative',
  done: 'success',
  cancelled: 'subtle',
};

/** An order's status as the server names it, coloured by how much it still needs the staff. */
export const OrderStatusBadge = ({ status, name }: { status: OrderStatus; name: string }) => (
  <Badge appearance="tint" color={COLORS[status]}>
    {name}
  </Badge>
);
