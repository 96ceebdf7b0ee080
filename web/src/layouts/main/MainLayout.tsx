import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { makeStaticStyles, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Copyright } from '../../components/Copyright';
import { NoticeDialog } from '../../components/notice/NoticeDialog';
import { WarningsProvider } from '../../components/notice/WarningsContext';
import { useAutoHide } from '../../hooks/useAutoHide';
import { useBreakpoint, type Breakpoint } from '../../hooks/useBreakpoint';
import { useSettings } from '../../settings/SettingsContext';
import { useThemes } from '../../settings/useThemes';
import { Header } from './Header';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { SettingsDrawer } from './SettingsDrawer';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  top: { zIndex: 5, transitionProperty: 'transform', transitionDuration: tokens.durationNormal },
  sticky: { position: 'sticky', top: 0 },
  hidden: { transform: 'translateY(-100%)' },
  content: { flex: 1, width: '100%', boxSizing: 'border-box', padding: tokens.spacingHorizontalL },
  fixedWidth: { maxWidth: '1200px', margin: '0 auto' },
  footer: {
    textAlign: 'center',
    padding: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});

/** The main layout: side or top menu, header with bell and user menu, multi-tab bar and the page. */
/**
 * Fluent's selects bring a 250px minimum of their own, which overflows a form's narrower grid cell (a tablet's 仓库 and
 * 结算账户): inside a labelled field, the field decides the width.
 */
const useFieldControls = makeStaticStyles({ '.fui-Field > .fui-Dropdown, .fui-Field > .fui-Combobox': { minWidth: 0 } });

/** On a phone (below 576 px, seed §9) every control is a full-size tap target, 44 px high at least. */
const usePhoneTargets = makeStaticStyles(
  '@media (max-width: 575px) { .fui-Button, .fui-Input, .fui-Combobox, .fui-Dropdown, .fui-Tab { min-height: 44px; } .fui-Checkbox { min-height: 44px; align-items: center; } }',
);

export function MainLayout() {
  useFieldControls();
  usePhoneTargets();
  const s = useStyles();
  const { settings, update } = useSettings();
  const themes = useThemes();
  const bp = useBreakpoint();
  const location = useLocation();
  const headerHidden = useAutoHide(settings.fixedHeader && settings.autoHideHeader);
  const topMenu = settings.layout === 'topmenu' && bp !== 'mobile';
  // Open on desktop (as last left), closed on tablet, a drawer on mobile (seed §2). Opened on a smaller screen it is
  // open for that width only: a desktop's open menu narrowed to a phone must not flash up as a modal drawer (it took
  // the focus and could leave the page hidden from screen readers).
  const [openOn, setOpenOn] = useState<Breakpoint>();
  const navOpen = bp === 'desktop' ? settings.sidebar : openOn === bp;

  useEffect(() => setOpenOn(undefined), [bp]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const toggleNav = () => {
    if (bp === 'desktop') update({ sidebar: !navOpen });
    else setOpenOn(navOpen ? undefined : bp);
  };

  return (
    <WarningsProvider>
      <div className={s.root}>
        {!topMenu && (
          <SideMenu
            open={navOpen}
            overlay={bp === 'mobile'}
            fixed={settings.fixSiderbar}
            theme={themes.nav}
            onClose={() => setOpenOn(undefined)}
          />
        )}
        <div className={s.main}>
          <div className={mergeClasses(s.top, settings.fixedHeader && s.sticky, headerHidden && s.hidden)}>
            <Header
              topMenu={topMenu}
              showLogo={topMenu || !navOpen || bp === 'mobile'}
              compact={bp === 'mobile'}
              onToggleNav={topMenu ? undefined : toggleNav}
            />
            {settings.multiTab && <TabBar />}
          </div>
          <main className={mergeClasses(s.content, settings.contentWidth === 'Fixed' && s.fixedWidth)}>
            <KeepAliveOutlet />
          </main>
          <footer className={s.footer}>
            <Copyright />
          </footer>
        </div>
        {import.meta.env.DEV && <SettingsDrawer />}
        <NoticeDialog />
      </div>
    </WarningsProvider>
  );
}
