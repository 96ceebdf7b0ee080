import { MSG, type OperatorCompanyDetail, type OperatorCompanyRow } from '@jxc/services/contracts';
import { classify } from '../../api/envelope';
import { ApiError, TIMEOUT_MS, type CallOptions } from '../../api/http';
import type { Envelope, Page } from '../../api/types';
import { notifyError } from '../../notify/bus';

/** The console's sign-in, kept apart from a company's session (its own storage key, its own header `op-token`). */
const STORAGE_KEY = 'jxc.console';

export interface ConsoleSession {
  token: string;
  operatorName: string;
}

export const consoleSession = (): ConsoleSession | null => {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
};
const keepSession = (s: ConsoleSession | null) =>
  s ? localStorage.setItem(STORAGE_KEY, JSON.stringify(s)) : localStorage.removeItem(STORAGE_KEY);

/** POST /api/{path} as an operator; a dead session goes back to the console's sign-in page. */
export async function consoleCall<T>(path: string, payload: object = {}, opts: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const session = consoleSession();
  if (session) headers['op-token'] = session.token;
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, { method: 'POST', headers, body: JSON.stringify(payload), signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    if (!opts.quiet) notifyError(MSG.networkError);
    throw new ApiError(MSG.networkError, 'network');
  }
  const outcome = classify(res.status, (await res.json().catch(() => null)) as Envelope | null);
  switch (outcome.kind) {
    case 'ok':
      return outcome.data as T;
    case 'unauthorized':
      if (path !== 'Console/Login') {
        keepSession(null);
        notifyError('请重新登录', outcome.message);
        window.location.assign('/console/login');
      }
      throw new ApiError(outcome.message, 'unauthorized');
    case 'forbidden':
      notifyError('禁止访问', outcome.message);
      throw new ApiError(outcome.message, 'forbidden');
    case 'validation':
      if (!opts.quiet) notifyError(outcome.message);
      throw new ApiError(outcome.message, 'validation', outcome.errorCode);
    case 'failed':
      if (!opts.quiet) notifyError(outcome.message);
      throw new ApiError(outcome.message, 'failed', outcome.errorCode);
  }
}

export async function consoleLogin(input: { loginName: string; password: string; totpCode: string }) {
  const s = await consoleCall<ConsoleSession>('Console/Login', input, { quiet: true });
  keepSession({ token: s.token, operatorName: s.operatorName });
}

export async function consoleLogout() {
  await consoleCall('Console/Logout').catch(() => undefined);
  keepSession(null);
}

export type CompanyState = 'trial' | 'paid' | 'expired' | 'locked';

export interface CompanyFilter {
  pageNo: number;
  keyword: string;
  edition: string;
  state: string;
  demo: string;
}

export const PAGE_SIZE = 20;

export const companyPage = (f: CompanyFilter) =>
  consoleCall<Page<OperatorCompanyRow>>('Company/PageQuery', {
    pageNo: f.pageNo,
    pageSize: PAGE_SIZE,
    keyword: f.keyword || undefined,
    edition: f.edition ? Number(f.edition) : undefined,
    state: f.state || undefined,
    demo: f.demo ? f.demo === 'yes' : undefined,
  });

export const companyDetail = (companyId: string) => consoleCall<OperatorCompanyDetail>('Console/CompanyDetail', { companyId });
export const demoCounts = () => consoleCall<{ purged: number; pending: number; active: number }>('Console/DemoCounts');

/** The company's actions; each answers the company as it now is. */
export const extendTrial = (companyId: string, change: { days?: number; endTime?: string }, reason: string) =>
  consoleCall<OperatorCompanyDetail>('Console/ExtendTrial', { companyId, ...change, reason }, { quiet: true });
export const changeEdition = (companyId: string, productType: number, reason: string) =>
  consoleCall<OperatorCompanyDetail>('Console/ChangeEdition', { companyId, productType, reason }, { quiet: true });
export const lockCompany = (companyId: string, locked: boolean, reason: string) =>
  consoleCall<OperatorCompanyDetail>(locked ? 'Console/Lock' : 'Console/Unlock', { companyId, reason }, { quiet: true });

export interface ConsoleLogEntry {
  at: string;
  operatorId: string;
  operatorName: string;
  action: string;
  target: string;
  companyId: string;
  detail: string;
}

export const consoleLog = (pageNo: number, companyId?: string, pageSize = PAGE_SIZE) =>
  consoleCall<Page<ConsoleLogEntry>>('Console/Log', { pageNo, pageSize, companyId });

export const STATE_NAMES: Record<CompanyState, string> = { trial: '试用中', paid: '已购买', expired: '已到期', locked: '已锁定' };

/** A company's state as one word: locked first, then expired, paid, on trial, or without a last day (免费). */
export function stateOf(
  c: OperatorCompanyRow,
  today: string,
): { label: string; color: 'danger' | 'warning' | 'success' | 'brand' | 'informative' } {
  if (c.locked) return { label: '已锁定', color: 'danger' };
  if (c.endTime && c.endTime < today) return { label: '已到期', color: 'warning' };
  if (c.buyFlag) return { label: '已购买', color: 'success' };
  if (c.endTime) return { label: '试用中', color: 'brand' };
  return { label: '不限期', color: 'informative' };
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(2)} GB`;
}
