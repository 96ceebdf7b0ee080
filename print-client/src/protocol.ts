import type { ResolvedTemplate } from '@jxc/services/contracts';

/** The seed's bridge messages the client answers with (seed §8), as the web app words them. */
export const MESSAGES = {
  dataFailed: '载入报表数据失败，响应消息：',
  templateFailed: '载入报表模板失败，响应消息：',
  noTemplateUrl: '在参数中没有定义报表模板的URL，报表不能生成！',
} as const;

/** A template or the data: by URL (GET for template files, POST for the API, with the `token` header), or at hand. */
export interface SourceMessage {
  url?: string;
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  content?: unknown;
}

/** What the web app sends (web/src/modules/printing/bridge.ts clientMessage). */
export interface PrintMessage {
  type: 'print';
  /** The web app's id of the job, answered back with its outcome. */
  jobId?: string;
  report?: SourceMessage;
  data?: SourceMessage;
  /** The template's printer, copies and paper; the template's own when absent. */
  printer?: { name?: string; copies?: number };
  digits?: { qty: number; money: number };
  /** The user's token, for the URLs the client loads itself. */
  token?: string;
}

export type Incoming = PrintMessage | { type: 'retry'; jobId: string } | { type: 'printers' } | { type: 'version' };

/** What the client answers. */
export type Outgoing =
  | { type: 'version'; version: string }
  | { type: 'printers'; printers: { name: string; isDefault: boolean }[] }
  | { type: 'printed'; jobId?: string; printer: string; copies: number; file?: string }
  | { type: 'failed'; jobId?: string; message: string; retry: boolean };

/** A job ready to print: the template and data loaded, the printer and copies settled. */
export interface Job {
  template: ResolvedTemplate;
  data: Record<string, unknown>;
  digits: { qty: number; money: number };
  printer: string;
  copies: number;
  /** The URL the job came from, against which a relative logo URL is read. */
  base?: string;
}
