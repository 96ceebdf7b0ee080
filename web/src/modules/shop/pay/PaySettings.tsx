import { useState, type FormEvent } from 'react';
import { Body1, Button, Card, Field, Input, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { PageSpinner } from '../../../components/PageSpinner';
import { useForm } from '../../../hooks/useForm';
import { useLoad } from '../../../hooks/useLoad';
import { FieldInput } from '../../../kit/FieldInput';
import { fieldPayload, fieldValues, validateFields, type FieldDesc, type FormValues } from '../../../kit/fields';
import { Stack } from '../../../kit/Stack';
import { useFieldOptions } from '../../../kit/useFieldOptions';
import { useFieldSave } from '../../../kit/useFieldSave';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { formatDateTime } from '../../../utils/format';
import { paySetting, savePaySetting, type PayProvider, type PaySetting } from './api';

const MENU = '7006';
const SECRET = { key: 'secret', label: '商户密钥' };

const fieldsOf = (providers: PayProvider[]): FieldDesc[] => [
  {
    key: 'provider',
    label: '支付服务商',
    kind: 'select',
    required: true,
    options: providers.map((p) => ({ value: p.key, label: p.connected ? p.name : `${p.name}（本系统暂未接入）` })),
  },
  { key: 'merchantId', label: '商户号', required: true, maxWidth: 40, code: true },
  { key: 'appId', label: '应用ID', maxWidth: 64, code: true, placeholder: '微信支付填 AppID，支付宝填应用 APPID' },
  { key: 'enabled', label: '开通在线收款', kind: 'switch' },
];

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingVerticalM },
});

/**
 * 移动支付 (/pay/List): the merchant account the storefront's online payments go to. The key is written here and
 * never shown again (only its last four characters); left empty, the saved key is kept.
 */
export function PaySettings() {
  const [version, setVersion] = useState(0);
  const { data, loading } = useLoad(paySetting, `pay#${version}`);
  if (!data) return loading ? <PageSpinner /> : null;
  // Keyed by what was saved: the form starts again from the settings just loaded, not from those before the save.
  return (
    <SettingsForm
      key={data.setting?.updatedAt ?? 'none'}
      setting={data.setting}
      providers={data.providers}
      onSaved={() => setVersion((v) => v + 1)}
    />
  );
}

function SettingsForm({ setting, providers, onSaved }: { setting: PaySetting | null; providers: PayProvider[]; onSaved: () => void }) {
  const s = useStyles();
  const can = useCan(MENU);
  const fields = fieldsOf(providers);
  const options = useFieldOptions(fields);
  const form = useForm<FormValues>({ ...fieldValues(fields, setting ?? undefined), secret: '' });
  const saving = useFieldSave([...fields, SECRET], form.check);
  const keyKept = !!setting && setting.provider === form.values.provider;
  const chosen = providers.find((p) => p.key === form.values.provider);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string | undefined> = validateFields(fields, form.values);
    const secret = form.values.secret.trim();
    if (!secret && !keyKept) problems.secret = '商户密钥不能为空';
    else if (secret && secret.length < 8) problems.secret = '商户密钥至少需要8个字符';
    if (!form.check(problems)) return;
    await saving.run(async () => {
      await savePaySetting({ ...fieldPayload(fields, form.values), enabled: form.values.enabled === '1', ...(secret && { secret }) });
      notifySuccess('保存成功');
      onSaved();
    });
  };

  return (
    <Stack>
      <Card className={s.card}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <Subtitle2 as="h1">移动支付</Subtitle2>
            <Body1>
              顾客在网店下单后可在线支付，钱款直接进入您在支付服务商开通的商户账户；每笔收款记录在“报表 › 移动支付流水”。
              {setting ? ` 上次由${setting.updatedBy || '—'}于${formatDateTime(setting.updatedAt)}保存。` : ' 还没有设置商户账户。'}
            </Body1>
            {chosen && !chosen.connected && (
              <MessageBar intent="warning">
                <MessageBarBody>{chosen.name}暂未接入本系统，保存后顾客仍只能选择货到付款或到店付款。</MessageBarBody>
              </MessageBar>
            )}
            {saving.error && (
              <MessageBar intent="error">
                <MessageBarBody>{saving.error}</MessageBarBody>
              </MessageBar>
            )}
            <div className={s.fields}>
              {fields.map((f) => (
                <FieldInput
                  key={f.key}
                  field={f}
                  value={form.values[f.key] ?? ''}
                  error={form.errors[f.key]}
                  disabled={!can('set')}
                  options={options[f.key]}
                  onChange={(v) => form.set(f.key, v)}
                />
              ))}
              <Field
                label={SECRET.label}
                required={!keyKept}
                validationMessage={form.errors.secret}
                hint={keyKept ? `已保存（${setting!.secretHint}），不修改请留空` : 'API 密钥，保存后不再显示'}
              >
                <Input
                  type="password"
                  autoComplete="new-password"
                  disabled={!can('set')}
                  value={form.values.secret}
                  onChange={(_, d) => form.set('secret', d.value)}
                />
              </Field>
            </div>
            {can('set') && (
              <div>
                <Button type="submit" appearance="primary" disabled={saving.busy}>
                  {saving.busy ? '保存中…' : '保存'}
                </Button>
              </div>
            )}
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
