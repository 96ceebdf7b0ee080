import os from 'node:os';
import path from 'node:path';

/** Where the client installs itself for the user (no administrator needed), and the files that register it. */
export const APP_NAME = '云进销存打印客户端';
/** Which process to stop before replacing the executable: the client writes its id here when it starts serving. */
export const pidFile = () => path.join(os.homedir(), '.jxc-print-client.pid');

const xdg = (name: 'XDG_DATA_HOME' | 'XDG_CONFIG_HOME', fallback: string) => process.env[name] || path.join(os.homedir(), fallback);

export const linuxPlaces = () => {
  const applications = path.join(xdg('XDG_DATA_HOME', '.local/share'), 'applications');
  return {
    exe: path.join(os.homedir(), '.local', 'bin', 'jxc-print'),
    applications,
    desktopEntry: path.join(applications, 'jxcprint.desktop'),
    autostart: path.join(xdg('XDG_CONFIG_HOME', '.config'), 'autostart', 'jxcprint.desktop'),
  };
};

export const windowsPlaces = () => {
  const dir = path.join(process.env.LOCALAPPDATA || path.join(os.homedir(), 'AppData', 'Local'), 'Programs', 'JxcPrint');
  return { dir, exe: path.join(dir, 'jxc-print.exe') };
};

export const macPlaces = () => {
  const app = path.join(os.homedir(), 'Applications', 'JxcPrint.app');
  return {
    app,
    exe: path.join(app, 'Contents', 'MacOS', 'jxc-print'),
    plist: path.join(app, 'Contents', 'Info.plist'),
    agent: path.join(os.homedir(), 'Library', 'LaunchAgents', 'cn.yunjxc.print.plist'),
  };
};

/** The installed executable of this platform. */
export function installedExe(platform = process.platform): string {
  if (platform === 'win32') return windowsPlaces().exe;
  if (platform === 'darwin') return macPlaces().exe;
  return linuxPlaces().exe;
}

/** Whether this process runs the installed executable (Windows paths compare without case). */
export function runsInstalled(platform = process.platform): boolean {
  const [running, installed] = [process.execPath, installedExe(platform)].map((f) => path.resolve(f));
  return platform === 'win32' ? running.toLowerCase() === installed.toLowerCase() : running === installed;
}
