import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { Logo } from '../../components/Logo';
import { NoticeBell } from '../../components/notice/NoticeBell';
import { PendingBadge } from '../../modules/offline';
import { useSession } from '../../session/useSession';
import { TopMenu } from './TopMenu';
import { UserMenu } from './UserMenu';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '56px',
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  spacer: { flex: 1 },
  company: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    maxWidth: '220px',
    color: tokens.colorNeutralForeground2,
  },
  companyLogo: { height: '28px', maxWidth: '56px', objectFit: 'contain' },
  companyName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** The company's logo (公司信息) and, with room, its name. */
function CompanyMark({ compact }: { compact: boolean }) {
  const s = useStyles();
  const { company_Logo: logo, Company_Name: name } = useSession();
  if (!logo && (compact || !name)) return null;
  return (
    <span className={s.company} title={name}>
      {logo && <img className={s.companyLogo} src={logo} alt={`${name}标志`} />}
      {!compact && <Caption1 className={s.companyName}>{name}</Caption1>}
    </span>
  );
}

interface Props {
  topMenu: boolean;
  /** Show the logo in the header (top menu, or while the side menu is closed). */
  showLogo: boolean;
  compact: boolean;
  onToggleNav?: () => void;
}

/** The header: menu toggle (or the top menu), then the company's mark, the notice bell and the user menu. */
export function Header({ topMenu, showLogo, compact, onToggleNav }: Props) {
  const s = useStyles();
  return (
    <div className={s.root}>
      {onToggleNav && <Button appearance="subtle" icon={<NavigationRegular />} aria-label="展开/收起菜单" onClick={onToggleNav} />}
      {showLogo && <Logo size={28} showName={!compact} />}
      {topMenu ? <TopMenu /> : <div className={s.spacer} />}
      <CompanyMark compact={compact} />
      <PendingBadge />
      <NoticeBell />
      <UserMenu compact={compact} />
    </div>
  );
}
