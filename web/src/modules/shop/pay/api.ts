import type { PaySettingView } from '@jxc/services/contracts';
import { call } from '../../../api/http';

/** The merchant account as saved (the contracts' PaySettingView, as the form takes records). */
export type PaySetting = PaySettingView & Record<string, unknown>;

export interface PayProvider {
  key: string;
  name: string;
  /** Whether this server can take payments through it. */
  connected: boolean;
}

export const paySetting = () => call<{ setting: PaySetting | null; providers: PayProvider[] }>('PaySetting/Detail', {});
export const savePaySetting = (p: Record<string, unknown>) => call<null>('PaySetting/Save', p);
