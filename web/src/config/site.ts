/** Product name and outside links. Links can be set per deployment with VITE_* variables at build time. */
export const PRODUCT_NAME = '云进销存';

const env = import.meta.env;

export const LINKS = {
  website: env.VITE_WEBSITE_URL ?? '/',
  android: env.VITE_ANDROID_URL ?? '/download/yunjxc.apk',
  ios: env.VITE_IOS_URL ?? '/download/ios',
  /** Unset: the server's print client for the computer's platform (printing/installer.ts). */
  desktop: env.VITE_DESKTOP_URL as string | undefined,
  support: env.VITE_SUPPORT_URL ?? env.VITE_WEBSITE_URL ?? '/',
} as const;

export const pageTitle = (title?: string) => (title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME);
