import { useState } from 'react';
import { Caption1, Card, Field, Input } from '@fluentui/react-components';
import { PageSpinner } from '../../components/PageSpinner';
import { Stack } from '../../kit/Stack';
import { FindSku } from './FindSku';
import { addCountLine, countBody, countProblems, EMPTY_COUNT, goodsOf, countRefusal, type CountDraft } from './forms';
import { PhoneFormFoot, PhoneFormHead, PhoneLine, useKeepForm, WarehouseField } from './PhoneForm';
import { useFormStyles } from './styles';
import { useOnline } from './useLive';
import { useDraft, useShopData } from './useShopData';

/** 盘点 on the phone: what was counted of each SKU, beside the book at the last sync; saved as a 盘点单 draft. */
export function OfflineCount() {
  const s = useFormStyles();
  const online = useOnline();
  const keepForm = useKeepForm(online);
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
    await keepForm('count', countBody(d), d, `${warehouse} · 盘点 ${goodsOf(d.lines, data.skus)}`);
  };

  return (
    <Stack>
      <PhoneFormHead title="手机盘点" online={online} mark={data.mark}>
        <WarehouseField
          label="盘点仓库"
          value={d.warehouseId}
          warehouses={data.warehouses}
          onChange={(warehouseId) => setDraft({ ...d, warehouseId })}
        />
        <FindSku skus={data.skus} refuse={countRefusal} onPick={(sku) => setDraft(addCountLine(d, sku))} />
      </PhoneFormHead>
      <Card className={s.card} aria-label="盘点明细">
        {!d.lines.length && <Caption1 className={s.hint}>还没有商品：扫码或输入后回车，每扫一次加一</Caption1>}
        {d.lines.map((l, i) => {
          const sku = skuOf(l.skuId);
          const pending = data.pendingOut(d.warehouseId, l.skuId);
          return (
            <PhoneLine
              key={l.skuId}
              sku={sku}
              testId="count-line"
              facts={
                <>
                  账面 {data.stockOf(d.warehouseId, l.skuId)}
                  {sku?.unitName}
                  {!!pending && `（待提交已售 ${pending}）`}
                </>
              }
              onRemove={() => setDraft({ ...d, lines: d.lines.filter((_, n) => n !== i) })}
            >
              <Field label="盘点数量" className={s.number}>
                <Input
                  className={s.input}
                  inputMode="decimal"
                  value={l.count}
                  onChange={(_, v) => setDraft({ ...d, lines: d.lines.map((x, n) => (n === i ? { ...x, count: v.value } : x)) })}
                />
              </Field>
            </PhoneLine>
          );
        })}
        <PhoneFormFoot problems={problems} summary={`共 ${d.lines.length} 种商品`} saveLabel="保存盘点单" onSave={() => void save()} />
      </Card>
    </Stack>
  );
}
