import { MESSAGES, type Job, type PrintMessage, type SourceMessage } from './protocol';
import type { ResolvedTemplate } from '@jxc/services/contracts';

/** Template and data files (.grf, .txt, .xml, .json) are fetched with GET, every other URL (the API) with POST (seed §7). */
const methodOf = (url: string) => (/\.(grf|txt|xml|json)(?:[?#]|$)/i.test(url) ? 'GET' : 'POST');

type Loaded = { ok: true; content: unknown } | { ok: false; text: string };

/** The content at hand, else the URL's: an API answer's returnData, a file as it is; a failure answers the response text. */
async function load(source: SourceMessage, token: string | undefined): Promise<Loaded> {
  if (source.content !== undefined) return { ok: true, content: source.content };
  const url = source.url!;
  const method = source.method ?? methodOf(url);
  try {
    const res = await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
      body: method === 'POST' ? JSON.stringify(source.params ?? {}) : undefined,
    });
    const text = await res.text();
    const body = JSON.parse(text || 'null') as unknown;
    const enveloped = !!body && typeof body === 'object' && 'invState' in body;
    if (!res.ok || (enveloped && (body as { invState: unknown }).invState !== 1)) return { ok: false, text };
    return { ok: true, content: enveloped ? (body as unknown as { returnData: unknown }).returnData : body };
  } catch (e) {
    return { ok: false, text: e instanceof Error ? e.message : String(e) };
  }
}

/** A job from the web app's message: its template and data loaded (the data's list emptied, seed §7), its printer and copies. */
export async function loadJob(message: PrintMessage): Promise<{ ok: true; job: Job } | { ok: false; message: string }> {
  if (!message.report || (message.report.content === undefined && !message.report.url))
    return { ok: false, message: MESSAGES.noTemplateUrl };
  const template = await load(message.report, message.token);
  if (!template.ok) return { ok: false, message: MESSAGES.templateFailed + template.text };
  const source = message.data ?? { content: {} };
  const data = await load(source, message.token);
  if (!data.ok) return { ok: false, message: MESSAGES.dataFailed + data.text };
  const resolved = template.content as ResolvedTemplate;
  const content = data.content as Record<string, unknown>;
  return {
    ok: true,
    job: {
      template: resolved,
      data: source.content === undefined ? { ...content, list: [] } : content,
      digits: message.digits ?? { qty: 2, money: 2 },
      printer: message.printer?.name ?? resolved.printer ?? '',
      copies: Math.max(1, Math.floor(message.printer?.copies ?? resolved.copies ?? 1)),
      base: message.report.url ?? message.data?.url,
    },
  };
}
