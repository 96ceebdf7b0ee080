import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadSettings, saveSettings, type UiSettings } from './settings';

interface SettingsValue {
  settings: UiSettings;
  update: (patch: Partial<UiSettings>) => void;
}

const SettingsCtx = createContext<SettingsValue | null>(null);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(loadSettings);
  const update = useCallback((patch: Partial<UiSettings>) => setSettings((s) => ({ ...s, ...patch })), []);
  useEffect(() => {
    saveSettings(settings);
    document.documentElement.classList.toggle('colorWeak', settings.weak);
  }, [settings]);
  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return <SettingsCtx.Provider value={value}>{children}</SettingsCtx.Provider>;
}

export function useSettings(): SettingsValue {
  const ctx = useContext(SettingsCtx);
  if (!ctx) throw new Error('useSettings outside SettingsProvider');
  return ctx;
}
