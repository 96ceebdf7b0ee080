import { useMemo } from 'react';
import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp } from './brand';
import { useSettings } from './SettingsContext';

/** The app theme (light, in the primary colour) and the navigation theme (dark or light per settings). */
export function useThemes(): { app: Theme; nav: Theme } {
  const { color, theme } = useSettings().settings;
  return useMemo(() => {
    const brand = brandRamp(color);
    const app = createLightTheme(brand);
    const nav =
      theme === 'dark' ? { ...createDarkTheme(brand), colorNeutralBackground4: '#001529', colorNeutralBackground1: '#001529' } : app;
    return { app, nav };
  }, [color, theme]);
}
