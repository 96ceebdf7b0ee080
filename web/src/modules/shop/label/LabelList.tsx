import { useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { STORE_LABEL_ICONS } from '@jxc/services/contracts';
import type { FieldDesc } from '../../../kit/fields';
import { FormDialog } from '../../../kit/FormDialog';
import { ListPage, type Column, type RowAction } from '../../../kit/ListPage';
import { useList } from '../../../kit/useList';
import { storeProductOptions } from '../adv/api';
import { storeClassOptions } from '../catalog/api';
import { labelPage, removeLabel, saveLabel, updateLabel, type LabelRow } from './api';
import { LABEL_ICONS } from './QuickMenu';

const MENU = '1108';
const LINK_TYPES = [
  { value: 'category', label: '商城分类' },
  { value: 'product', label: '商城商品' },
];
const FIELDS: FieldDesc[] = [
  { key: 'labelTitle', label: '菜单名称', required: true, maxWidth: 12, placeholder: '最多6个汉字' },
  {
    key: 'icon',
    label: '图标',
    kind: 'select',
    required: true,
    options: Object.entries(STORE_LABEL_ICONS).map(([value, label]) => ({ value, label })),
  },
  { key: 'linkType', label: '链接类型', kind: 'select', required: true, options: LINK_TYPES, initial: 'category' },
  { key: 'storeClassId', label: '链接分类', kind: 'select', options: storeClassOptions, placeholder: '链接类型为商城分类时选择' },
  { key: 'storeProductId', label: '链接商品', kind: 'select', options: storeProductOptions, placeholder: '链接类型为商城商品时选择' },
  { key: 'sort', label: '排序', kind: 'int', min: 0, max: 9999, initial: '0', placeholder: '数字小的排在前面' },
  { key: 'enabled', label: '启用', kind: 'switch', initial: '1' },
];

const useStyles = makeStyles({
  icon: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontSize: tokens.fontSizeBase300 },
});

/** 首页快捷菜单: the entries under the storefront's banner, in their order, each opening a category or a product. */
export function LabelList() {
  const s = useStyles();
  const list = useList(labelPage);
  const [editing, setEditing] = useState<{ record?: LabelRow }>();
  const columns: Column<LabelRow>[] = [
    { key: 'labelTitle', title: '菜单名称', width: 140 },
    {
      key: 'icon',
      title: '图标',
      width: 100,
      text: (r) => STORE_LABEL_ICONS[r.icon] ?? r.icon,
      render: (r) => (
        <span className={s.icon}>
          {LABEL_ICONS[r.icon]}
          {STORE_LABEL_ICONS[r.icon] ?? r.icon}
        </span>
      ),
    },
    {
      key: 'link',
      title: '链接',
      width: 220,
      text: (r) => `${r.linkType === 'category' ? '分类' : '商品'}：${r.linkName ?? '（已删除）'}`,
    },
    { key: 'sort', title: '排序', width: 70, sortable: true },
    { key: 'enabled', title: '状态', width: 80, text: (r) => (r.enabled ? '启用' : '停用') },
  ];
  const actions: RowAction<LabelRow>[] = [
    { label: '编辑', action: 'edit', onClick: (record) => setEditing({ record }) },
    { label: '停用', action: 'edit', visible: (r) => r.enabled, request: (r) => updateLabel({ labelId: r.labelId, enabled: false }) },
    { label: '启用', action: 'edit', visible: (r) => !r.enabled, request: (r) => updateLabel({ labelId: r.labelId, enabled: true }) },
    {
      label: '删除',
      action: 'delete',
      danger: true,
      confirm: (r) => `确定删除快捷菜单“${r.labelTitle}”吗？`,
      request: (r) => removeLabel(r.labelId),
    },
  ];
  return (
    <>
      <ListPage
        label="首页快捷菜单"
        permissionId={MENU}
        list={list}
        rowKey={(r) => r.labelId}
        columns={columns}
        rowActions={actions}
        searchPlaceholder="菜单名称"
        toolbar={[{ label: '新增快捷菜单', action: 'add', icon: <AddRegular />, onClick: () => setEditing({}) }]}
      />
      {editing && (
        <FormDialog
          title={editing.record ? '编辑快捷菜单' : '新增快捷菜单'}
          fields={FIELDS}
          record={editing.record}
          submit={(p) => (editing.record ? updateLabel({ ...p, labelId: editing.record.labelId }) : saveLabel(p))}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            list.reload();
          }}
        />
      )}
    </>
  );
}
