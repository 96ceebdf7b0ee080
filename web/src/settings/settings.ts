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
  fixSiderbar: false,
  weak: false,
  multiTab: true,
};

// A prefix of its own: logging out clears the session prefix but keeps these.
const store = createStorage(typeof localStorage === 'undefined' ? memoryBackend() : localStorage, 'jxc_ui__');

export const loadSettings = (): UiSettings => ({ ...DEFAULT_SETTINGS, ...store.get<Partial<UiSettings>>('settings', {}) });
export const saveSettings = (s: UiSettings) => store.set('settings', s);
