import type { ResolvedTemplate } from '@jxc/services/contracts';
import { getSession } from '../../session/session';
import { PRINT_CLIENT } from './client';
import type { Digits } from './values';

/** The bridge's messages (seed §8). */
export const BRIDGE_MESSAGES = {
  dataFailed: '载入报表数据失败，响应消息：',
  templateFailed: '载入报表模板失败，响应消息：',
  noTemplateUrl: '在参数中没有定义报表模板的URL，报表不能生成！',
  notCreated: 'WebSocket没有创建，无法发送数据！',
  connecting: 'WebSocket正在连接中，暂不能发送数据！',
  unsupported: '当前浏览器不支持HTML5的WebSocket，请选用更新版本的浏览器！',
  noClient: '报表插件没有启动或安装?',
} as const;

/** A URL the bridge loads, with what a POST sends. */
export interface Source {
  url: string;
  params?: Record<string, unknown>;
}

/** What the screen already holds, sent as it is (the labels chosen, the label settings being tried). */
export interface Inline {
  content: unknown;
}

export interface PrintJob {
  type: 'print';
  /** The template by URL (UserPrinttemplate/Detail, or a template file), or at hand. */
  report?: Source | Inline;
  /** The document's data by URL (its Detail call), or at hand. */
  data: Source | Inline;
  digits: Digits;
}

/**
 * How a print ended: `printed` by the client (on `printer`), `sent` to a client that answers no outcome, `failed` at
 * the printer (with the job the client keeps for 重试), no client (the seed's dialog), or an alert.
 */
export type BridgeOutcome =
  | { kind: 'printed'; template: ResolvedTemplate; printer: string }
  | { kind: 'sent'; template: ResolvedTemplate }
  | { kind: 'failed'; template: ResolvedTemplate; message: string; retryJob?: string }
  | { kind: 'noClient' }
  | { kind: 'alert'; message: string };

/** What the print client answers (print-client/src/protocol.ts). */
type Answer =
  | { type: 'version'; version: string }
  | { type: 'printers'; printers: ClientPrinter[] }
  | { type: 'printed'; jobId: string; printer: string }
  | { type: 'failed'; jobId?: string; message: string; retry: boolean };

export interface ClientPrinter {
  name: string;
  isDefault: boolean;
}

/** How long a print may take before the client's silence is reported. */
const ANSWER_MS = 120_000;

/** Template and data files (.grf, .txt, .xml, .json) are fetched with GET, every other URL (the API) with POST (seed §7). */
export const methodOf = (url: string) => (/\.(grf|txt|xml|json)(?:[?#]|$)/i.test(url) ? 'GET' : 'POST');

type Envelope = { invState: number; returnData: unknown };
const isEnvelope = (body: unknown): body is Envelope => !!body && typeof body === 'object' && 'invState' in body;
/** An API answer's returnData; a file's content as it is. */
const contentOf = (body: unknown) => (isEnvelope(body) ? body.returnData : body);
const succeeded = (body: unknown) => !isEnvelope(body) || body.invState === 1;

type Loaded = { ok: true; content: unknown } | { ok: false; text: string };

/** GET or POST with the token in a `token` header and a JSON body; a failure answers the response text. */
export async function load(source: Source): Promise<Loaded> {
  const method = methodOf(source.url);
  try {
    const res = await fetch(source.url, {
      method,
      headers: { 'Content-Type': 'application/json', token: getSession().token },
      body: method === 'POST' ? JSON.stringify(source.params ?? {}) : undefined,
    });
    const text = await res.text();
    const body: unknown = JSON.parse(text || 'null');
    return res.ok && succeeded(body) ? { ok: true, content: contentOf(body) } : { ok: false, text };
  } catch (e) {
    return { ok: false, text: e instanceof Error ? e.message : String(e) };
  }
}

/** The data a report prints: the response's returnData with its list emptied (seed §7). */
export const reportData = (content: unknown) => ({ ...(content as Record<string, unknown>), list: [] });

/** Loads a job's template and data, as the print client and the browser page both print them. */
export async function loadJob(
  job: Pick<PrintJob, 'report' | 'data'>,
): Promise<{ ok: true; template: ResolvedTemplate; data: unknown } | { ok: false; message: string; url?: string }> {
  if (!job.report) return { ok: false, message: BRIDGE_MESSAGES.noTemplateUrl };
  const template = 'url' in job.report ? await load(job.report) : { ok: true as const, content: job.report.content };
  if (!template.ok) return { ok: false, message: BRIDGE_MESSAGES.templateFailed + template.text, url: (job.report as Source).url };
  if (!('url' in job.data)) return { ok: true, template: template.content as ResolvedTemplate, data: job.data.content };
  const data = await load(job.data);
  if (!data.ok) return { ok: false, message: BRIDGE_MESSAGES.dataFailed + data.text, url: job.data.url };
  return { ok: true, template: template.content as ResolvedTemplate, data: reportData(data.content) };
}

const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * What the print client receives, one JSON text: the job's type, the template and the data each with the URL it
 * came from, and the printer options of the template (printer, copies, paper in mm), with the company's decimals.
 */
export function clientMessage(job: PrintJob, template: ResolvedTemplate, data: unknown, jobId?: string) {
  const from = (s: Source) => ({ url: absolute(s.url), method: methodOf(s.url), params: s.params ?? {} });
  return {
    type: job.type,
    jobId,
    report: 'url' in job.report! ? { ...from(job.report), content: template } : { content: template },
    data: 'url' in job.data ? { ...from(job.data), content: data } : { content: data },
    printer: { name: template.printer, copies: template.copies, paper: template.paper },
    digits: job.digits,
  };
}

let socket: WebSocket | null = null;
/** The version the connected client announced; a client that announces none answers no outcomes either. */
let clientVersion: string | null = null;
/** Who waits for an answer: a job by its id, the printer list by 'printers'. */
const waiting = new Map<string, (answer: Answer) => void>();

function listen(ws: WebSocket) {
  ws.onmessage = (e: MessageEvent) => {
    let answer: Answer;
    try {
      answer = JSON.parse(String(e.data)) as Answer;
    } catch {
      return;
    }
    if (answer.type === 'version') clientVersion = answer.version;
    const key = answer.type === 'printers' ? 'printers' : 'jobId' in answer ? answer.jobId : undefined;
    if (key) waiting.get(key)?.(answer);
  };
}

/** The client's socket, opened once and kept; null when nothing answers on the port (not started, not installed). */
function connect(): Promise<WebSocket | null> {
  if (socket?.readyState === WebSocket.OPEN) return Promise.resolve(socket);
  return new Promise((resolve) => {
    const ws = new WebSocket(PRINT_CLIENT.socket);
    socket = ws;
    clientVersion = null;
    listen(ws);
    ws.onopen = () => resolve(ws);
    ws.onerror = () => {
      if (socket === ws) socket = null;
      resolve(null);
    };
    ws.onclose = () => {
      if (socket === ws) {
        socket = null;
        for (const [key, answer] of waiting) answer({ type: 'failed', jobId: key, message: '打印客户端断开了连接', retry: false });
      }
      resolve(null);
    };
  });
}

/** Sends a message and waits for the client's answer under `key`; silence past ANSWER_MS is a failure. */
function exchange(key: string, message: unknown, ms = ANSWER_MS): Promise<Answer> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done({ type: 'failed', jobId: key, message: '打印客户端没有回复打印结果', retry: false }), ms);
    const done = (answer: Answer) => {
      clearTimeout(timer);
      waiting.delete(key);
      resolve(answer);
    };
    waiting.set(key, done);
    socket!.send(JSON.stringify(message));
  });
}

const outcomeOf = (answer: Answer, template: ResolvedTemplate, jobId: string): BridgeOutcome =>
  answer.type === 'printed'
    ? { kind: 'printed', template, printer: answer.printer }
    : {
        kind: 'failed',
        template,
        message: answer.type === 'failed' ? answer.message : '打印客户端的回复无法识别',
        retryJob: answer.type === 'failed' && answer.retry ? jobId : undefined,
      };

/** Why the socket cannot take a message now, if it cannot. */
const notReady = () =>
  !socket
    ? BRIDGE_MESSAGES.notCreated
    : socket.readyState === WebSocket.CONNECTING
      ? BRIDGE_MESSAGES.connecting
      : socket.readyState !== WebSocket.OPEN
        ? BRIDGE_MESSAGES.notCreated
        : null;

/**
 * The print bridge (seed §7): connects to the local print client, loads the template and the data, and sends them
 * to it, then waits for the client's answer (printed, or failed at the printer). A load that fails opens its URL in a
 * new window; no client answering is `noClient` (the seed's dialog).
 */
export async function runBridge(job: PrintJob): Promise<BridgeOutcome> {
  if (!('WebSocket' in window)) return { kind: 'alert', message: BRIDGE_MESSAGES.unsupported };
  if (!job.report) return { kind: 'alert', message: BRIDGE_MESSAGES.noTemplateUrl };
  if (!(await connect())) return { kind: 'noClient' };
  const loaded = await loadJob(job);
  if (!loaded.ok) {
    if (loaded.url) window.open(absolute(loaded.url), '_blank');
    return { kind: 'alert', message: loaded.message };
  }
  const problem = notReady();
  if (problem) return { kind: 'alert', message: problem };
  const jobId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const message = clientMessage(job, loaded.template, loaded.data, jobId);
  if (!clientVersion) {
    socket!.send(JSON.stringify(message));
    return { kind: 'sent', template: loaded.template };
  }
  return outcomeOf(await exchange(jobId, message), loaded.template, jobId);
}

/** 重试: the client prints the job it kept again. */
export async function retryPrint(jobId: string, template: ResolvedTemplate): Promise<BridgeOutcome> {
  if (!(await connect())) return { kind: 'noClient' };
  return outcomeOf(await exchange(jobId, { type: 'retry', jobId }), template, jobId);
}

/** The version the client on this computer announced when last connected (null: none, or one that announces none). */
export const announcedVersion = () => clientVersion;

/** This computer's printers as the client lists them, with its version; null when no client answers. */
export async function clientPrinters(): Promise<{ version: string | null; printers: ClientPrinter[] } | null> {
  if (!(await connect())) return null;
  const answer = await exchange('printers', { type: 'printers' }, 15_000);
  return { version: clientVersion, printers: answer.type === 'printers' ? answer.printers : [] };
}
