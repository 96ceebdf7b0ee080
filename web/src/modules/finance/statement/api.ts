import { call } from '../../../api/http';
import type { Page } from '../../../api/types';
import type { PartnerStatementRow, StatementSide } from '@jxc/services/contracts';

export type { PartnerStatementRow, StatementSide } from '@jxc/services/contracts';

export interface BulkMade {
  customId: string;
  customName: string;
  phone: string;
  statementId: string;
  url: string;
  expiresAt: string;
  /** Texted to the phone, or to send by hand (no SMS for statements, no phone, or the message refused: smsError). */
  sentVia: 'sms' | 'link';
  smsError?: string;
}

/** The partner field of a side: customId or supplierId, as the contract names them. */
const fieldOf = (side: StatementSide) => (side === 'Custom' ? 'customId' : 'supplierId');

export const statementApi = {
  page: (side: StatementSide, partnerId: string) =>
    call<Page<PartnerStatementRow>>('Statement/PageQuery', { [fieldOf(side)]: partnerId, pageSize: 20 }),
  create: (side: StatementSide, partnerId: string, startDate: string, endDate: string, days: number) =>
    call<{ statementId: string; url: string; expiresAt: string }>('Statement/Create', {
      [fieldOf(side)]: partnerId,
      startDate,
      endDate,
      days,
    }),
  share: (statementId: string) => call<unknown>('Statement/Share', { statementId }),
  revoke: (statementId: string) => call<unknown>('Statement/Revoke', { statementId }),
  bulk: (startDate: string, endDate: string, days: number) =>
    call<{ data: BulkMade[]; sms: boolean }>('Statement/BulkCreate', { startDate, endDate, days }),
};

/** The link as the customer opens it, on this server. */
export const linkOf = (url: string) => `${window.location.origin}${url}`;

export const STATUS_NAMES: Record<PartnerStatementRow['status'], string> = {
  issued: '未发送',
  sent: '已发送',
  opened: '客户已查看',
  confirmed: '客户已确认',
  disputed: '客户有异议',
  paid: '已在线付清',
  revoked: '已撤回',
  expired: '已过期',
};

/** From the first day of last month to today: last month's statement with this month's so far. */
export function defaultPeriod(now = new Date()): { start: string; end: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return { start: day(new Date(now.getFullYear(), now.getMonth() - 1, 1)), end: day(now) };
}
