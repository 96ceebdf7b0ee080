export const PRINT_CLIENT_PLATFORMS = ['windows', 'macos', 'linux'] as const;
export type PrintClientPlatform = (typeof PRINT_CLIENT_PLATFORMS)[number];

export const PRINT_CLIENT_PLATFORM_NAMES: Record<PrintClientPlatform, string> = { windows: 'Windows', macos: 'macOS', linux: 'Linux' };

/** Where the server serves the packaged client: `/download/print-client/{platform}`; without one it redirects by User-Agent. */
export const PRINT_CLIENT_DOWNLOAD = '/download/print-client';

/** Each platform's executable as `npm run print-client:release` writes it into the release folder. */
export const PRINT_CLIENT_FILES: Record<PrintClientPlatform, string> = {
  windows: 'jxc-print-windows.exe',
  macos: 'jxc-print-macos',
  linux: 'jxc-print-linux',
};

/**
 * The computer a User-Agent names: a browser's, or the client's own when it updates itself (`jxc-print/1.0.0 (Linux)`).
 * Windows when it names none, as most shops' computers are.
 */
export function platformOfAgent(agent = ''): PrintClientPlatform {
  if (/Windows/i.test(agent)) return 'windows';
  if (/Macintosh|Mac OS X|Darwin/i.test(agent) && !/iPhone|iPad/i.test(agent)) return 'macos';
  if (/Linux|X11|CrOS/i.test(agent) && !/Android/i.test(agent)) return 'linux';
  return 'windows';
}

export const printClientDownloadPath = (platform: PrintClientPlatform) => `${PRINT_CLIENT_DOWNLOAD}/${platform}`;

/**
 * The server's origin, stamped after the executable's last byte as it is downloaded (`\n#jxcprint-server=https://…\n`):
 * the client installs itself with pages of that origin allowed, and takes updates only from there.
 */
const STAMP = '\n#jxcprint-server=';
export const stampOf = (origin: string) => `${STAMP}${origin}\n`;
/** The origin stamped at the end of an executable's last bytes, if any. */
export function stampedOrigin(tail: string): string | undefined {
  const at = tail.lastIndexOf(STAMP);
  const origin = at < 0 ? '' : tail.slice(at + STAMP.length).replace(/\n$/, '');
  return /^https?:\/\/[^/\s]+$/.test(origin) ? origin : undefined;
}
