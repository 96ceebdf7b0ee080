/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_WEBSITE_URL?: string;
  readonly VITE_ANDROID_URL?: string;
  readonly VITE_IOS_URL?: string;
  readonly VITE_DESKTOP_URL?: string;
  readonly VITE_SUPPORT_URL?: string;
}
