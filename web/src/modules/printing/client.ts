import { version } from '@jxc/print-client/package.json';
import { isNewer } from '@jxc/print-client/src/version';
import { PRINT_CLIENT_SOCKET } from '@jxc/services/contracts';

/**
 * The local print client (seed §7, §9): it listens on a WebSocket of this machine, a custom-protocol link starts it
 * (or updates it to `version`, print-client/package.json's), and the desktop download installs it (installer.ts).
 */
export const PRINT_CLIENT = {
  socket: PRINT_CLIENT_SOCKET,
  protocol: 'jxcprint',
  version,
} as const;

/** A download link with a random query id from 0 to 9999, so that no cache serves an older installer. */
export const withRandomId = (url: string, random = Math.random) => `${url}?id=${Math.floor(random() * 10000)}`;

/**
 * The custom-protocol link that starts the client, which updates itself from `installer` (this server's download for
 * its platform, the only origin it takes updates from) when older than `version`.
 */
export const startLinkFor = (installer: string) =>
  `${PRINT_CLIENT.protocol}://${encodeURIComponent(JSON.stringify({ type: 'update', url: installer, ver: PRINT_CLIENT.version }))}`;

/** Whether the client on this computer (the version it announced) is older than the one this server offers. */
export const isOutdated = (announced: string | null) => !!announced && isNewer(PRINT_CLIENT.version, announced);
