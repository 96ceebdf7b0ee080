import { call } from '../../../api/http';
import type { FilteredQuery, HistoryEntry, Page } from '../../../api/types';
import type { CustomCzRow, DepositReturnRow } from '@jxc/services/contracts';
import type { DocStatus } from '../../document-engine';

export type CzRow = CustomCzRow & Record<string, unknown>;

/** 预存款 (a top-up of store value) or 押金 (a deposit). */
export type CzType = CzRow['czType'];

/** A deposit's returns (退还) and the document's history. */
export type CzDetail = CzRow & { returns: DepositReturnRow[]; history: HistoryEntry[] };

export interface CzSaveInput extends Record<string, unknown> {
  czType: CzType;
  customId: string;
  accountId: string;
  billDate: string;
  amount: number;
  giftAmount?: number;
  remark?: string;
  audit?: boolean;
}

export interface DepositReturnInput extends Record<string, unknown> {
  amount: number;
  accountId: string;
  billDate: string;
  remark?: string;
}

const cz = (czId: string) => ({ czId });
type Saved = { czId: string; billNo: string; status: DocStatus };

/** `/api/CustomCz/…`; writes are quiet, the screens show the refusal. */
export const czApi = {
  page: (q: FilteredQuery) => call<Page<CzRow>>('CustomCz/PageQuery', q),
  detail: (czId: string) => call<CzDetail>('CustomCz/Detail', cz(czId)),
  save: (input: CzSaveInput) => call<Saved>('CustomCz/Save', input, { quiet: true }),
  update: (czId: string, input: CzSaveInput) => call<Saved>('CustomCz/Update', { ...input, czId }, { quiet: true }),
  audit: (czId: string) => call<unknown>('CustomCz/Audit', cz(czId), { quiet: true }),
  writeBack: (czId: string) => call<unknown>('CustomCz/WriteBack', cz(czId), { quiet: true }),
  remove: (czId: string) => call<unknown>('CustomCz/Remove', cz(czId), { quiet: true }),
  returnDeposit: (czId: string, input: DepositReturnInput) =>
    call<{ returnedAmount: number; heldAmount: number }>('CustomCz/ReturnDeposit', { ...input, czId }, { quiet: true }),
};

/** What a customer has paid ahead: the store value a sale may spend (remainAmt) and the deposits held. */
export const prepaidOf = (customId: string) => call<{ remainAmt: number; depositAmt: number }>('CustomCz/RemainAmt', { customId });

/** The store value a sale of this customer may spend. */
export const prepaidRemain = async (customId: string) => (await prepaidOf(customId)).remainAmt;
