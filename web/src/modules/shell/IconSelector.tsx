import { Button, Caption1, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { MSG } from '@jxc/services/contracts';
import { MENU_ICON_NAMES, MenuIcon } from '../../components/MenuIcon';
import { notifyError, notifySuccess } from '../../notify/bus';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: tokens.spacingHorizontalS },
  icon: { height: '88px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

const copy = async (name: string) => {
  try {
    await navigator.clipboard.writeText(name);
    notifySuccess(MSG.copyOk, name);
  } catch {
    notifyError(MSG.copyFailed);
  }
};

/** /other/icon-selector (where /other leads): the icons a menu entry may take; a click copies the name. */
export function IconSelector() {
  const s = useStyles();
  return (
    <Card className={s.card}>
      <Subtitle2 as="h1">图标选择器</Subtitle2>
      <Caption1 className={s.muted}>点击图标复制它的名称，用于菜单配置。</Caption1>
      <div className={s.grid}>
        {MENU_ICON_NAMES.map((name) => (
          <Button key={name} className={s.icon} appearance="subtle" aria-label={`复制图标名称 ${name}`} onClick={() => void copy(name)}>
            <MenuIcon name={name} />
            <Caption1>{name}</Caption1>
          </Button>
        ))}
      </div>
    </Card>
  );
}
