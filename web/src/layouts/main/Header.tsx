import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { Logo } from '../../components/Logo';
import { NoticeBell } from '../../components/notice/NoticeBell';
import { TopMenu } from './TopMenu';
import { UserMenu } from './UserMenu';

const useStyles = makeStyles({
  root: {
    display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, height: '56px', boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalM}`, backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  spacer: { flex: 1 },
});

interface Props {
  topMenu: boolean;
  /** Show the logo in the header (top menu, or while the side menu is closed). */
  showLogo: boolean;
  compact: boolean;
  onToggleNav?: () => void;
}

/** The header: menu toggle (or the top menu), then the notice bell and the user menu. */
export function Header({ topMenu, showLogo, compact, onToggleNav }: Props) {
  const s = useStyles();
  return (
    <div className={s.root}>
      {onToggleNav && <Button appearance="subtle" icon={<NavigationRegular />} aria-label="展开/收起菜单" onClick={onToggleNav} />}
      {showLogo && <Logo size={28} showName={!compact} />}
      {topMenu ? <TopMenu /> : <div className={s.spacer} />}
      <NoticeBell />
      <UserMenu compact={compact} />
    </div>
  );
}
