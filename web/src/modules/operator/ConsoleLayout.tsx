import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Button, Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { consoleLogout, consoleSession } from './api';
import { CONSOLE_SCREENS } from './consoleScreens';

const useStyles = makeStyles({
  root: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
  },
  brand: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, whiteSpace: 'nowrap' },
  nav: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    overflowX: 'auto',
    order: 1,
    '@media (max-width: 575px)': { order: 3, width: '100%' },
  },
  link: {
    color: tokens.colorNeutralForegroundInverted2,
    textDecoration: 'none',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorNeutralBackgroundInvertedHover },
  },
  active: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  me: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginLeft: 'auto', order: 2 },
  name: { color: tokens.colorNeutralForegroundInverted2 },
  out: { color: tokens.colorNeutralForegroundInverted },
  main: { maxWidth: '1280px', margin: '0 auto', padding: tokens.spacingHorizontalL, boxSizing: 'border-box' },
});

/** The console's own frame: its menu of screens (CONSOLE_SCREENS), the operator signed in, and signing out. */
export function ConsoleLayout() {
  const s = useStyles();
  const navigate = useNavigate();
  return (
    <div className={s.root}>
      <header className={s.bar}>
        <Text className={s.brand}>运营后台</Text>
        <nav className={s.nav} aria-label="运营后台菜单">
          {CONSOLE_SCREENS.map((screen) => (
            <NavLink
              key={screen.path}
              to={`/console/${screen.path}`}
              className={({ isActive }) => mergeClasses(s.link, isActive && s.active)}
            >
              {screen.title}
            </NavLink>
          ))}
        </nav>
        <div className={s.me}>
          <Caption1 className={s.name}>{consoleSession()?.operatorName}</Caption1>
          <Button
            appearance="transparent"
            size="small"
            className={s.out}
            icon={<SignOutRegular />}
            onClick={async () => {
              await consoleLogout();
              navigate('/console/login', { replace: true });
            }}
          >
            退出
          </Button>
        </div>
      </header>
      <main className={s.main}>
        <Outlet />
      </main>
    </div>
  );
}
