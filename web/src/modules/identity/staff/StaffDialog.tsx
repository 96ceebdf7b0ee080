import { useState, type FormEvent } from 'react';
import {
  Button,
  Caption1,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  Label,
  MessageBar,
  MessageBarBody,
  Option,
  makeStyles,
  tokens,
  useId,
} from '@fluentui/react-components';
import { hasPriceFlag, isMultiStore, MAIN_BRANCH_NAME } from '@jxc/services/contracts';
import { branchOptions, warehouseOptions } from '../../catalog';
import { useLoad } from '../../../hooks/useLoad';
import { useSession } from '../../../session/useSession';
import { loginNameExists, saveStaff, updateStaff, type Role, type Staff } from '../api';
import { useForm } from '../../../hooks/useForm';
import { notifySuccess } from '../../../notify/bus';
import {
  PRICE_FLAG_HINTS,
  PRICE_FLAG_KEYS,
  PRICE_FLAG_LABELS,
  STAFF_FIELDS,
  staffForm,
  toStaffChanges,
  toStaffInput,
  validateStaff,
  warehouseIds,
  withPriceFlag,
  type StaffForm,
} from './staffForm';

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  flags: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' },
  hint: { display: 'block', color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Adds an employee, or edits one (`staff`): account, password, name, phone, role, branch, warehouse and price permissions. */
export function StaffDialog({
  staff,
  roles,
  onClose,
  onSaved,
}: {
  staff?: Staff;
  roles: Role[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const s = useStyles();
  const form = useForm<StaffForm>(staffForm(staff));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { values, errors } = form;
  const flagsLabel = useId('price-flags');
  const multiStore = isMultiStore(useSession().product_Type);
  const warehouses = useLoad(warehouseOptions, 'warehouses');
  const branches = useLoad(branchOptions, multiStore ? 'branches' : null);
  const chosenWarehouses = warehouseIds(values.warehousePerm);

  /** Saves; false when the login name is taken (the message then shows under the field). */
  const save = async (): Promise<boolean> => {
    if (staff) {
      await updateStaff(toStaffChanges(staff.userId, values));
      return true;
    }
    const input = toStaffInput(values);
    if ((await loginNameExists(input.loginName)).exist) return form.check({ loginName: '登录账号已存在' });
    await saveStaff(input);
    return true;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!form.check(validateStaff(values, !staff))) return;
    setBusy(true);
    try {
      if (!(await save())) return;
      notifySuccess('保存成功');
      onSaved();
    } catch (err) {
      setError(form.placeError(err, STAFF_FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{staff ? '编辑员工' : '新增员工'}</DialogTitle>
            <DialogContent className={s.fields}>
              {error && (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              <Field label="登录账号" required={!staff} validationMessage={errors.loginName}>
                <Input {...form.bind('loginName')} disabled={!!staff} autoComplete="off" placeholder="字母、数字、下划线或短横线" />
              </Field>
              <Field label="密码" required={!staff} validationMessage={errors.password}>
                <Input
                  {...form.bind('password')}
                  type="password"
                  autoComplete="new-password"
                  placeholder={staff ? '不修改请留空' : '6-32位密码'}
                />
              </Field>
              <Field label="员工姓名" required validationMessage={errors.userName}>
                <Input {...form.bind('userName')} placeholder="请输入员工姓名" />
              </Field>
              <Field label="手机号" validationMessage={errors.phone}>
                <Input {...form.bind('phone')} type="tel" inputMode="numeric" placeholder="选填" />
              </Field>
              <Field label="角色" validationMessage={errors.roleId}>
                <Dropdown
                  placeholder="请选择角色"
                  value={roles.find((r) => r.roleId === values.roleId)?.roleName ?? ''}
                  selectedOptions={values.roleId ? [values.roleId] : []}
                  onOptionSelect={(_, d) => form.set('roleId', d.optionValue ?? '')}
                >
                  {roles.map((r) => (
                    <Option key={r.roleId} value={r.roleId}>
                      {r.roleName}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              {multiStore && (
                <>
                  <Field label="所属门店" hint="不选则属于总部">
                    <Dropdown
                      value={values.branchId ? (branches.data?.find((b) => b.value === values.branchId)?.label ?? '') : MAIN_BRANCH_NAME}
                      selectedOptions={[values.branchId]}
                      onOptionSelect={(_, d) => form.set('branchId', d.optionValue ?? '')}
                    >
                      <Option value="">{MAIN_BRANCH_NAME}</Option>
                      {(branches.data ?? []).map((b) => (
                        <Option key={b.value} value={b.value}>
                          {b.label}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                  <Checkbox
                    label="门店管理员（可查看本门店所有员工的单据）"
                    checked={values.branchAdmin === '1'}
                    onChange={(_, d) => form.set('branchAdmin', d.checked === true ? '1' : '')}
                  />
                </>
              )}
              <Field label="仓库权限" hint={multiStore ? '不选则可使用全部仓库；门店员工为本门店的仓库' : '不选则可使用全部仓库'}>
                <Dropdown
                  multiselect
                  placeholder="全部仓库"
                  value={chosenWarehouses
                    .map((id) => warehouses.data?.find((w) => w.value === id)?.label ?? '')
                    .filter(Boolean)
                    .join('、')}
                  selectedOptions={chosenWarehouses}
                  onOptionSelect={(_, d) => form.set('warehousePerm', d.selectedOptions.join(','))}
                >
                  {(warehouses.data ?? []).map((w) => (
                    <Option key={w.value} value={w.value}>
                      {w.label}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              {/* Checkboxes inside a Field would all take its one control id: a labelled group instead. */}
              <div role="group" aria-labelledby={flagsLabel} className={s.group}>
                <Label id={flagsLabel}>价格权限</Label>
                <div className={s.flags}>
                  {PRICE_FLAG_KEYS.map((flag) => (
                    <Checkbox
                      key={flag}
                      label={
                        <>
                          {PRICE_FLAG_LABELS[flag]}
                          <Caption1 className={s.hint}>{PRICE_FLAG_HINTS[flag]}</Caption1>
                        </>
                      }
                      checked={hasPriceFlag(values.pricePerm, flag)}
                      onChange={(_, d) => form.set('pricePerm', withPriceFlag(values.pricePerm, flag, d.checked === true))}
                    />
                  ))}
                </div>
                {errors.pricePerm && <Caption1 className={s.error}>{errors.pricePerm}</Caption1>}
              </div>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>取消</Button>
              <Button type="submit" appearance="primary" disabled={busy}>
                {busy ? '保存中…' : '保存'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
