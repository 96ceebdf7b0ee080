import { Badge } from '@fluentui/react-components';

export const onlineText = (online: boolean) => (online ? '已上架' : '已下架');

/** 已上架 (on the storefront) or 已下架. */
export const OnlineBadge = ({ online }: { online: boolean }) => (
  <Badge appearance="tint" color={online ? 'success' : 'subtle'}>{onlineText(online)}</Badge>
);
