import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import { annexKey, MasterDataQueries } from '../../catalog';
import type { PaySettingDetail } from '../../contracts';
import { AppError, BusinessRuleError, ValidationError } from '../../shared/errors';
import type { Actor } from '../../shared/es/event-sourcing';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import type { Logger } from '../../shared/http/logger';
import { APP_CONFIG, LOGGER } from '../../shared/persistence/tokens';
import { text } from '../../shared/validation/schema';
import {
  decidePaySetting,
  evolvePaySetting,
  noPaySetting,
  PAY_SETTING_EVENTS,
  PaySetting,
  PaySettingState,
  paySettingStream,
} from './pay-setting';
import { PAY_PROVIDER_NAMES, PayAccount, PaymentProvider, PaymentProviders } from './providers';
import { PayQueries } from './pay.queries';
import { openSecret, sealSecret, secretHint } from '../../shared/sealed-secret';

const PAY_SECRETS = 'jxc pay secret';

const loadSettings = evolveStored(PAY_SETTING_EVENTS, evolvePaySetting);

/** What 移动支付's form sends for one provider: its plain and secret fields together in `values`. */
export interface PaySettingInput {
  provider: string;
  merchantId: string;
  appId: string;
  accountId: string;
  enabled: boolean;
  values: Record<string, unknown>;
}

/** An account to take payments with: the setting as saved, its adapter and the account with its secrets opened. */
export interface OpenAccount {
  setting: PaySetting;
  provider: PaymentProvider;
  account: PayAccount;
}

/**
 * 移动支付's merchant accounts, one per provider: the fields each adapter asks for, checked as the form names them;
 * the secret ones sealed together under the server's key and never read back (a secret left empty keeps the saved one).
 */
@Injectable()
export class PayAccounts {
  constructor(
    private readonly es: EventSourcing,
    private readonly pay: PayQueries,
    private readonly providers: PaymentProviders,
    private readonly masters: MasterDataQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async detail(companyId: string): Promise<PaySettingDetail> {
    const saved = await this.pay.settings(companyId);
    return {
      providers: this.providers.all().map((p) => ({
        key: p.key,
        name: p.name,
        channels: [...p.channels],
        fields: p.fields.map((f) => ({ ...f })),
        setting: saved.find((s) => s.provider === p.key) ?? null,
      })),
    };
  }

  /** `ownAccount` false: the platform's account (editions sold), whose money goes to no company's 结算账户. */
  async save(actor: Actor, input: PaySettingInput, ownAccount = true): Promise<void> {
    const provider = this.providers.find(input.provider);
    if (!provider) throw new ValidationError('支付服务商不在可选范围内', 'provider');
    const plain: Record<string, string> = {};
    const entered: Record<string, string> = {};
    for (const f of provider.fields) {
      const given = input.values[f.key];
      const value = text(f.label)
        .maxWidth(f.maxWidth)
        .parse(given === '' ? undefined : given, '');
      if (f.secret) {
        if (value) entered[f.key] = value;
      } else {
        if (f.required && !value) throw new ValidationError(`${f.label}不能为空`, f.key);
        plain[f.key] = value ?? '';
      }
    }
    if (ownAccount) await this.masters.checkRef('Account', actor.companyId, input.accountId, '结算账户', 'accountId');
    const streamId = paySettingStream(actor.companyId);
    await retrying(async () => {
      const { state, version } = await this.es.load<PaySettingState>(streamId, actor.companyId, noPaySetting, loadSettings);
      const saved = state.settings[provider.key];
      const kept = saved?.sealed
        ? (JSON.parse(openSecret(annexKey(this.config), saved.sealed, PAY_SECRETS)) as Record<string, string>)
        : {};
      const secrets = { ...kept, ...entered };
      const changed = Object.entries(entered).some(([k, v]) => kept[k] !== v);
      const setting: PaySetting = {
        provider: provider.key,
        merchantId: input.merchantId,
        appId: input.appId,
        values: plain,
        sealed: changed ? sealSecret(annexKey(this.config), JSON.stringify(secrets), PAY_SECRETS) : (saved?.sealed ?? ''),
        secretHints: Object.fromEntries(Object.entries(secrets).map(([k, v]) => [k, secretHint(v)])),
        accountId: input.accountId,
        enabled: input.enabled,
      };
      const events = decidePaySetting(
        state,
        setting,
        provider.fields.filter((f) => f.secret),
      );
      if (events.length)
        await this.es.commit(
          [{ streamId, streamType: 'PaySetting', expectedVersion: version || 'no_stream', events: toStored(PAY_SETTING_EVENTS, events) }],
          actor,
        );
    });
  }

  /** The company's account with the provider, its secrets opened; refused when there is none (or no adapter for it). */
  async open(companyId: string, key: string, mustBeEnabled = false): Promise<OpenAccount> {
    const { settings } = (await this.es.load<PaySettingState>(paySettingStream(companyId), companyId, noPaySetting, loadSettings)).state;
    const setting = settings[key];
    const provider = this.providers.find(key);
    if (!setting || !provider || (mustBeEnabled && !setting.enabled))
      throw new BusinessRuleError('PAY_UNAVAILABLE', `本店未开通${PAY_PROVIDER_NAMES[key] ?? key}收款`);
    const secrets = setting.sealed
      ? (JSON.parse(openSecret(annexKey(this.config), setting.sealed, PAY_SECRETS)) as Record<string, string>)
      : {};
    return {
      setting,
      provider: guarded(provider, this.logger),
      account: { merchantId: setting.merchantId, appId: setting.appId, values: { ...setting.values, ...secrets } },
    };
  }
}

/**
 * The adapter, its unexpected failures (a malformed key saved, an answer it cannot read) refused in the house's words
 * and logged instead of answered 500; a notification it cannot even read is not genuine.
 */
function guarded(p: PaymentProvider, logger: Logger): PaymentProvider {
  const refuse = (err: unknown): never => {
    if (err instanceof AppError) throw err;
    logger.warn({ err, provider: p.key }, 'payment provider call failed');
    throw new BusinessRuleError('PAY_REFUSED', `${p.name}调用失败，请检查移动支付设置中的商户参数`);
  };
  return {
    key: p.key,
    name: p.name,
    fields: p.fields,
    channels: p.channels,
    start: (account, channel, ask) => p.start(account, channel, ask).catch(refuse),
    codePay: (account, ask) => p.codePay(account, ask).catch(refuse),
    query: (account, id) => p.query(account, id).catch(refuse),
    close: (account, id, channel) => p.close(account, id, channel).catch(refuse),
    refund: (account, ask) => p.refund(account, ask).catch(refuse),
    queryRefund: (account, id, refundId) => p.queryRefund(account, id, refundId).catch(refuse),
    notification(account, request) {
      try {
        return p.notification(account, request);
      } catch (err) {
        logger.warn({ err, provider: p.key }, 'payment notification unreadable');
        return null;
      }
    },
    notifyAnswer: (ok) => p.notifyAnswer(ok),
    bill: (account, day) => p.bill(account, day).catch(refuse),
  };
}
