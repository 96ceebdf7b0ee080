import { createStorage, memoryBackend } from '../session/storage';

/** User interface settings (seed §3). */
export interface UiSettings {
  /** Desktop sidebar open. */
  sidebar: boolean;
  /** Navigation theme. */
  theme: 'dark' | 'light';
  /** Primary colour. */
  color: string;
  layout: 'sidemenu' | 'topmenu';
  contentWidth: 'Fluid' | 'Fixed';
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  /** Colour-weak mode. */
  weak: boolean;
  multiTab: boolean;
}

export const PRIMARY_COLOR = '#1890FF';

export const COLOR_PRESETS: readonly { name: string; color: string }[] = [
  { name: '拂晓蓝（默认）', color: PRIMARY_COLOR },
  { name: '薄暮', color: '#F5222D' },
  { name: '火山', color: '#FA541C' },
  { name: '日暮', color: '#FAAD14' },
  { name: '明青', color: '#13C2C2' },
  { name: '极光绿', color: '#52C41A' },
  { name: '极客蓝', color: '#2F54EB' },
  { name: '酱紫', color: '#722ED1' },
];

export const DEFAULT_SETTINGS: UiSettings = {
  sidebar: true,
  theme: 'dark',
  color: PRIMARY_COLOR,
  layout: 'sidemenu',
  contentWidth: 'Fluid',
  fixedHeader: true,
  autoHideHeader: false,
  fixSiderbar: true,
  weak: false,
  multiTab: true,
};

// A prefix of its own: logging out clears the session prefix but keeps these.
const store = createStorage(typeof localStorage === 'undefined' ? memoryBackend() : localStorage, 'jxc_ui__');

/** What the user chose: the settings that differ from the defaults (a changed default then reaches the others). */
export const choicesOf = (s: UiSettings): Partial<UiSettings> =>
  Object.fromEntries(Object.entries(s).filter(([k, v]) => DEFAULT_SETTINGS[k as keyof UiSettings] !== v));

/**
 * The settings from the choices kept, or, before choices were kept, from the whole settings kept then (the defaults of
 * then included): of those only the menu's open state could be chosen outside development, so only it is taken over.
 */
export const keptSettings = (choices: Partial<UiSettings> | null, formerly: Partial<UiSettings> | null): UiSettings => ({
  ...DEFAULT_SETTINGS,
  ...(choices ?? (formerly?.sidebar === false ? { sidebar: false } : {})),
});

export const loadSettings = (): UiSettings =>
  keptSettings(store.get<Partial<UiSettings> | null>('choices', null), store.get<Partial<UiSettings> | null>('settings', null));
export const saveSettings = (s: UiSettings) => {
  store.set('choices', choicesOf(s));
  store.remove('settings');
};
