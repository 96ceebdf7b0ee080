import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Field, Input, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { isEmpty, textWidth } from '@jxc/services/contracts';
import { roleDetail, roleMenuList, saveRole, updateRole } from '../api';
import { PageSpinner } from '../../../components/PageSpinner';
import { useForm } from '../../../hooks/useForm';
import { useLoad } from '../../../hooks/useLoad';
import { HistoryTable } from '../../../kit/HistoryTable';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { grantsOf, permissionsOf, type Grants } from './matrix';
import { PermissionMatrix } from './PermissionMatrix';
import { ROLE_MENU_ID } from './RoleList';

const ROLE_NAME_MAX_WIDTH = 30;

const roleNameError = (name: string) =>
  isEmpty(name) ? '请输入角色名称' : textWidth(name) > ROLE_NAME_MAX_WIDTH ? `角色名称不能超过${ROLE_NAME_MAX_WIDTH}个字符` : undefined;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { gap: tokens.spacingVerticalM },
  name: { maxWidth: '360px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The 授权 screen: a role's name and its permission matrix (query roleId, or a new role), and its history. */
export function RolePermission() {
  const roleId = useSearchParams()[0].get('roleId') ?? '';
  return <RoleEditor key={roleId} roleId={roleId} />;
}

function RoleEditor({ roleId }: { roleId: string }) {
  const s = useStyles();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const can = useCan(ROLE_MENU_ID);
  const form = useForm({ roleName: '' });
  const [grants, setGrants] = useState<Grants>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const menu = useLoad(roleMenuList, 'menu');
  const detail = useLoad(() => roleDetail(roleId), roleId ? String(version) : null);
  const readOnly = !can(roleId ? 'edit' : 'add');

  // Only a newly loaded role resets the form (its setter is stable).
  const setField = form.set;
  useEffect(() => {
    if (!detail.data) return;
    setField('roleName', detail.data.roleName);
    setGrants(grantsOf(detail.data.permissions));
  }, [detail.data, setField]);

  const save = async () => {
    setError('');
    const roleName = form.values.roleName.trim();
    const permissions = permissionsOf(grants);
    if (!form.check({ roleName: roleNameError(roleName) })) return;
    if (permissions.length === 0) return setError('请至少勾选一项权限');
    setBusy(true);
    try {
      if (roleId) {
        await updateRole({ roleId, roleName, permissions });
        setVersion((v) => v + 1);
      } else {
        const saved = await saveRole({ roleName, permissions });
        setParams({ roleId: saved.roleId }, { replace: true });
      }
      notifySuccess('保存成功');
    } catch (e) {
      setError(form.placeError(e, ['roleName']));
    } finally {
      setBusy(false);
    }
  };

  if ((menu.loading && !menu.data) || (detail.loading && !detail.data)) return <PageSpinner />;
  return (
    <div className={s.root}>
      <Card className={s.card}>
        <Subtitle2 as="h1">{roleId ? '编辑角色' : '新增角色'}</Subtitle2>
        <Field label="角色名称" required validationMessage={form.errors.roleName} className={s.name}>
          <Input {...form.bind('roleName')} placeholder="如：收银员、仓管" disabled={readOnly} />
        </Field>
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        <PermissionMatrix menu={menu.data?.data ?? []} grants={grants} onChange={setGrants} disabled={readOnly} />
        <div className={s.actions}>
          {!readOnly && (
            <Button appearance="primary" disabled={busy} onClick={() => void save()}>
              {busy ? '保存中…' : '保存'}
            </Button>
          )}
          <Button onClick={() => navigate('/role/list')}>返回列表</Button>
        </div>
      </Card>
      {detail.data && detail.data.history.length > 0 && (
        <Card className={s.card}>
          <Subtitle2 as="h2">操作记录</Subtitle2>
          <HistoryTable entries={detail.data.history} />
        </Card>
      )}
    </div>
  );
}
