import type { FilteredQuery, Page } from '../../../api/types';
import type { PayOrderRow, PaySettingDetail, ReconcileResult } from '@jxc/services/contracts';
import { call } from '../../../api/http';

/** 移动支付: one provider's merchant settings as saved; `values` holds the plain and secret fields (a secret left out keeps the saved one). */
export interface PaySettingInput {
  provider: string;
  merchantId: string;
  appId: string;
  accountId: string;
  enabled: boolean;
  values: Record<string, string>;
}

export const paySettings = () => call<PaySettingDetail>('PaySetting/Detail', {});
export const savePaySetting = (p: PaySettingInput) => call<null>('PaySetting/Save', p, { quiet: true });

/** 移动支付流水's totals over the whole filter: paid in, and refunded. */
export type PayFlowPage = Page<PayOrderRow> & { totals?: { amount: number; refunded: number } };

export const payFlowPage = (q: FilteredQuery) => call<PayFlowPage>('PayOrder/PageQuery', q);
export const reconcile = (provider: string, date: string) =>
  call<ReconcileResult>('PayOrder/Reconcile', { provider, date }, { quiet: true });
