import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the client listens: this machine only (seed §9: ws://127.0.0.1:22333). */
export const HOST = '127.0.0.1';
export const PORT = 22333;

export interface ClientOptions {
  /** 22333; tests pick a free port (0). */
  port: number;
  /** The servers whose pages may send jobs (`https://jxc.example.com`); none: only pages served from this machine. */
  origins: string[];
  /** Every job written to this folder instead of a printer (PRINT_CLIENT_OUT). */
  out?: string;
  /** A CJK font file (.ttf, .otf, .ttc) instead of the one found on the machine. */
  font?: string;
  /** Where receipts go when their template names no printer: tcp://192.168.1.50:9100, /dev/usb/lp0, COM3. */
  receiptPrinter?: string;
  /** Open the cash drawer with every receipt. */
  drawer: boolean;
}

/** The config file in the user's home: { "origins": [...], "out": ..., "font": ..., "receiptPrinter": ..., "drawer": true }. */
export const CONFIG_FILE = path.join(os.homedir(), '.jxc-print-client.json');

const list = (v: unknown): string[] | undefined =>
  v === undefined
    ? undefined
    : (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean);
const flag = (v: unknown) => (v === undefined ? undefined : v === true || /^(1|true|yes|on)$/i.test(String(v)));

function readConfigFile(file: string): Record<string, unknown> {
  if (!fs.existsSync(file)) return {};
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (e) {
    throw new Error(`配置文件 ${file} 不是有效的 JSON：${(e as Error).message}`);
  }
}

/** `--name value`, `--name=value` and bare `--flag` arguments. */
function parseArgs(argv: string[]): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) throw new Error(`不认识的参数：${argv[i]}`);
    const next = argv[i + 1];
    out[m[1]] = m[2] ?? (next !== undefined && !next.startsWith('--') ? (i++, next) : true);
  }
  return out;
}

/** The options from the arguments, else the environment (PRINT_CLIENT_*), else the config file in the user's home. */
export function readOptions(argv: string[], env: NodeJS.ProcessEnv = process.env, configFile = CONFIG_FILE): ClientOptions {
  const args = parseArgs(argv);
  const file = readConfigFile(typeof args.config === 'string' ? args.config : configFile);
  const pick = (arg: string, envName: string, key: string): unknown => args[arg] ?? env[envName] ?? file[key];
  const port = Number(pick('port', 'PRINT_CLIENT_PORT', 'port') ?? PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`端口（--port）应为 0 到 65535 的整数，收到 ${String(port)}`);
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return {
    port,
    origins: list(pick('origin', 'PRINT_CLIENT_ORIGINS', 'origins')) ?? [],
    out: text(pick('out', 'PRINT_CLIENT_OUT', 'out')),
    font: text(pick('font', 'PRINT_CLIENT_FONT', 'font')),
    receiptPrinter: text(pick('receipt-printer', 'PRINT_CLIENT_RECEIPT_PRINTER', 'receiptPrinter')),
    drawer: flag(pick('drawer', 'PRINT_CLIENT_DRAWER', 'drawer')) ?? false,
  };
}
