import { PRINT_CLIENT_SOCKET } from '@jxc/services/contracts';

/**
 * The local print client (seed §7, §9): it listens on a WebSocket of this machine, a custom-protocol link starts it
 * (or updates it to `version`), and the desktop download installs it (installer.ts).
 */
export const PRINT_CLIENT = {
  socket: PRINT_CLIENT_SOCKET,
  protocol: 'jxcprint',
  version: '1.0.0',
} as const;

/** A download link with a random query id from 0 to 9999, so that no cache serves an older installer. */
export const withRandomId = (url: string, random = Math.random) => `${url}?id=${Math.floor(random() * 10000)}`;

/** The custom-protocol link that starts the client, which updates itself from `installer` when older than `version`. */
export const startLinkFor = (installer: string) =>
  `${PRINT_CLIENT.protocol}://${encodeURIComponent(JSON.stringify({ type: 'update', url: installer, ver: PRINT_CLIENT.version }))}`;
