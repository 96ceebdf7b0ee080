import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Avatar,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tag,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { KeyRegular, PhoneRegular, ReceiptRegular, SignOutRegular } from '@fluentui/react-icons';
import { EDITIONS, MSG, TRIAL_DAYS } from '@jxc/services/contracts';
import { AppLink } from '../../components/AppLink';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { ChangePasswordDialog, PhoneDialog } from '../../modules/identity';
import { signOut } from '../../session/signIn';
import { useSession } from '../../session/useSession';
import { greeting } from '../../utils/format';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hello: { whiteSpace: 'nowrap' },
});

/** Greeting, demo marker with its register-for-trial link, and the user menu: 修改密码, 绑定手机, the administrator's 购买记录 and logout. */
export function UserMenu({ compact }: { compact: boolean }) {
  const s = useStyles();
  const session = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [bindingPhone, setBindingPhone] = useState(false);
  const name = session.nickname || '用户';
  const hello = greeting(new Date().getHours());

  const logoutTo = async (path: string) => {
    await signOut();
    navigate(path, { replace: true });
  };

  return (
    <div className={s.root}>
      {session.ACCESS_IsDemo === 1 && (
        <>
          <Tag size="small" appearance="brand">
            演示
          </Tag>
          {!compact && (
            <span title={`注册后可免费试用${TRIAL_DAYS}天（${EDITIONS[1]}除外）`}>
              <AppLink to="/Register" onNavigate={() => void logoutTo('/Register')}>
                注册试用
              </AppLink>
            </span>
          )}
        </>
      )}
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" aria-label={compact ? `用户菜单：${name}` : `${hello}，${name}：用户菜单`}>
            <Avatar name={name} image={session.avatar ? { src: session.avatar } : undefined} size={28} color="brand" />
            {!compact && (
              <Text className={s.hello}>
                &nbsp;{hello}，{name}
              </Text>
            )}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList aria-label="用户菜单">
            <MenuItem icon={<KeyRegular />} onClick={() => setChangingPassword(true)}>
              修改密码
            </MenuItem>
            <MenuItem icon={<PhoneRegular />} onClick={() => setBindingPhone(true)}>
              绑定手机
            </MenuItem>
            {session.isAdmin === 1 && (
              <MenuItem icon={<ReceiptRegular />} onClick={() => navigate('/buyList')}>
                购买记录
              </MenuItem>
            )}
            <MenuItem icon={<SignOutRegular />} onClick={() => setConfirming(true)}>
              退出登录
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {changingPassword && <ChangePasswordDialog onClose={() => setChangingPassword(false)} />}
      {bindingPhone && <PhoneDialog onClose={() => setBindingPhone(false)} />}
      <ConfirmDialog
        open={confirming}
        message={MSG.logoutConfirm}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void logoutTo('/Login');
        }}
      />
    </div>
  );
}
