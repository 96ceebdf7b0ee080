/** 对账单 as the staff's screens and the server share them. */

/** Whose balance a statement shows: a customer's receivable (sent to them) or a supplier's payable (the shop's own checking). */
export type StatementSide = 'Custom' | 'Supplier';

/** A statement as staff see it: its period and figures, its link and what became of it. */
export interface PartnerStatementRow {
  statementId: string;
  partnerKind: StatementSide;
  partnerId: string;
  partnerName: string;
  startDate: string;
  endDate: string;
  openingBalance: number;
  closingBalance: number;
  url: string;
  expiresAt: string;
  issuedBy: string;
  issuedAt: string;
  sentVia: 'sms' | 'link' | null;
  sentAt: string | null;
  openedAt: string | null;
  answer: 'confirmed' | 'disputed' | null;
  answeredAt: string | null;
  disputeNote: string | null;
  answeredIp: string | null;
  answeredAgent: string | null;
  revokedAt: string | null;
  paidAmount: number;
  status: 'issued' | 'sent' | 'opened' | 'confirmed' | 'disputed' | 'paid' | 'revoked' | 'expired';
}
