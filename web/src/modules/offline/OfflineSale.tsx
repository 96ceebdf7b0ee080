import { useState } from 'react';
import { Caption1, Card, Checkbox, Field, Input, Select } from '@fluentui/react-components';
import { PageSpinner } from '../../components/PageSpinner';
import { Stack } from '../../kit/Stack';
import { formatAmount } from '../../utils/format';
import { FindSku } from './FindSku';
import { addSaleLine, EMPTY_SALE, goodsOf, saleRefusal, saleBody, saleProblems, saleTotal, type SaleDraft } from './forms';
import { PhoneFormFoot, PhoneFormHead, PhoneLine, useKeepForm, WarehouseField } from './PhoneForm';
import { useFormStyles } from './styles';
import { useOnline } from './useLive';
import { useDraft, useShopData } from './useShopData';

/** 开单 on the phone from its own data: kept as typed, saved into the outbox and posted when the network is there. */
export function OfflineSale() {
  const s = useFormStyles();
  const online = useOnline();
  const keepForm = useKeepForm(online);
  const data = useShopData();
  const [draft, setDraft] = useDraft<SaleDraft>('sale', EMPTY_SALE);
  const [problems, setProblems] = useState<string[]>([]);
  if (!draft) return <PageSpinner />;
  const customId = draft.customId || (data.customers.find((c) => c.retailFlag) ?? data.customers[0])?.customId || '';
  const retail = !!data.customers.find((c) => c.customId === customId)?.retailFlag;
  const defaultAccount = data.accounts.find((a) => a.accountId === data.settlement?.defaultAccountId) ?? data.accounts[0];
  const d: SaleDraft = {
    ...draft,
    customId,
    warehouseId: draft.warehouseId || data.warehouses[0]?.warehouseId || '',
    inFull: draft.inFull ?? (retail && !!data.settlement?.retailFullPayment),
    accountId: draft.accountId || defaultAccount?.accountId || '',
  };
  const skuOf = (skuId: string) => data.skus.find((k) => k.skuId === skuId);
  const setLine = (i: number, field: 'qty' | 'price', value: string) =>
    setDraft({ ...d, lines: d.lines.map((l, n) => (n === i ? { ...l, [field]: value } : l)) });
  const save = async () => {
    const found = saleProblems(d);
    setProblems(found);
    if (found.length) return;
    const customer = data.customers.find((c) => c.customId === d.customId)?.customName ?? '';
    await keepForm('sale', saleBody(d), d, `${customer} · ${goodsOf(d.lines, data.skus)} · ¥${formatAmount(saleTotal(d))}`);
  };

  return (
    <Stack>
      <PhoneFormHead title="手机开单" online={online} mark={data.mark}>
        <Field label="客户" required>
          <Select value={d.customId} onChange={(_, v) => setDraft({ ...d, customId: v.value })}>
            <option value="">请选择客户</option>
            {data.customers.map((c) => (
              <option key={c.customId} value={c.customId}>
                {c.customName}
              </option>
            ))}
          </Select>
        </Field>
        <WarehouseField
          label="仓库"
          value={d.warehouseId}
          warehouses={data.warehouses}
          onChange={(warehouseId) => setDraft({ ...d, warehouseId })}
        />
        <FindSku skus={data.skus} refuse={saleRefusal} onPick={(sku) => setDraft(addSaleLine(d, sku))} />
      </PhoneFormHead>
      <Card className={s.card} aria-label="商品明细">
        {!d.lines.length && <Caption1 className={s.hint}>还没有商品：扫码或输入后回车</Caption1>}
        {d.lines.map((l, i) => {
          const sku = skuOf(l.skuId);
          const pending = data.pendingOut(d.warehouseId, l.skuId);
          return (
            <PhoneLine
              key={l.skuId}
              sku={sku}
              testId="sale-line"
              facts={
                <>
                  库存 {data.stockOf(d.warehouseId, l.skuId)}
                  {sku?.unitName}
                  {!!pending && `（待提交已售 ${pending}）`}
                  {sku?.salePrice === null && ' · 无权查看售价'}
                </>
              }
              onRemove={() => setDraft({ ...d, lines: d.lines.filter((_, n) => n !== i) })}
            >
              <Field label="数量" className={s.number}>
                <Input className={s.input} inputMode="decimal" value={l.qty} onChange={(_, v) => setLine(i, 'qty', v.value)} />
              </Field>
              <Field label="单价" className={s.number}>
                <Input className={s.input} inputMode="decimal" value={l.price} onChange={(_, v) => setLine(i, 'price', v.value)} />
              </Field>
            </PhoneLine>
          );
        })}
        {!!data.accounts.length && (
          <div className={s.numbers}>
            <Field label="本次收款" className={s.number}>
              <Input
                className={s.input}
                inputMode="decimal"
                value={d.inFull ? formatAmount(saleTotal(d)) : (d.received ?? '')}
                disabled={d.inFull}
                onChange={(_, v) => setDraft({ ...d, received: v.value })}
              />
            </Field>
            <Field label="结算账户" className={s.number}>
              <Select value={d.accountId} onChange={(_, v) => setDraft({ ...d, accountId: v.value })}>
                {data.accounts.map((a) => (
                  <option key={a.accountId} value={a.accountId}>
                    {a.accountName}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        )}
        {!!data.accounts.length && (
          <Checkbox label="全额收款" checked={!!d.inFull} onChange={(_, v) => setDraft({ ...d, inFull: !!v.checked, received: '' })} />
        )}
        <PhoneFormFoot
          problems={problems}
          summary={
            <>
              合计 <strong>¥{formatAmount(saleTotal(d))}</strong>
            </>
          }
          saveLabel="保存并审核"
          onSave={() => void save()}
        />
      </Card>
    </Stack>
  );
}
