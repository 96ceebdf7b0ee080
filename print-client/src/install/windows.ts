import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { getAsset } from 'node:sea';
import { APP_NAME } from './places';

const CLASSES = 'HKCU\\Software\\Classes\\jxcprint';
const RUN = 'HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run';
/** pdf-to-printer prints through this SumatraPDF, looked for beside the executable (the release packs it as an asset). */
const SUMATRA = 'SumatraPDF-3.4.6-32.exe';

const reg = (...args: string[]) => execFileSync('reg', args, { stdio: 'ignore', windowsHide: true });

/** The jxcprint:// link (a URL Protocol class of the user) and a start at sign-in (the user's Run key). */
export function registerWindows(exe: string) {
  fs.writeFileSync(path.join(path.dirname(exe), SUMATRA), Buffer.from(getAsset(SUMATRA)));
  reg('add', CLASSES, '/ve', '/d', `URL:${APP_NAME}`, '/f');
  reg('add', CLASSES, '/v', 'URL Protocol', '/d', '', '/f');
  reg('add', `${CLASSES}\\shell\\open\\command`, '/ve', '/d', `"${exe}" "%1"`, '/f');
  reg('add', RUN, '/v', 'JxcPrint', '/d', `"${exe}"`, '/f');
}

export function unregisterWindows() {
  for (const args of [
    [CLASSES, '/f'],
    [RUN, '/v', 'JxcPrint', '/f'],
  ]) {
    try {
      reg('delete', ...args);
    } catch {
      // not registered
    }
  }
}

/** A message box, as the client has no console window on Windows. */
export function tellWindows(text: string) {
  const script = `Add-Type -AssemblyName PresentationFramework; [System.Windows.MessageBox]::Show('${text.replace(/'/g, "''")}', '${APP_NAME}')`;
  execFileSync('powershell.exe', ['-NoProfile', '-Command', script], { stdio: 'ignore', windowsHide: true });
}
