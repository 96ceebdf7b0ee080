import { useNavigate } from 'react-router-dom';
import { AddRegular } from '@fluentui/react-icons';
import { ListPage, type Column, type RowAction } from '../../../kit/ListPage';
import { useList } from '../../../kit/useList';
import { advPage, advPath, removeAdv, updateAdv, type AdvRow } from './api';
import { shopDay } from '@jxc/services/contracts';
import { linkText, scheduleText, showingText } from './schedule';

const MENU = '1107';

/** 广告管理: the storefront's banner ads in their order, with where each leads, when it shows and whether it shows today. */
export function AdvList() {
  const navigate = useNavigate();
  const list = useList(advPage);
  const today = shopDay();
  const columns: Column<AdvRow>[] = [
    { key: 'advTitle', title: '广告标题', width: 180 },
    { key: 'link', title: '链接', width: 220, text: linkText },
    { key: 'schedule', title: '展示时间', width: 200, text: scheduleText },
    { key: 'sort', title: '排序', width: 70, sortable: true },
    { key: 'pictureCount', title: '图片', width: 70 },
    { key: 'showing', title: '状态', width: 90, text: (r) => showingText(r, today) },
  ];
  const actions: RowAction<AdvRow>[] = [
    { label: '详情', action: 'get', onClick: (r) => navigate(advPath('Detail', r.advId)) },
    { label: '编辑', action: 'edit', onClick: (r) => navigate(advPath('Edit', r.advId)) },
    { label: '停用', action: 'edit', visible: (r) => r.enabled, request: (r) => updateAdv({ advId: r.advId, enabled: false }) },
    { label: '启用', action: 'edit', visible: (r) => !r.enabled, request: (r) => updateAdv({ advId: r.advId, enabled: true }) },
    {
      label: '删除',
      action: 'delete',
      danger: true,
      confirm: (r) => `确定删除广告“${r.advTitle}”吗？`,
      request: (r) => removeAdv(r.advId),
    },
  ];
  return (
    <ListPage
      label="广告列表"
      permissionId={MENU}
      list={list}
      rowKey={(r) => r.advId}
      columns={columns}
      rowActions={actions}
      searchPlaceholder="广告标题"
      toolbar={[{ label: '新增广告', action: 'add', icon: <AddRegular />, onClick: () => navigate('/shop/adv/Add') }]}
    />
  );
}
