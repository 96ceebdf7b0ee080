import { useNavigate } from 'react-router-dom';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles } from '@fluentui/react-components';
import { HomeRegular } from '@fluentui/react-icons';
import { MenuIcon } from '../../components/MenuIcon';
import { useMenu } from './useMenu';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: '2px', overflowX: 'auto', minWidth: 0, flex: 1 },
});

/** The top menu: home plus one drop-down per visible module. */
export function TopMenu() {
  const s = useStyles();
  const menu = useMenu();
  const navigate = useNavigate();
  return (
    <nav className={s.root} aria-label="主菜单">
      <Button appearance="subtle" icon={<HomeRegular />} onClick={() => navigate('/')}>
        首页
      </Button>
      {menu.map((m) => (
        <Menu key={m.id}>
          <MenuTrigger disableButtonEnhancement>
            <Button appearance="subtle" icon={<MenuIcon name={m.icon} />}>
              {m.title}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList aria-label={m.title}>
              {m.entries.map((e) => (
                <MenuItem key={e.id} onClick={() => navigate(e.path)}>
                  {e.title}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      ))}
    </nav>
  );
}
