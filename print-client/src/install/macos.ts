import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { version } from '../../package.json';
import { APP_NAME, macPlaces } from './places';

const LSREGISTER = '/System/Library/Frameworks/CoreServices.framework/Frameworks/LaunchServices.framework/Support/lsregister';
const ID = 'cn.yunjxc.print';

const plist = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0"><dict>\n${body}\n</dict></plist>\n`;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A minimal app bundle in ~/Applications whose CFBundleURLTypes claims jxcprint:// (registered with Launch Services),
 * and a LaunchAgent that starts it at sign-in. macOS hands the link to an app as an Apple Event, not an argument: the
 * link starts the client, and updates come from running the newer download.
 */
export function registerMac(exe: string) {
  const places = macPlaces();
  fs.writeFileSync(
    places.plist,
    plist(
      [
        `<key>CFBundleIdentifier</key><string>${ID}</string>`,
        `<key>CFBundleName</key><string>${APP_NAME}</string>`,
        `<key>CFBundleExecutable</key><string>${path.basename(exe)}</string>`,
        '<key>CFBundlePackageType</key><string>APPL</string>',
        `<key>CFBundleShortVersionString</key><string>${version}</string>`,
        '<key>LSUIElement</key><true/>',
        `<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLName</key><string>${ID}</string><key>CFBundleURLSchemes</key><array><string>jxcprint</string></array></dict></array>`,
      ].join('\n'),
    ),
  );
  fs.mkdirSync(path.dirname(places.agent), { recursive: true });
  fs.writeFileSync(
    places.agent,
    plist(
      `<key>Label</key><string>${ID}</string>\n<key>ProgramArguments</key><array><string>${escape(exe)}</string></array>\n<key>RunAtLoad</key><true/>`,
    ),
  );
  // The copy keeps the download's quarantine mark, which would stop Launch Services from opening the app by the link.
  execFileSync('xattr', ['-dr', 'com.apple.quarantine', places.app], { stdio: 'ignore' });
  if (fs.existsSync(LSREGISTER)) execFileSync(LSREGISTER, ['-f', places.app], { stdio: 'ignore' });
}

export function unregisterMac() {
  const places = macPlaces();
  if (fs.existsSync(LSREGISTER)) execFileSync(LSREGISTER, ['-u', places.app], { stdio: 'ignore' });
  fs.rmSync(places.agent, { force: true });
  fs.rmSync(places.app, { recursive: true, force: true });
}
