import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APP_NAME, linuxPlaces } from './places';

const has = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** An Exec= argument as the desktop entry specification quotes it. */
const quoted = (file: string) => `"${file.replace(/(["`$\\])/g, '\\$1')}"`;

const entry = (exe: string, lines: string[]) =>
  ['[Desktop Entry]', 'Type=Application', `Name=${APP_NAME}`, 'Comment=网页单据静默打印到本机打印机', 'Terminal=false', ...lines, ''].join(
    '\n',
  );

/**
 * The jxcprint:// link through a desktop entry (MimeType x-scheme-handler/jxcprint, made the default with xdg-mime),
 * and a start with the desktop session through an autostart entry.
 */
export function registerLinux(exe: string) {
  const places = linuxPlaces();
  fs.mkdirSync(places.applications, { recursive: true });
  fs.writeFileSync(places.desktopEntry, entry(exe, [`Exec=${quoted(exe)} %u`, 'NoDisplay=true', 'MimeType=x-scheme-handler/jxcprint;']));
  fs.mkdirSync(path.dirname(places.autostart), { recursive: true });
  fs.writeFileSync(places.autostart, entry(exe, [`Exec=${quoted(exe)}`, 'X-GNOME-Autostart-enabled=true']));
  if (!has('xdg-mime')) throw new Error('没有找到 xdg-mime（Debian/Ubuntu：sudo apt install xdg-utils），无法注册 jxcprint:// 链接');
  execFileSync('xdg-mime', ['default', 'jxcprint.desktop', 'x-scheme-handler/jxcprint'], { stdio: 'ignore' });
  if (has('update-desktop-database')) execFileSync('update-desktop-database', [places.applications], { stdio: 'ignore' });
}

export function unregisterLinux() {
  const places = linuxPlaces();
  for (const file of [places.desktopEntry, places.autostart]) fs.rmSync(file, { force: true });
  if (has('update-desktop-database')) execFileSync('update-desktop-database', [places.applications], { stdio: 'ignore' });
}
