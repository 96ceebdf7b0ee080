import { Badge, Button, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { AlertRegular, ArrowDownRegular, ArrowUpRegular, CartRegular, MegaphoneRegular, SparkleRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useWarnings } from './WarningsContext';

/** The header bell: new announcements, the live stock-warning and new store-order counts, opening the notice popup in one of its modes or the new orders. */
export function NoticeBell() {
  const navigate = useNavigate();
  const { warnings, newOrders, unread, openPopup } = useWarnings();
  const stock = warnings.count || warnings.lowCount + warnings.highCount;
  const count = unread + stock + newOrders;
  const label = count
    ? `消息通知，${[unread && `${unread} 条新公告`, stock && `${stock} 条库存预警`, newOrders && `${newOrders} 个新商城订单`].filter(Boolean).join('，')}`
    : '消息通知';
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={label} relationship="label">
          <Button
            appearance="subtle"
            icon={
              <span style={{ position: 'relative', display: 'inline-flex' }}>
                <AlertRegular />
                {count > 0 && (
                  <Badge size="small" color="danger" style={{ position: 'absolute', top: -6, right: -10 }}>
                    {count > 99 ? '99+' : count}
                  </Badge>
                )}
              </span>
            }
          />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<MegaphoneRegular />} onClick={() => openPopup({ mode: 'notice' })}>
            系统公告{unread > 0 && `（${unread} 条新）`}
          </MenuItem>
          <MenuItem icon={<SparkleRegular />} onClick={() => openPopup({ mode: 'upgrade' })}>
            版本更新
          </MenuItem>
          <MenuDivider />
          <MenuItem icon={<ArrowDownRegular />} onClick={() => openPopup({ mode: 'warning', kind: 'low' })}>
            低库存预警（{warnings.lowCount}）
          </MenuItem>
          <MenuItem icon={<ArrowUpRegular />} onClick={() => openPopup({ mode: 'warning', kind: 'high' })}>
            高库存预警（{warnings.highCount}）
          </MenuItem>
          {newOrders > 0 && (
            <MenuItem icon={<CartRegular />} onClick={() => navigate('/shop/order/List?status=new')}>
              新商城订单（{newOrders}）
            </MenuItem>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
