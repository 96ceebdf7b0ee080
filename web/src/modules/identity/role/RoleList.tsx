import { useNavigate } from 'react-router-dom';
import { AddRegular } from '@fluentui/react-icons';
import { rolePage, removeRole, type Role } from '../api';
import { ListPage, type Column, type RowAction } from '../../../kit/ListPage';
import { useList } from '../../../kit/useList';
import { formatDateTime } from '../../../utils/format';

export const ROLE_MENU_ID = '7003';
const PERMISSION_PATH = '/role/permission';

const columns: Column<Role>[] = [
  { key: 'roleName', title: '角色名称', sortable: true },
  { key: 'permissions', title: '已授权菜单', render: (r) => `${r.permissions.length} 项` },
  { key: 'createTime', title: '创建时间', sortable: true, render: (r) => formatDateTime(r.createTime) },
];

/** Roles of the company (角色权限): search, add, edit (on the 授权 screen) and delete. */
export function RoleList() {
  const navigate = useNavigate();
  const list = useList(rolePage);
  const actions: RowAction<Role>[] = [
    { label: '编辑', action: 'edit', onClick: (r) => navigate(`${PERMISSION_PATH}?roleId=${encodeURIComponent(r.roleId)}`) },
    {
      label: '删除',
      action: 'delete',
      danger: true,
      confirm: (r) => `确定删除角色“${r.roleName}”吗？`,
      request: (r) => removeRole(r.roleId),
    },
  ];
  return (
    <ListPage
      label="角色列表"
      permissionId={ROLE_MENU_ID}
      list={list}
      rowKey={(r) => r.roleId}
      columns={columns}
      rowActions={actions}
      toolbar={[{ label: '新增角色', action: 'add', icon: <AddRegular />, onClick: () => navigate(PERMISSION_PATH) }]}
      searchPlaceholder="角色名称"
    />
  );
}
