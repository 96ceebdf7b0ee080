import { useState } from 'react';
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  OverlayDrawer,
  Radio,
  RadioGroup,
  Switch,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular, DismissRegular, PaintBrushRegular } from '@fluentui/react-icons';
import { MSG } from '@jxc/services/contracts';
import { notifyError, notifySuccess } from '../../notify/bus';
import { COLOR_PRESETS, type UiSettings } from '../../settings/settings';
import { useSettings } from '../../settings/SettingsContext';

const useStyles = makeStyles({
  handle: {
    position: 'fixed',
    right: 0,
    top: '40%',
    zIndex: 10,
    borderRadius: `${tokens.borderRadiusMedium} 0 0 ${tokens.borderRadiusMedium}`,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL },
  swatches: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  swatch: { width: '24px', height: '24px', minWidth: '24px', padding: 0, borderRadius: tokens.borderRadiusSmall, color: '#fff' },
});

type BoolKey = { [K in keyof UiSettings]: UiSettings[K] extends boolean ? K : never }[keyof UiSettings];

const SWITCHES: [BoolKey, string][] = [
  ['fixedHeader', '固定 Header'],
  ['autoHideHeader', '下滑时隐藏 Header'],
  ['fixSiderbar', '固定侧边菜单'],
  ['weak', '色弱模式'],
  ['multiTab', '多页签模式'],
];

/** Development-only page settings (seed §2); the chosen values persist in localStorage. */
export function SettingsDrawer() {
  const s = useStyles();
  const { settings, update } = useSettings();
  const [open, setOpen] = useState(false);

  const copy = () =>
    navigator.clipboard.writeText(JSON.stringify(settings, null, 2)).then(
      () => notifySuccess(MSG.copyOk),
      () => notifyError(MSG.copyFailed),
    );

  return (
    <>
      <Button className={s.handle} appearance="primary" icon={<PaintBrushRegular />} aria-label="页面设置" onClick={() => setOpen(true)} />
      <OverlayDrawer position="end" open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DrawerHeader>
          <DrawerHeaderTitle
            action={<Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={() => setOpen(false)} />}
          >
            页面设置（仅开发环境）
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={s.body}>
          <Field label="导航主题">
            <RadioGroup layout="horizontal" value={settings.theme} onChange={(_, d) => update({ theme: d.value as UiSettings['theme'] })}>
              <Radio value="dark" label="暗色" />
              <Radio value="light" label="亮色" />
            </RadioGroup>
          </Field>
          <Field label="主题色">
            <div className={s.swatches} role="radiogroup" aria-label="主题色">
              {COLOR_PRESETS.map((p) => (
                <Tooltip key={p.color} content={p.name} relationship="label">
                  <Button
                    role="radio"
                    aria-checked={settings.color === p.color}
                    className={s.swatch}
                    style={{ backgroundColor: p.color }}
                    icon={settings.color === p.color ? <CheckmarkRegular /> : undefined}
                    onClick={() => update({ color: p.color })}
                  />
                </Tooltip>
              ))}
            </div>
          </Field>
          <Field label="导航模式">
            <RadioGroup
              layout="horizontal"
              value={settings.layout}
              onChange={(_, d) => update({ layout: d.value as UiSettings['layout'] })}
            >
              <Radio value="sidemenu" label="侧边菜单" />
              <Radio value="topmenu" label="顶部菜单" />
            </RadioGroup>
          </Field>
          <Field label="内容区域宽度">
            <RadioGroup
              layout="horizontal"
              value={settings.contentWidth}
              onChange={(_, d) => update({ contentWidth: d.value as UiSettings['contentWidth'] })}
            >
              <Radio value="Fluid" label="流式" />
              <Radio value="Fixed" label="定宽" />
            </RadioGroup>
          </Field>
          {SWITCHES.map(([key, label]) => (
            <Switch
              key={key}
              label={label}
              checked={settings[key]}
              disabled={key === 'autoHideHeader' && !settings.fixedHeader}
              onChange={(_, d) => update({ [key]: d.checked })}
            />
          ))}
          <Button icon={<CopyRegular />} onClick={copy}>
            拷贝设置
          </Button>
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}
