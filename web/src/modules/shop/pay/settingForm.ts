import type { PayProviderSettings, PaySettingFieldView } from '@jxc/services/contracts';
import { fieldError, type FieldDesc, type FormErrors, type FormValues } from '../../../kit/fields';
import type { PaySettingInput } from './api';

/** The fields every provider asks for, before its own. */
const MERCHANT: FieldDesc[] = [
  { key: 'merchantId', label: '商户号', required: true, maxWidth: 32, code: true },
  { key: 'appId', label: '应用ID', required: true, maxWidth: 64, code: true },
];
const ACCOUNT: FieldDesc = { key: 'accountId', label: '结算账户', kind: 'select', required: true };

/** A provider's own field as the form checks it: a secret already saved may be left empty (the saved one is kept). */
const described = (f: PaySettingFieldView, saved: boolean): FieldDesc => ({
  key: f.key,
  label: f.label,
  kind: f.multiline ? 'textarea' : 'text',
  required: !!f.required && !(f.secret && saved),
  maxWidth: f.maxWidth,
});

/** Whether the provider's secret field `key` has a saved value (then the form shows its hint and may leave it empty). */
export const secretSaved = (p: PayProviderSettings, key: string) => !!p.setting?.secretHints[key];

/** Every field of a provider's form, checked as described. */
export const formFieldsOf = (p: PayProviderSettings): FieldDesc[] => [
  ...MERCHANT,
  ...p.fields.map((f) => described(f, secretSaved(p, f.key))),
  ACCOUNT,
];

/** The form's values from what is saved: secrets always start empty (they are never read back). */
export function settingValues(p: PayProviderSettings): FormValues {
  const s = p.setting;
  return {
    merchantId: s?.merchantId ?? '',
    appId: s?.appId ?? '',
    accountId: s?.accountId ?? '',
    enabled: s?.enabled ? '1' : '0',
    ...Object.fromEntries(p.fields.map((f) => [f.key, f.secret ? '' : (s?.values[f.key] ?? '')])),
  };
}

/** What is wrong with the form, by field, worded as the server words it. */
export function settingProblems(p: PayProviderSettings, values: FormValues): FormErrors {
  const found: FormErrors = {};
  for (const f of formFieldsOf(p)) {
    const problem = f.key === 'accountId' && !values.accountId ? '请选择结算账户' : fieldError(f, values[f.key] ?? '');
    if (problem) found[f.key] = problem;
  }
  return found;
}

/** PaySetting/Save's payload: a secret left empty is left out, so that the saved one is kept. */
export function settingPayload(p: PayProviderSettings, values: FormValues): PaySettingInput {
  const own = p.fields.flatMap((f) => {
    const v = (values[f.key] ?? '').trim();
    return f.secret && !v ? [] : [[f.key, v] as const];
  });
  return {
    provider: p.key,
    merchantId: values.merchantId.trim(),
    appId: values.appId.trim(),
    accountId: values.accountId,
    enabled: values.enabled === '1',
    values: Object.fromEntries(own),
  };
}

/** The field a server message names (商户号不能为空 …): the longest label it contains, so that 应用ID is not taken for a longer one's part. */
export function fieldNamedIn(p: PayProviderSettings, message: string): string | undefined {
  const byLength = [...formFieldsOf(p)].sort((a, b) => b.label.length - a.label.length);
  return byLength.find((f) => message.includes(f.label))?.key;
}
