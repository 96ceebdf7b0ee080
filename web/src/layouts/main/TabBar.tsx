import type { KeyboardEvent, MouseEvent } from 'react';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { HOME_KEY, type CloseKind } from './tabs';
import { useTabs } from './useTabs';

const useStyles = makeStyles({
  root: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowX: 'auto',
    padding: `0 ${tokens.spacingHorizontalS}`,
  },
  close: {
    display: 'inline-flex',
    marginLeft: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusSmall,
    color: tokens.colorNeutralForeground3,
    ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover, color: tokens.colorNeutralForeground1 },
  },
});

const COMMANDS: [CloseKind, string][] = [
  ['current', '关闭当前'],
  ['right', '关闭右侧'],
  ['left', '关闭左侧'],
  ['all', '关闭全部'],
];

/** The multi-tab bar. Right-click (or the context-menu key) on a tab opens the close commands; Delete closes it. */
export function TabBar() {
  const s = useStyles();
  const { tabs, activeKey, close, open } = useTabs();

  const onKeyDown = (key: string) => (e: KeyboardEvent) => {
    if (e.key === 'Delete') close(key, 'current');
  };
  const onDismiss = (key: string) => (e: MouseEvent) => {
    e.stopPropagation();
    close(key, 'current');
  };

  return (
    <div className={s.root}>
      <TabList
        size="small"
        selectedValue={activeKey}
        onTabSelect={(_, d) => {
          const tab = tabs.find((t) => t.key === d.value);
          if (tab) open(tab);
        }}
        aria-label="已打开的页面"
      >
        {tabs.map((t) => (
          <Menu key={t.key} openOnContext>
            <MenuTrigger disableButtonEnhancement>
              <Tab value={t.key} onKeyDown={onKeyDown(t.key)} title={t.title}>
                {t.title || t.key}
                {t.key !== HOME_KEY && (
                  <span className={s.close} onClick={onDismiss(t.key)} aria-hidden>
                    <DismissRegular fontSize={12} />
                  </span>
                )}
              </Tab>
            </MenuTrigger>
            <MenuPopover>
              <MenuList aria-label={`${t.title}标签操作`}>
                {COMMANDS.map(([kind, label]) => (
                  <MenuItem key={kind} onClick={() => close(t.key, kind)}>
                    {label}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        ))}
      </TabList>
    </div>
  );
}
