import { platformOfAgent, printClientDownloadPath, type PrintClientPlatform } from '@jxc/services/contracts';
import { LINKS } from '../../config/site';
import { startLinkFor, withRandomId } from './client';

/** This computer's platform, as the server would choose it from the browser's User-Agent. */
export const thisPlatform = (): PrintClientPlatform => platformOfAgent(navigator.userAgent);

/** The print client's download (下载客户端 → 桌面版): the server's for the platform, unless the deployment links its own (VITE_DESKTOP_URL). */
export const installerPath = (platform = thisPlatform()) => LINKS.desktop ?? printClientDownloadPath(platform);

const installer = () => new URL(installerPath(), window.location.href).href;

export const downloadLink = () => withRandomId(installer());
export const startLink = () => startLinkFor(installer());
