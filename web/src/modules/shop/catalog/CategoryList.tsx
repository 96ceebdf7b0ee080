import { useState } from 'react';
import { AddRegular } from '@fluentui/react-icons';
import type { FieldDesc } from '../../../kit/fields';
import { FormDialog } from '../../../kit/FormDialog';
import { ListPage, type Column, type RowAction } from '../../../kit/ListPage';
import { useList } from '../../../kit/useList';
import { removeStoreClass, saveStoreClass, storeClassPage, updateStoreClass, type StoreClassRow } from './api';

const MENU = '1101';
const FIELDS: FieldDesc[] = [
  { key: 'className', label: '分类名称', required: true, maxWidth: 30 },
  { key: 'sort', label: '排序', kind: 'int', min: 0, max: 9999, placeholder: '数字小的排在前面，不填排在最后' },
];
const COLUMNS: Column<StoreClassRow>[] = [
  { key: 'className', title: '分类名称', width: 200 },
  { key: 'sort', title: '排序', width: 80 },
  { key: 'productCount', title: '商品数', width: 90 },
  { key: 'onlineCount', title: '在售商品数', width: 110 },
];

/** 商城商品分类: the storefront's categories in their order; one still holding products is not removed. */
export function CategoryList() {
  const list = useList(storeClassPage);
  const [editing, setEditing] = useState<{ record?: StoreClassRow }>();
  const actions: RowAction<StoreClassRow>[] = [
    { label: '编辑', action: 'edit', onClick: (record) => setEditing({ record }) },
    {
      label: '删除',
      action: 'delete',
      danger: true,
      confirm: (r) => `确定删除商城分类“${r.className}”吗？`,
      request: (r) => removeStoreClass(r.classId),
    },
  ];
  return (
    <>
      <ListPage
        label="商城商品分类"
        permissionId={MENU}
        list={list}
        rowKey={(r) => r.classId}
        columns={COLUMNS}
        rowActions={actions}
        searchPlaceholder="分类名称"
        toolbar={[{ label: '新增分类', action: 'add', icon: <AddRegular />, onClick: () => setEditing({}) }]}
      />
      {editing && (
        <FormDialog
          title={editing.record ? '编辑商城分类' : '新增商城分类'}
          fields={FIELDS}
          record={editing.record}
          submit={(p) => (editing.record ? updateStoreClass({ ...p, classId: editing.record.classId }) : saveStoreClass(p))}
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
