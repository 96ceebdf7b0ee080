import { useState, type FormEvent } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { errorMessage } from '../../../api/http';
import { useForm } from '../../../hooks/useForm';
import { notifySuccess } from '../../../notify/bus';
import { FailureBar } from '../../document-engine';
import { changePassword, fieldOfRefusal, validatePasswordChange, type PasswordChangeForm } from './changePassword';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** 修改密码 from the user menu: the current password and the new one twice; other devices are signed out. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const s = useStyles();
  const form = useForm<PasswordChangeForm>({ oldPassword: '', password: '', confirm: '' });
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    if (!form.check(validatePasswordChange(form.values))) return;
    setBusy(true);
    try {
      await changePassword(form.values.oldPassword, form.values.password);
      notifySuccess('密码已修改，其他设备上的登录已退出');
      onClose();
    } catch (err) {
      const message = errorMessage(err);
      const field = fieldOfRefusal(message);
      if (field) form.check({ [field]: message });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  const password = (key: keyof PasswordChangeForm, label: string, autoComplete: string) => (
    <Field label={label} required validationMessage={form.errors[key]}>
      <Input type="password" autoComplete={autoComplete} maxLength={32} {...form.bind(key)} />
    </Field>
  );

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <DialogTitle>修改密码</DialogTitle>
            <DialogContent className={s.content}>
              {failure && <FailureBar failure={{ title: failure }} />}
              {password('oldPassword', '当前密码', 'current-password')}
              {password('password', '新密码', 'new-password')}
              {password('confirm', '确认新密码', 'new-password')}
              <Caption1 className={s.muted}>新密码6到32位。修改后，其他设备上的登录将退出，需用新密码重新登录。</Caption1>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>取消</Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {busy ? '保存中…' : '确定'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
