import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { version } from '../package.json';
import { printJob } from './jobs';
import { loadJob } from './load';
import { HOST, type ClientOptions } from './options';
import type { Incoming, Job, Outgoing } from './protocol';
import { listPrinters } from './spool';

export interface PrintClient {
  port: number;
  close(): Promise<void>;
}

/** Pages served from this computer, which may print when no server is configured. */
const LOCAL_PAGE = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** Whether a page of `origin` may send jobs: one of the configured servers' (else of this computer). */
export const allowedOrigin = (origin: string | undefined, origins: string[]) =>
  !!origin && (origins.length ? origins.includes(origin) : LOCAL_PAGE.test(origin));

/** Failed jobs kept for 重试, the latest few. */
const KEPT = 20;

/**
 * The print client: a WebSocket on 127.0.0.1 only, taking print jobs from pages of the configured servers. Each job is
 * answered `printed` or `failed` (kept for a `retry`); `printers` lists this computer's printers; every connection
 * is first told the client's `version`.
 */
export async function startPrintClient(options: ClientOptions, log: (line: string) => void = console.log): Promise<PrintClient> {
  const kept = new Map<string, Job>();
  let queue = Promise.resolve();
  const wss = new WebSocketServer({
    host: HOST,
    port: options.port,
    verifyClient: ({ origin }: { origin?: string }, done: (ok: boolean, code?: number) => void) => {
      const ok = allowedOrigin(origin, options.origins);
      if (!ok) log(`拒绝来自 ${origin ?? '未知来源'} 的连接（允许的服务器：${options.origins.join('、') || '本机页面'}）`);
      done(ok, 403);
    },
  });
  await once(wss, 'listening');

  const attempt = (ws: WebSocket, jobId: string, job: Job) => {
    // One job at a time, in the order they came: receipts and sheets leave the printer as they were sent.
    queue = queue.then(async () => {
      const answer = (o: Outgoing) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(o));
      const bill = String(job.data.billNo ?? job.template.name);
      try {
        const done = await printJob(job, options);
        kept.delete(jobId);
        log(`已打印 ${bill}（${job.template.name}）→ ${done.file ?? done.printer}`);
        answer({ type: 'printed', jobId, printer: done.printer, copies: job.copies, file: done.file });
      } catch (e) {
        kept.delete(jobId);
        kept.set(jobId, job);
        if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
        const message = `打印失败：${e instanceof Error ? e.message : String(e)}`;
        log(`${bill}：${message}`);
        answer({ type: 'failed', jobId, message, retry: true });
      }
    });
  };

  const handle = async (ws: WebSocket, raw: string) => {
    const send = (o: Outgoing) => ws.send(JSON.stringify(o));
    let message: Incoming;
    try {
      message = JSON.parse(raw) as Incoming;
    } catch {
      return send({ type: 'failed', message: '打印任务不是有效的 JSON', retry: false });
    }
    if (message.type === 'version') return send({ type: 'version', version });
    if (message.type === 'printers') {
      const printers = await listPrinters().catch(() => []);
      return send({ type: 'printers', printers });
    }
    if (message.type === 'retry') {
      const job = kept.get(message.jobId);
      if (!job) return send({ type: 'failed', jobId: message.jobId, message: '这个打印任务已不在客户端里，请重新打印', retry: false });
      return attempt(ws, message.jobId, job);
    }
    if (message.type !== 'print')
      return send({ type: 'failed', message: `不认识的消息：${String((message as { type?: unknown }).type)}`, retry: false });
    const jobId = message.jobId ?? randomUUID();
    const loaded = await loadJob(message);
    if (!loaded.ok) return send({ type: 'failed', jobId, message: loaded.message, retry: false });
    attempt(ws, jobId, loaded.job);
  };

  wss.on('connection', (ws) => {
    ws.send(JSON.stringify({ type: 'version', version } satisfies Outgoing));
    ws.on('message', (raw) => void handle(ws, String(raw)));
  });

  const port = (wss.address() as AddressInfo).port;
  log(`打印客户端 ${version} 已启动：ws://${HOST}:${port}${options.out ? `，打印任务写入 ${options.out}` : ''}`);
  return {
    port,
    close: async () => {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      await queue;
    },
  };
}
