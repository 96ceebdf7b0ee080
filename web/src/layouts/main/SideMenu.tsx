import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  FluentProvider,
  NavCategory,
  NavCategoryItem,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
  makeStyles,
  mergeClasses,
  tokens,
  type Theme,
} from '@fluentui/react-components';
import { HOME_MENU_ID } from '@jxc/services/contracts';
import { Logo } from '../../components/Logo';
import { MenuIcon } from '../../components/MenuIcon';
import { entryOfPath } from '../../router/menu';
import { useMenu } from './useMenu';

const useStyles = makeStyles({
  // The menu stretches down the page's whole height (no blank under it on a long page); fixed, it holds the window's
  // height beside the page as that scrolls, and scrolls its own entries when they do not fit.
  provider: { flexShrink: 0, display: 'flex', backgroundColor: 'transparent' },
  fixed: { position: 'sticky', top: 0, height: '100vh' },
  drawer: { width: '220px', minHeight: '100vh', maxHeight: 'none' },
  header: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, fontSize: tokens.fontSizeBase500 },
});

interface Props {
  open: boolean;
  overlay: boolean;
  fixed: boolean;
  theme: Theme;
  onClose: () => void;
}

/** The side menu: home plus one category per visible module. A drawer on mobile, inline otherwise. */
export function SideMenu({ open, overlay, fixed, theme, onClose }: Props) {
  const s = useStyles();
  const menu = useMenu();
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname === '/' ? undefined : entryOfPath(location.pathname);
  const [openCats, setOpenCats] = useState<string[]>(current ? [current.parentId] : []);

  useEffect(() => {
    if (current) setOpenCats((c) => (c.includes(current.parentId) ? c : [...c, current.parentId]));
  }, [current]);

  const go = (path: string) => (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    navigate(path);
    if (overlay) onClose();
  };

  return (
    <FluentProvider theme={theme} className={mergeClasses(s.provider, fixed && !overlay && s.fixed)}>
      <NavDrawer
        open={open}
        type={overlay ? 'overlay' : 'inline'}
        onOpenChange={(_, d) => !d.open && onClose()}
        selectedValue={current?.id ?? (location.pathname === '/' ? HOME_MENU_ID : '')}
        selectedCategoryValue={current?.parentId ?? ''}
        openCategories={openCats}
        onNavCategoryItemToggle={(_, d) =>
          setOpenCats((c) =>
            c.includes(String(d.categoryValue)) ? c.filter((x) => x !== d.categoryValue) : [...c, String(d.categoryValue)],
          )
        }
        className={s.drawer}
        aria-label="主菜单"
        // Over the page on a phone it is a modal dialog (aria-modal), which a navigation landmark may not be.
        {...(overlay && { role: 'dialog' })}
      >
        <NavDrawerHeader className={s.header}>
          <Logo size={28} />
        </NavDrawerHeader>
        <NavDrawerBody>
          <NavItem value={HOME_MENU_ID} href="/" icon={<MenuIcon name="home" />} onClick={go('/')}>
            首页
          </NavItem>
          {menu.map((m) => (
            <NavCategory key={m.id} value={m.id}>
              <NavCategoryItem icon={<MenuIcon name={m.icon} />}>{m.title}</NavCategoryItem>
              <NavSubItemGroup>
                {m.entries.map((e) => (
                  <NavSubItem key={e.id} value={e.id} href={e.path} onClick={go(e.path)}>
                    {e.title}
                  </NavSubItem>
                ))}
              </NavSubItemGroup>
            </NavCategory>
          ))}
        </NavDrawerBody>
      </NavDrawer>
    </FluentProvider>
  );
}
