import { useState, type FormEvent } from 'react';
import {
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
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { PayProviderSettings, PaySettingDetail } from '@jxc/services/contracts';
import { errorMessage } from '../../api/http';
import { useLoad } from '../../hooks/useLoad';
import { Stack } from '../../kit/Stack';
import { notifySuccess } from '../../notify/bus';
import { formatDateTime } from '../../utils/format';
import type { EditionOffer } from './api';

/** The console's caller (the operator's op-token): given by the console, which this module does not import. */
export type ConsoleCaller = <T>(path: string, payload?: object, opts?: { quiet?: boolean }) => Promise<T>;

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '640px' },
  price: { maxWidth: '130px' },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1' },
  key: { fontFamily: tokens.fontFamilyMonospace, minHeight: '110px' },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One edition's prices as typed: years → yuan text ('' not sold). */
function PriceRow({ edition, call, onSaved }: { edition: EditionOffer; call: ConsoleCaller; onSaved: () => void }) {
  const s = useStyles();
  const [prices, setPrices] = useState(() => Object.fromEntries(edition.prices.map((p) => [p.years, p.amount ?? ''])));
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setProblem('');
    try {
      await call('Console/EditionPriceSave', { productType: edition.productType, prices }, { quiet: true });
      notifySuccess(`${edition.editionName}价格已保存`);
      onSaved();
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <TableRow>
      <TableCell>{edition.editionName}</TableCell>
      {edition.prices.map((p) => (
        <TableCell key={p.years}>
          <Input
            className={s.price}
            inputMode="decimal"
            aria-label={`${edition.editionName}${p.years}年价格`}
            placeholder="不售"
            value={prices[p.years]}
            onChange={(_, d) => setPrices((v) => ({ ...v, [p.years]: d.value }))}
          />
        </TableCell>
      ))}
      <TableCell>
        <Button size="small" appearance="primary" disabled={busy} onClick={() => void save()} aria-label={`保存${edition.editionName}价格`}>
          保存
        </Button>
        {problem && (
          <Caption1 role="alert" style={{ display: 'block', color: tokens.colorPaletteRedForeground1 }}>
            {problem}
          </Caption1>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The platform's merchant account with one provider: its secrets written here and never shown again (their hints only). */
function MerchantCard({ provider: p, call, onSaved }: { provider: PayProviderSettings; call: ConsoleCaller; onSaved: () => void }) {
  const s = useStyles();
  const saved = p.setting;
  const [values, setValues] = useState<Record<string, string>>(() => ({
    merchantId: saved?.merchantId ?? '',
    appId: saved?.appId ?? '',
    ...Object.fromEntries(p.fields.map((f) => [f.key, f.secret ? '' : (saved?.values[f.key] ?? '')])),
  }));
  const [enabled, setEnabled] = useState(!!saved?.enabled);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: string) => (_: unknown, d: { value: string }) => setValues((v) => ({ ...v, [key]: d.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem('');
    const own = p.fields.filter((f) => !f.secret || values[f.key].trim()).map((f) => [f.key, values[f.key].trim()]);
    try {
      await call(
        'Console/MerchantAccountSave',
        { provider: p.key, merchantId: values.merchantId.trim(), appId: values.appId.trim(), enabled, values: Object.fromEntries(own) },
        { quiet: true },
      );
      notifySuccess(`${p.name}收款商户已保存`);
      onSaved();
    } catch (err) {
      setProblem(errorMessage(err));
      setBusy(false);
    }
  };
  return (
    <Card className={s.card} role="region" aria-label={`${p.name}收款商户`}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <div className={s.head}>
            <Subtitle2 as="h3">{p.name}</Subtitle2>
            <span className={s.grow} />
            <Switch
              label={enabled ? '已启用' : '未启用'}
              aria-label={`启用${p.name}收款`}
              checked={enabled}
              onChange={(_, d) => setEnabled(d.checked)}
            />
          </div>
          <Caption1 className={s.muted}>
            {saved ? `上次由${saved.updatedBy || '—'}于${formatDateTime(saved.updatedAt)}保存。` : '尚未设置；密钥保存后不再显示。'}
          </Caption1>
          {problem && (
            <MessageBar intent="error">
              <MessageBarBody>{problem}</MessageBarBody>
            </MessageBar>
          )}
          <div className={s.fields}>
            <Field label="商户号" required>
              <Input value={values.merchantId} onChange={set('merchantId')} autoComplete="off" />
            </Field>
            <Field label="应用ID">
              <Input value={values.appId} onChange={set('appId')} autoComplete="off" />
            </Field>
            {p.fields.map((f) => {
              const kept = f.secret && saved?.secretHints[f.key];
              return (
                <Field
                  key={f.key}
                  label={f.label}
                  required={f.required && !kept}
                  hint={kept ? `已保存（${kept}），留空则保持不变` : f.secret ? '保存后不再显示' : undefined}
                  className={f.multiline ? s.wide : undefined}
                >
                  {f.multiline ? (
                    <Textarea value={values[f.key]} onChange={set(f.key)} className={s.key} resize="vertical" spellCheck={false} />
                  ) : (
                    <Input
                      value={values[f.key]}
                      onChange={set(f.key)}
                      type={f.secret ? 'password' : 'text'}
                      autoComplete={f.secret ? 'new-password' : 'off'}
                      placeholder={f.placeholder}
                    />
                  )}
                </Field>
              );
            })}
          </div>
          <div>
            <Button type="submit" appearance="primary" disabled={busy}>
              {busy ? '保存中…' : `保存${p.name}收款商户`}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * The console's 版本价格与收款: each edition on sale priced by term (empty: that term is not sold), and the platform's
 * merchant accounts the companies' purchases are paid into. Every save is an event in the console's log.
 */
export function BillingConsole({ call }: { call: ConsoleCaller }) {
  const s = useStyles();
  const [round, setRound] = useState(0);
  const prices = useLoad(() => call<{ editions: EditionOffer[]; terms: number[] }>('Console/EditionPrices'), `prices${round}`);
  const accounts = useLoad(() => call<PaySettingDetail>('Console/MerchantAccounts'), `accounts${round}`);
  const reload = () => setRound((n) => n + 1);
  return (
    <Stack>
      <Card className={s.card}>
        <Subtitle2 as="h2">版本价格</Subtitle2>
        <Body1>公司管理员在“购买或续费”中按此价格购买；留空的年限不出售。价格为含税总价（元）。</Body1>
        {prices.data && (
          <div className={s.scroll}>
            <Table className={s.table} aria-label="版本价格">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>版本</TableHeaderCell>
                  {prices.data.terms.map((y) => (
                    <TableHeaderCell key={y}>{y}年（元）</TableHeaderCell>
                  ))}
                  <TableHeaderCell>操作</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {prices.data.editions.map((e) => (
                  <PriceRow key={`${e.productType}#${round}`} edition={e} call={call} onSaved={reload} />
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">收款商户</Subtitle2>
        <Body1>购买版本的款项付入平台在支付服务商开通的商户账户，不进入任何公司的账户。</Body1>
      </Card>
      {accounts.data?.providers.map((p) => (
        <MerchantCard key={`${p.key}#${p.setting?.updatedAt ?? 'none'}`} provider={p} call={call} onSaved={reload} />
      ))}
    </Stack>
  );
}
