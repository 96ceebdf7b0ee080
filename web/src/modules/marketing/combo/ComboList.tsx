import { useNavigate } from 'react-router-dom';
import { AddRegular } from '@fluentui/react-icons';
import { AppLink } from '../../../components/AppLink';
import { ENABLED_OPTIONS, FilterSelect } from '../../../kit/FilterSelect';
import { ListPage, type Column, type RowAction } from '../../../kit/ListPage';
import { booleanFilter } from '../../../kit/listState';
import { useNumbers } from '../../../kit/numbers';
import { useList } from '../../../kit/useList';
import type { PageQuery } from '../../../api/types';
import { comboPage, comboStatus, type Combo } from '../api';
import { COMBO_MENU_ID, COMBO_PATHS, comboPath } from './paths';

const componentsText = (c: Combo) => c.components.map((x) => `${x.productName}${x.spec ? ` ${x.spec}` : ''}×${x.qty}`).join('、');

/** 商品套餐 (/combo/List): search by name or code, filter by status; add, edit, enable or disable, delete. */
export function ComboList() {
  const navigate = useNavigate();
  const { money } = useNumbers();
  const list = useList<Combo, PageQuery & Record<string, unknown>>((q) => comboPage({ ...q, enabled: booleanFilter(q.enabled) }), {
    filters: { enabled: '' },
  });
  const columns: Column<Combo>[] = [
    {
      key: 'comboName',
      title: '套餐名称',
      sortable: true,
      width: 160,
      render: (c) => <AppLink to={comboPath('detail', c.comboId)}>{c.comboName}</AppLink>,
      text: (c) => c.comboName,
    },
    { key: 'comboCode', title: '套餐编码', sortable: true },
    { key: 'comboPrice', title: '套餐价', sortable: true, figure: 'money', text: (c) => money(c.comboPrice) },
    { key: 'components', title: '组成商品', width: 280, text: componentsText },
    { key: 'enabled', title: '状态', width: 70, text: (c) => (c.enabled ? '启用' : '停用') },
  ];
  const actions: RowAction<Combo>[] = [
    { label: '详情', action: 'get', onClick: (c) => navigate(comboPath('detail', c.comboId)) },
    { label: '编辑', action: 'edit', onClick: (c) => navigate(comboPath('edit', c.comboId)) },
    { label: '停用', action: 'disable', visible: (c) => c.enabled, request: (c) => comboStatus('Disable', c.comboId) },
    { label: '启用', action: 'enable', visible: (c) => !c.enabled, request: (c) => comboStatus('Enable', c.comboId) },
    {
      label: '删除',
      action: 'delete',
      danger: true,
      confirm: (c) => `确定删除套餐“${c.comboName}”吗？已售出的单据不受影响。`,
      request: (c) => comboStatus('Remove', c.comboId),
    },
  ];
  return (
    <ListPage
      label="商品套餐"
      permissionId={COMBO_MENU_ID}
      list={list}
      rowKey={(c) => c.comboId}
      rowLabel={(c) => c.comboName}
      columns={columns}
      rowActions={actions}
      toolbar={[{ label: '新增套餐', action: 'add', icon: <AddRegular />, onClick: () => navigate(COMBO_PATHS.add) }]}
      searchPlaceholder="套餐名称或编码"
      filters={
        <FilterSelect
          label="状态"
          options={ENABLED_OPTIONS}
          value={String(list.filters.enabled ?? '')}
          onChange={(v) => list.filter('enabled', v)}
        />
      }
      exportName="商品套餐"
    />
  );
}
