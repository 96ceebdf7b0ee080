import { useState } from 'react';
import { Button, Caption1, Card, Field, Radio, RadioGroup, Subtitle2, Switch, makeStyles, tokens } from '@fluentui/react-components';
import type { BusinessSettings as Settings, LowestPriceRule } from '@jxc/services/contracts';
import { settingDetail, settingSave } from './api';
import { PageSpinner } from '../../components/PageSpinner';
import { useLoad } from '../../hooks/useLoad';
import { useCan } from '../../kit/useCan';
import { notifySuccess } from '../../notify/bus';
import { saveSession } from '../../session/session';
import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { FailureBar, useAccounts } from '../document-engine';
import { useFieldSave } from '../../kit/useFieldSave';

const SETTING_MENU_ID = '7007';
const RULES: [LowestPriceRule, string][] = [
  ['none', '不检查'],
  ['warn', '提醒，仍可保存'],
  ['refuse', '禁止保存'],
];
const DIGITS = Array.from({ length: 7 }, (_, i) => ({ id: String(i), name: `${i} 位` }));

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalL, maxWidth: '720px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
  save: { alignSelf: 'flex-start' },
  // Fluent's select brings a 250px minimum of its own: the grid decides the width.
  select: { minWidth: 0, width: '100%' },
});

/** 业务设置: negative stock, reserved stock, the warehouse's own confirmation, a SKU entered twice, the lowest-price rule, and the decimals of quantities and money. */
export function BusinessSettings() {
  const loaded = useLoad(settingDetail, 'settings');
  if (!loaded.data) return loaded.loading ? <PageSpinner /> : null;
  return <SettingsForm initial={loaded.data} />;
}

function SettingsForm({ initial }: { initial: Settings }) {
  const s = useStyles();
  const can = useCan(SETTING_MENU_ID);
  const [form, setForm] = useState<Settings>(initial);
  const { busy, error: failure, run } = useFieldSave();
  const accounts = useAccounts();
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setForm((f) => ({ ...f, [key]: value }));

  const save = () =>
    run(async () => {
      const {
        allowNegativeStock,
        reserveOpenDocuments,
        separatorWarehouse,
        mergeSameSku,
        lowestPriceRule,
        qtyDigits,
        moneyDigits,
        defaultAccountId,
        retailFullPayment,
      } = form;
      const saved = await settingSave({
        allowNegativeStock,
        reserveOpenDocuments,
        separatorWarehouse,
        mergeSameSku,
        lowestPriceRule,
        qtyDigits,
        moneyDigits,
        defaultAccountId: defaultAccountId ?? '',
        retailFullPayment,
      });
      saveSession({
        set_digit: [saved.qtyDigits, saved.moneyDigits],
        separatorWarehouse: saved.separatorWarehouse ? 1 : 0,
        mergeSameSku: saved.mergeSameSku ? 1 : 0,
      });
      notifySuccess('保存成功');
    });

  return (
    <Card className={s.card}>
      <Subtitle2 as="h1">业务设置</Subtitle2>
      {failure && <FailureBar failure={{ title: failure }} />}
      <Field label="库存" hint="关闭时，出库审核会拒绝使任何商品库存低于零的单据">
        <Switch checked={form.allowNegativeStock} label="允许负库存" onChange={(_, d) => set('allowNegativeStock', d.checked)} />
      </Field>
      <Field label="可用库存" hint="开启时，可用库存 = 库存 − 未审核（草稿、审批中）的销售单和采购退货单占用的数量">
        <Switch
          checked={form.reserveOpenDocuments}
          label="扣除未审核出库单的占用"
          onChange={(_, d) => set('reserveOpenDocuments', d.checked)}
        />
      </Field>
      <Field
        label="分仓出入库"
        hint="开启后，采购单、销售单及其退货单审核时不变动库存，由仓库在单据上确认入库或出库（可分次确认）后才变动；需要“出入库”权限"
      >
        <Switch checked={form.separatorWarehouse} label="出入库需仓库确认" onChange={(_, d) => set('separatorWarehouse', d.checked)} />
      </Field>
      <Field label="录入商品" hint="扫码或输入已在单据上的商品时，在原行数量上加1；关闭则每次另起一行（盘点单、标签始终合并）">
        <Switch checked={form.mergeSameSku} label="再次录入同一商品时数量加1" onChange={(_, d) => set('mergeSameSku', d.checked)} />
      </Field>
      <div className={s.grid}>
        <Field label="默认结算账户" hint="单据上填写收款或付款金额时默认使用的账户">
          <ChoiceSelect
            className={s.select}
            choices={accounts}
            value={form.defaultAccountId ?? ''}
            emptyLabel="第一个账户"
            onChange={(v) => set('defaultAccountId', v || null)}
          />
        </Field>
      </div>
      <Field
        label="零售收款"
        hint="销售单选择零售客户（如“零售散客”）时，本次收款自动等于单据金额并收入默认结算账户，不产生欠款；收银员改写金额后以填写为准"
      >
        <Switch checked={form.retailFullPayment} label="零售客户默认全额收款" onChange={(_, d) => set('retailFullPayment', d.checked)} />
      </Field>
      <Field label="销售价低于最低售价时">
        <RadioGroup
          layout="horizontal"
          value={form.lowestPriceRule}
          onChange={(_, d) => set('lowestPriceRule', d.value as LowestPriceRule)}
        >
          {RULES.map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </RadioGroup>
      </Field>
      <div className={s.grid}>
        <Field label="数量小数位">
          <ChoiceSelect
            className={s.select}
            choices={DIGITS}
            value={String(form.qtyDigits)}
            onChange={(v) => set('qtyDigits', Number(v))}
          />
        </Field>
        <Field label="金额小数位">
          <ChoiceSelect
            className={s.select}
            choices={DIGITS}
            value={String(form.moneyDigits)}
            onChange={(v) => set('moneyDigits', Number(v))}
          />
        </Field>
      </div>
      <Caption1 className={s.muted}>小数位只影响显示，金额和数量在服务器上按精确小数计算。</Caption1>
      {can('set') && (
        <Button appearance="primary" className={s.save} disabled={busy} onClick={() => void save()}>
          保存
        </Button>
      )}
    </Card>
  );
}
