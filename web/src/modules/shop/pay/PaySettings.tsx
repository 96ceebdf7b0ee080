import { useState, type FormEvent } from 'react';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Switch,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PAY_CHANNEL_NAMES, type PayProviderSettings } from '@jxc/services/contracts';
import { ApiError, errorMessage } from '../../../api/http';
import { PageSpinner } from '../../../components/PageSpinner';
import { useForm } from '../../../hooks/useForm';
import { useLoad } from '../../../hooks/useLoad';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import type { FormValues } from '../../../kit/fields';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { formatDateTime } from '../../../utils/format';
import { useAccounts } from '../../document-engine';
import { paySettings, savePaySetting } from './api';
import { fieldNamedIn, secretSaved, settingPayload, settingProblems, settingValues } from './settingForm';

const MENU = '7006';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  channels: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  grow: { flex: 1 },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1' },
  key: { fontFamily: tokens.fontFamilyMonospace, minHeight: '120px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * 移动支付 (/pay/List): one card per provider this deployment takes payments through (微信支付, 支付宝), with the
 * merchant's 商户号, 应用ID, the provider's keys and certificates, the 结算账户 its receipts go into, and whether it is
 * enabled. Keys are written here and never shown again (only their last four characters); left empty, the saved one is kept.
 */
export function PaySettings() {
  const s = useStyles();
  const [version, setVersion] = useState(0);
  const { data, loading } = useLoad(paySettings, `pay#${version}`);
  if (!data) return loading ? <PageSpinner /> : null;
  return (
    <Stack>
      <Card className={s.card}>
        <Subtitle2 as="h1">移动支付</Subtitle2>
        <Body1>
          启用后，顾客可在网店用微信或支付宝在线付款，门店可在销售单上扫顾客的付款码收款；钱款进入您在支付服务商开通的商户账户，
          每笔收款记入所选的结算账户，并列在“报表 › 移动支付流水”。
        </Body1>
        {!data.providers.length && (
          <MessageBar intent="warning">
            <MessageBarBody>本系统尚未接入任何支付服务商，请联系服务商开通。</MessageBarBody>
          </MessageBar>
        )}
      </Card>
      {data.providers.map((p) => (
        // Keyed by what was saved: the form starts again from the settings just loaded.
        <ProviderCard key={`${p.key}#${p.setting?.updatedAt ?? 'none'}`} provider={p} onSaved={() => setVersion((v) => v + 1)} />
      ))}
    </Stack>
  );
}

function ProviderCard({ provider: p, onSaved }: { provider: PayProviderSettings; onSaved: () => void }) {
  const s = useStyles();
  const can = useCan(MENU)('set');
  const accounts = useAccounts();
  const form = useForm<FormValues>(settingValues(p));
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const saved = p.setting;
  // A new setting goes into the first account until one is chosen.
  const accountId = form.values.accountId || (saved ? '' : (accounts[0]?.id ?? ''));
  const values: FormValues = { ...form.values, accountId };
  const id = (key: string) => `pay-${p.key}-${key}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefusal('');
    if (!form.check(settingProblems(p, values))) return;
    setBusy(true);
    try {
      await savePaySetting(settingPayload(p, values));
      notifySuccess(`${p.name}设置已保存`);
      onSaved();
    } catch (err) {
      const message = errorMessage(err);
      const field = err instanceof ApiError && err.kind === 'validation' ? fieldNamedIn(p, message) : undefined;
      if (field) form.check({ [field]: message });
      else setRefusal(message);
      setBusy(false);
    }
  };

  return (
    <Card className={s.card} role="region" aria-labelledby={id('title')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <div className={s.head}>
            <Subtitle2 as="h2" id={id('title')}>
              {p.name}
            </Subtitle2>
            <div className={s.channels} aria-label={`${p.name}的支付方式`}>
              {p.channels.map((c) => (
                <Badge key={c} appearance="tint" color="informative">
                  {PAY_CHANNEL_NAMES[c]}
                </Badge>
              ))}
            </div>
            <span className={s.grow} />
            <Switch
              label={values.enabled === '1' ? '已启用' : '未启用'}
              aria-label={`启用${p.name}`}
              checked={values.enabled === '1'}
              disabled={!can}
              onChange={(_, d) => form.set('enabled', d.checked ? '1' : '0')}
            />
          </div>
          <Caption1 className={s.muted}>
            {saved
              ? `上次由${saved.updatedBy || '—'}于${formatDateTime(saved.updatedAt)}保存。`
              : `还没有设置${p.name}商户，填写后保存；密钥保存后不再显示。`}
          </Caption1>
          {refusal && (
            <MessageBar intent="error">
              <MessageBarBody>{refusal}</MessageBarBody>
            </MessageBar>
          )}
          <div className={s.fields}>
            <Field label="商户号" required validationMessage={form.errors.merchantId}>
              <Input {...form.bind('merchantId')} disabled={!can} autoComplete="off" />
            </Field>
            <Field label="应用ID" required validationMessage={form.errors.appId}>
              <Input {...form.bind('appId')} disabled={!can} autoComplete="off" />
            </Field>
            <Field label="结算账户" required validationMessage={form.errors.accountId} hint="收到的钱款记入此账户">
              <ChoiceSelect
                choices={accounts}
                value={accountId}
                placeholder="请选择结算账户"
                disabled={!can}
                onChange={(v) => form.set('accountId', v)}
              />
            </Field>
            {p.fields.map((f) => {
              const kept = f.secret && secretSaved(p, f.key);
              return (
                <Field
                  key={f.key}
                  label={f.label}
                  required={f.required && !kept}
                  validationMessage={form.errors[f.key]}
                  hint={kept ? `已保存（${saved!.secretHints[f.key]}），留空则保持不变` : f.secret ? '保存后不再显示' : undefined}
                  className={f.multiline ? s.wide : undefined}
                >
                  {f.multiline ? (
                    <Textarea
                      {...form.bind(f.key)}
                      className={s.key}
                      resize="vertical"
                      disabled={!can}
                      spellCheck={false}
                      placeholder={kept ? saved!.secretHints[f.key] : (f.placeholder ?? '-----BEGIN …-----')}
                    />
                  ) : (
                    <Input
                      {...form.bind(f.key)}
                      type={f.secret ? 'password' : 'text'}
                      autoComplete={f.secret ? 'new-password' : 'off'}
                      disabled={!can}
                      placeholder={kept ? saved!.secretHints[f.key] : f.placeholder}
                    />
                  )}
                </Field>
              );
            })}
          </div>
          {can && (
            <div>
              <Button type="submit" appearance="primary" disabled={busy}>
                {busy ? '保存中…' : `保存${p.name}设置`}
              </Button>
            </div>
          )}
        </Stack>
      </form>
    </Card>
  );
}
