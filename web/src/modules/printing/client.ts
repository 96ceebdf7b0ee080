import { LINKS } from '../../config/site';

/**
 * The local print client (seed §7, §9): it listens on a WebSocket of this machine, a custom-protocol link starts it
 * (or updates it to `version`), and the desktop download installs it.
 */
export const PRINT_CLIENT = {
  socket: 'ws://127.0.0.1:22333',
  protocol: 'jxcprint',
  version: '1.0.0',
  download: LINKS.desktop,
} as const;

/** The download link with a random query id from 0 to 9999, so that no cache serves an older installer. */
export const downloadLink = (random = Math.random) => `${PRINT_CLIENT.download}?id=${Math.floor(random() * 10000)}`;

/** The custom-protocol link that starts the client, which updates itself from the download when older than `version`. */
export const startLink = (origin: string) =>
  `${PRINT_CLIENT.protocol}://${encodeURIComponent(JSON.stringify({ type: 'update', url: new URL(PRINT_CLIENT.download, origin).href, ver: PRINT_CLIENT.version }))}`;
