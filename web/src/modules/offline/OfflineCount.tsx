import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
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
  Select,
  Subtitle2,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { AppLink } from '../../components/AppLink';
import { PageSpinner } from '../../components/PageSpinner';
import { Stack } from '../../kit/Stack';
import { notifySuccess } from '../../notify/bus';
import { DataAge } from './DataAge';
import { FindSku } from './FindSku';
import { addCountLine, countBody, countProblems, EMPTY_COUNT, goodsOf, countRefusal, type CountDraft } from './forms';
import { PENDING_PATH } from './paths';
import { useFormStyles } from './styles';
import { keep } from './sync';
import { useOnline } from './useLive';
import { useDraft, useShopData } from './useShopData';

/** 盘点 on the phone: what was counted of each SKU, beside the book at the last sync; saved as a 盘点单 draft. */
export function OfflineCount() {
  const s = useFormStyles();
  const navigate = useNavigate();
  const online = useOnline();
  const data = useShopData();
  const [draft, setDraft] = useDraft<CountDraft>('count', EMPTY_COUNT);
  const [problems, setProblems] = useState<string[]>([]);
  if (!draft) return <PageSpinner />;
  const d: CountDraft = { ...draft, warehouseId: draft.warehouseId || data.warehouses[0]?.warehouseId || '' };
  const skuOf = (skuId: string) => data.skus.find((k) => k.skuId === skuId);
  const save = async () => {
    const found = countProblems(d);
    setProblems(found);
    if (found.length) return;
    const warehouse = data.warehouses.find((w) => w.warehouseId === d.warehouseId)?.warehouseName ?? '';
    await keep('count', countBody(d), d, `${warehouse} · 盘点 ${goodsOf(d.lines, data.skus)}`);
    notifySuccess(online ? '已保存，正在提交' : '已保存在手机上，联网后自动提交');
    navigate(PENDING_PATH);
  };

  return (
    <Stack>
      <Card className={s.card}>
        <div className={s.head}>
          <Subtitle2 as="h1">手机盘点</Subtitle2>
          {!online && <Badge color="warning">离线</Badge>}
        </div>
        <DataAge mark={data.mark} />
        <Field label="盘点仓库" required>
          <Select value={d.warehouseId} onChange={(_, v) => setDraft({ ...d, warehouseId: v.value })}>
            <option value="">请选择仓库</option>
            {data.warehouses.map((w) => (
              <option key={w.warehouseId} value={w.warehouseId}>
                {w.warehouseName}
              </option>
            ))}
          </Select>
        </Field>
        <FindSku skus={data.skus} refuse={countRefusal} onPick={(sku) => setDraft(addCountLine(d, sku))} />
      </Card>
      <Card className={s.card} aria-label="盘点明细">
        {!d.lines.length && <Caption1 className={s.hint}>还没有商品：扫码或输入后回车，每扫一次加一</Caption1>}
        {d.lines.map((l, i) => {
          const sku = skuOf(l.skuId);
          return (
            <div key={l.skuId} className={s.line} data-testid="count-line">
              <div>
                <Body1 className={s.name}>
                  {sku?.productName ?? '（手机上已没有该商品）'}
                  {sku?.spec && ` ${sku.spec}`}
                </Body1>
                <br />
                <Caption1 className={s.hint}>
                  {sku?.barCode ?? sku?.productCode} · 账面 {data.stockOf(d.warehouseId, l.skuId)}
                  {sku?.unitName}
                  {!!data.pendingOut(d.warehouseId, l.skuId) && `（待提交已售 ${data.pendingOut(d.warehouseId, l.skuId)}）`}
                </Caption1>
              </div>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={`删除${sku?.productName ?? ''}`}
                onClick={() => setDraft({ ...d, lines: d.lines.filter((_, n) => n !== i) })}
              />
              <div className={s.numbers}>
                <Field label="盘点数量" className={s.number}>
                  <Input
                    className={s.input}
                    inputMode="decimal"
                    value={l.count}
                    onChange={(_, v) => setDraft({ ...d, lines: d.lines.map((x, n) => (n === i ? { ...x, count: v.value } : x)) })}
                  />
                </Field>
              </div>
            </div>
          );
        })}
        {!!problems.length && (
          <MessageBar intent="error">
            <MessageBarBody>{problems.join('；')}</MessageBarBody>
          </MessageBar>
        )}
        <div className={s.footer}>
          <Body1>共 {d.lines.length} 种商品</Body1>
          <div className={s.actions}>
            <AppLink to={PENDING_PATH}>待同步</AppLink>
            <Button appearance="primary" onClick={() => void save()}>
              保存盘点单
            </Button>
          </div>
        </div>
      </Card>
    </Stack>
  );
}
