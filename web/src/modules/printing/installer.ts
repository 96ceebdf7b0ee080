import { LINKS } from '../../config/site';
import { startLinkFor, withRandomId } from './client';

/** The print client comes with the desktop download (下载客户端 → 桌面版, 支持本地打印). */
const installer = () => new URL(LINKS.desktop, window.location.href).href;

export const downloadLink = () => withRandomId(installer());
export const startLink = () => startLinkFor(installer());
