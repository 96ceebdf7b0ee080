import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { AppLink } from '../components/AppLink';
import { Copyright } from '../components/Copyright';
import { Logo } from '../components/Logo';
import { LINKS } from '../config/site';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
    backgroundImage: `linear-gradient(180deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground2} 420px)`,
  },
  top: { textAlign: 'center', padding: '56px 16px 24px' },
  logo: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800 },
  desc: { display: 'block', marginTop: tokens.spacingVerticalS, color: tokens.colorNeutralForeground3 },
  main: { width: '100%', maxWidth: '400px', padding: '0 16px', boxSizing: 'border-box', flex: 1 },
  footer: { padding: '32px 16px 24px', textAlign: 'center' },
  links: {
    display: 'flex',
    gap: tokens.spacingHorizontalXL,
    justifyContent: 'center',
    flexWrap: 'wrap',
    marginBottom: tokens.spacingVerticalS,
  },
});

/** The login-side layout: logo, the form, and footer links to the website and the app downloads. */
export function UserLayout() {
  const s = useStyles();
  return (
    <div className={s.root}>
      <header className={s.top}>
        <RouterLink to="/Login" style={{ color: 'inherit', textDecoration: 'none' }}>
          <Logo size={44} className={s.logo} />
        </RouterLink>
        <Caption1 className={s.desc}>库存、销售、采购与财务，一站式云端管理</Caption1>
      </header>
      <main className={s.main}>
        <Outlet />
      </main>
      <footer className={s.footer}>
        <nav className={s.links} aria-label="官网与下载">
          <Link href={LINKS.website} target="_blank" rel="noopener">
            官网
          </Link>
          <AppLink to="/Download#android">Android</AppLink>
          <AppLink to="/Download#ios">iOS</AppLink>
          <AppLink to="/Download#desktop">桌面版</AppLink>
        </nav>
        <Caption1>
          <Copyright />
        </Caption1>
      </footer>
    </div>
  );
}
