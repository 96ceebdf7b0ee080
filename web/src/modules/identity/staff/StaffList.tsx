import { useState } from 'react';
import { Badge, Caption1 } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { lockStaff, removeStaff, rolePage, staffCountRemainder, staffPage, unlockStaff, type Staff } from '../api';
import { useLoad } from '../../../hooks/useLoad';
import { ListPage, type Column, type RowAction } from '../../../kit/ListPage';
import { useList } from '../../../kit/useList';
import { formatDateTime } from '../../../utils/format';
import { StaffDialog } from './StaffDialog';

const STAFF_MENU_ID = '7002';
/** Every role of the company fits one page of the largest size. */
const ALL_ROLES = { pageNo: 1, pageSize: 200 };

const nameOf = (r: Staff) => r.userName || r.loginName;

const actions = (edit: (r: Staff) => void): RowAction<Staff>[] => [
  { label: '编辑', action: 'edit', onClick: edit },
  {
    label: '锁定',
    action: 'disable',
    danger: true,
    visible: (r) => !r.isAdmin && r.status === 'active',
    confirm: (r) => `确定锁定员工“${nameOf(r)}”吗？锁定后该账号不能登录。`,
    request: (r) => lockStaff(r.userId),
  },
  { label: '解锁', action: 'enable', visible: (r) => r.status === 'locked', request: (r) => unlockStaff(r.userId) },
  {
    label: '删除',
    action: 'delete',
    danger: true,
    visible: (r) => !r.isAdmin,
    confirm: (r) => `确定删除员工“${nameOf(r)}”吗？`,
    request: (r) => removeStaff(r.userId),
  },
];

/** Staff and sub-accounts (员工管理, administrators only): the account count, add, edit, lock, unlock, delete. */
export function StaffList() {
  const list = useList(staffPage);
  const roles = useLoad(() => rolePage(ALL_ROLES), 'roles');
  const count = useLoad(staffCountRemainder, String(list.version));
  const [editing, setEditing] = useState<{ staff?: Staff }>();
  const roleList = roles.data?.data ?? [];

  const columns: Column<Staff>[] = [
    { key: 'loginName', title: '登录账号', sortable: true },
    { key: 'userName', title: '员工姓名', sortable: true },
    { key: 'phone', title: '手机号' },
    {
      key: 'roleId',
      title: '角色',
      render: (r) => (r.isAdmin ? <Badge appearance="tint">管理员</Badge> : (roleList.find((x) => x.roleId === r.roleId)?.roleName ?? '—')),
    },
    {
      key: 'status',
      title: '状态',
      render: (r) =>
        r.status === 'active' ? (
          <Badge appearance="tint" color="success">
            正常
          </Badge>
        ) : (
          <Badge appearance="tint" color="danger">
            已锁定
          </Badge>
        ),
    },
    { key: 'createTime', title: '创建时间', sortable: true, render: (r) => formatDateTime(r.createTime) },
  ];

  return (
    <>
      <ListPage
        label="员工列表"
        permissionId={STAFF_MENU_ID}
        list={list}
        rowKey={(r) => r.userId}
        columns={columns}
        rowActions={actions((staff) => setEditing({ staff }))}
        toolbar={[{ label: '新增员工', action: 'add', icon: <AddRegular />, onClick: () => setEditing({}) }]}
        searchPlaceholder="账号、姓名或手机号"
        summary={
          count.data && (
            <Caption1>
              已用 {count.data.used} / {count.data.userCount} 个账号
            </Caption1>
          )
        }
      />
      {editing && (
        <StaffDialog
          staff={editing.staff}
          roles={roleList}
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
