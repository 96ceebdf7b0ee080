import fs from 'node:fs';
import { isSea } from 'node:sea';
import { version } from '../../package.json';
import { readOptions } from '../options';
import { parseLink, updateFrom } from '../update/update';
import { install, uninstall } from './install';
import { runsInstalled } from './places';
import { listening, rememberServing } from './running';
import { tellWindows } from './windows';

/** A message to the user: the console, or a message box on Windows (where the client has no console window). */
function say(text: string) {
  if (process.platform === 'win32' && isSea()) tellWindows(text);
  else console.log(text);
}

const serverArg = (argv: string[]) => {
  const at = argv.findIndex((a) => a === '--server' || a.startsWith('--server='));
  return at < 0 ? undefined : argv[at].includes('=') ? argv[at].slice('--server='.length) : argv[at + 1];
};

/**
 * What the executable does before it serves: `--version`; `--install [--server URL]`, also on the first start of a
 * downloaded executable without arguments; `--uninstall`; a `jxcprint://` link, which updates the client when it
 * names a newer version and else starts it unless one already listens. Answers the arguments to serve with, or
 * nothing when the process is done.
 */
export async function beforeStart(given: string[]): Promise<string[] | undefined> {
  // Finder adds a process serial number (-psn_0_1234) to an app it opens on older macOS.
  let argv = given.filter((a) => !a.startsWith('-psn_'));
  const port = () => readOptions([]).port;
  if (argv[0] === '--version') return void console.log(version);
  if (argv[0] === '--install') return void say(await install(port(), serverArg(argv)));
  if (argv[0] === '--uninstall') return void say(await uninstall(port()));
  if (/^jxcprint:/i.test(argv[0] ?? '')) {
    const link = parseLink(argv[0]);
    const options = readOptions([]);
    const updated = link && (await updateFrom(link, options.origins, options.port).catch((e: Error) => void say(e.message)));
    if (updated) return undefined;
    if (await listening(options.port)) return undefined;
    argv = [];
  } else if (!argv.length && isSea() && !runsInstalled()) {
    return void say(await install(port()));
  }
  if (isSea()) {
    fs.rmSync(`${process.execPath}.old`, { force: true });
    rememberServing();
  }
  return argv;
}
