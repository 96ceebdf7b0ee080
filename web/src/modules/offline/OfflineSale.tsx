import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Subtitle2,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { AppLink } from '../../components/AppLink';
import { PageSpinner } from '../../components/PageSpinner';
import { Stack } from '../../kit/Stack';
import { notifySuccess } from '../../notify/bus';
import { formatAmount } from '../../utils/format';
import { DataAge } from './DataAge';
import { FindSku } from './FindSku';
import { addSaleLine, EMPTY_SALE, goodsOf, saleRefusal, saleBody, saleProblems, saleTotal, type SaleDraft } from './forms';
import { PENDING_PATH } from './paths';
import { useFormStyles } from './styles';
import { keep } from './sync';
import { useOnline } from './useLive';
import { useDraft, useShopData } from './useShopData';

/** 开单 on the phone from its own data: kept as typed, saved into the outbox and posted when the network is there. */
export function OfflineSale() {
  const s = useFormStyles();
  const navigate = useNavigate();
  const online = useOnline();
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
    await keep('sale', saleBody(d), d, `${customer} · ${goodsOf(d.lines, data.skus)} · ¥${formatAmount(saleTotal(d))}`);
    notifySuccess(online ? '已保存，正在提交' : '已保存在手机上，联网后自动提交');
    navigate(PENDING_PATH);
  };

  return (
    <Stack>
      <Card className={s.card}>
        <div className={s.head}>
          <Subtitle2 as="h1">手机开单</Subtitle2>
          {!online && <Badge color="warning">离线</Badge>}
        </div>
        <DataAge mark={data.mark} />
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
        <Field label="仓库" required>
          <Select value={d.warehouseId} onChange={(_, v) => setDraft({ ...d, warehouseId: v.value })}>
            <option value="">请选择仓库</option>
            {data.warehouses.map((w) => (
              <option key={w.warehouseId} value={w.warehouseId}>
                {w.warehouseName}
              </option>
            ))}
          </Select>
        </Field>
        <FindSku skus={data.skus} refuse={saleRefusal} onPick={(sku) => setDraft(addSaleLine(d, sku))} />
      </Card>
      <Card className={s.card} aria-label="商品明细">
        {!d.lines.length && <Caption1 className={s.hint}>还没有商品：扫码或输入后回车</Caption1>}
        {d.lines.map((l, i) => {
          const sku = skuOf(l.skuId);
          return (
            <div key={l.skuId} className={s.line} data-testid="sale-line">
              <div>
                <Body1 className={s.name}>
                  {sku?.productName ?? '（手机上已没有该商品）'}
                  {sku?.spec && ` ${sku.spec}`}
                </Body1>
                <br />
                <Caption1 className={s.hint}>
                  {sku?.barCode ?? sku?.productCode} · 库存 {data.stockOf(d.warehouseId, l.skuId)}
                  {sku?.unitName}
                  {!!data.pendingOut(d.warehouseId, l.skuId) && `（待提交已售 ${data.pendingOut(d.warehouseId, l.skuId)}）`}
                  {sku?.salePrice === null && ' · 无权查看售价'}
                </Caption1>
              </div>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={`删除${sku?.productName ?? ''}`}
                onClick={() => setDraft({ ...d, lines: d.lines.filter((_, n) => n !== i) })}
              />
              <div className={s.numbers}>
                <Field label="数量" className={s.number}>
                  <Input className={s.input} inputMode="decimal" value={l.qty} onChange={(_, v) => setLine(i, 'qty', v.value)} />
                </Field>
                <Field label="单价" className={s.number}>
                  <Input className={s.input} inputMode="decimal" value={l.price} onChange={(_, v) => setLine(i, 'price', v.value)} />
                </Field>
              </div>
            </div>
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
        {!!problems.length && (
          <MessageBar intent="error">
            <MessageBarBody>{problems.join('；')}</MessageBarBody>
          </MessageBar>
        )}
        <div className={s.footer}>
          <Body1>
            合计 <strong>¥{formatAmount(saleTotal(d))}</strong>
          </Body1>
          <div className={s.actions}>
            <AppLink to={PENDING_PATH}>待同步</AppLink>
            <Button appearance="primary" onClick={() => void save()}>
              保存并审核
            </Button>
          </div>
        </div>
      </Card>
    </Stack>
  );
}
