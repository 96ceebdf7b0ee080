import { call } from '../../../api/http';

export interface PaySetting extends Record<string, unknown> {
  provider: string;
  providerName: string;
  merchantId: string;
  appId: string;
  /** The key's last four characters behind asterisks: the key itself is never sent back. */
  secretHint: string;
  enabled: boolean;
  updatedBy: string;
  updatedAt: string;
}

export interface PayProvider {
  key: string;
  name: string;
  /** Whether this server can take payments through it. */
  connected: boolean;
}

export const paySetting = () => call<{ setting: PaySetting | null; providers: PayProvider[] }>('PaySetting/Detail', {});
export const savePaySetting = (p: Record<string, unknown>) => call<null>('PaySetting/Save', p);
