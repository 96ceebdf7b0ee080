import { useState } from 'react';
import { Badge, Body1, Button, Caption1, Card, CardHeader, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, BuildingShopRegular } from '@fluentui/react-icons';
import { errorMessage } from '../../api/http';
import { AppLink } from '../../components/AppLink';
import { PageSpinner } from '../../components/PageSpinner';
import { useLoad } from '../../hooks/useLoad';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import type { FieldDesc } from '../../kit/fields';
import { FormDialog } from '../../kit/FormDialog';
import { Stack } from '../../kit/Stack';
import { useCan } from '../../kit/useCan';
import { notifyError, notifySuccess } from '../../notify/bus';
import { branchList, branchRemove, branchSave, branchUpdate, type Branch } from './api';

const STORE_MENU_ID = '7001';

/** Branch/Save's fields, with the server's labels and rules. */
const FIELDS: FieldDesc[] = [
  { key: 'branchName', label: '门店名称', required: true, maxWidth: 40 },
  { key: 'branchCode', label: '门店编码', required: true, code: true, maxWidth: 30, placeholder: '字母、数字、下划线或中划线' },
  { key: 'contact', label: '联系人', maxWidth: 30 },
  { key: 'phone', label: '手机号', phone: true },
  { key: 'address', label: '地址', maxWidth: 200, wide: true },
  { key: 'remark', label: '备注', kind: 'textarea', maxWidth: 200 },
];

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL },
  card: { gap: tokens.spacingVerticalS },
  parts: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/** 门店/机构管理 (multi-store editions): the main branch and each branch with its warehouses and staff; add, edit, remove. */
export function StoreList() {
  const s = useStyles();
  const can = useCan(STORE_MENU_ID);
  const [version, setVersion] = useState(0);
  const loaded = useLoad(branchList, String(version));
  const [editing, setEditing] = useState<{ branch?: Branch }>();
  const [removing, setRemoving] = useState<Branch>();
  const reload = () => setVersion((v) => v + 1);
  if (!loaded.data) return loaded.loading ? <PageSpinner /> : null;

  const remove = async (b: Branch) => {
    setRemoving(undefined);
    try {
      await branchRemove(b.branchId);
      notifySuccess('删除成功');
      reload();
    } catch (e) {
      notifyError(errorMessage(e));
    }
  };

  return (
    <Stack>
      <div className={s.toolbar}>
        <Caption1 className={s.muted}>
          员工的所属门店在 <AppLink to="/user/list">员工管理</AppLink> 中设置，仓库的所属门店在{' '}
          <AppLink to="/warehouse/list">仓库管理</AppLink> 中设置。总部可查看所有门店的数据；门店管理员可查看本门店员工的单据。
        </Caption1>
        {can('add') && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({})}>
            新增门店
          </Button>
        )}
      </div>
      <div className={s.grid}>
        {loaded.data.data.map((b) => (
          <BranchCard
            key={b.branchId || 'main'}
            branch={b}
            onEdit={can('edit') ? () => setEditing({ branch: b }) : undefined}
            onRemove={can('delete') ? () => setRemoving(b) : undefined}
          />
        ))}
      </div>
      {editing && (
        <FormDialog
          title={editing.branch ? '编辑门店' : '新增门店'}
          fields={FIELDS}
          record={editing.branch as unknown as Record<string, unknown>}
          submit={(p) => (editing.branch ? branchUpdate(editing.branch.branchId, p) : branchSave(p))}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        message={`确定删除门店“${removing?.branchName ?? ''}”吗？`}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(undefined)}
      />
    </Stack>
  );
}

function BranchCard({ branch: b, onEdit, onRemove }: { branch: Branch; onEdit?: () => void; onRemove?: () => void }) {
  const s = useStyles();
  const contact = [b.contact, b.phone, b.address].filter(Boolean).join(' · ');
  return (
    <Card className={s.card} aria-label={b.branchName}>
      <CardHeader
        image={<BuildingShopRegular fontSize={24} />}
        header={
          <Subtitle2 as="h2">
            {b.branchName}{' '}
            {b.isMain ? (
              <Badge appearance="tint" color="brand">
                总部
              </Badge>
            ) : (
              <Caption1 className={s.muted}>{b.branchCode}</Caption1>
            )}
          </Subtitle2>
        }
        description={<Caption1 className={s.muted}>{b.isMain ? '未指定门店的仓库和员工属于总部' : contact || '—'}</Caption1>}
      />
      <div className={s.parts}>
        <section aria-label={`${b.branchName}的仓库`}>
          <Text weight="semibold">仓库（{b.warehouses.length}）</Text>
          {b.warehouses.length ? (
            <ul className={s.list}>
              {b.warehouses.map((w) => (
                <li key={w.warehouseId}>
                  <Body1>{w.warehouseName}</Body1>
                </li>
              ))}
            </ul>
          ) : (
            <Caption1 className={s.muted}>暂无仓库</Caption1>
          )}
        </section>
        <section aria-label={`${b.branchName}的员工`}>
          <Text weight="semibold">员工（{b.staff.length}）</Text>
          {b.staff.length ? (
            <ul className={s.list}>
              {b.staff.map((u) => (
                <li key={u.userId}>
                  <Body1>{u.userName}</Body1>{' '}
                  {u.isAdmin ? (
                    <Badge size="small" appearance="tint">
                      管理员
                    </Badge>
                  ) : u.branchAdmin ? (
                    <Badge size="small" appearance="tint" color="success">
                      门店管理员
                    </Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <Caption1 className={s.muted}>暂无员工</Caption1>
          )}
        </section>
      </div>
      {!b.isMain && (onEdit || onRemove) && (
        <div className={s.actions}>
          {onEdit && (
            <Button size="small" onClick={onEdit}>
              编辑
            </Button>
          )}
          {onRemove && (
            <Button size="small" appearance="subtle" onClick={onRemove}>
              删除
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
