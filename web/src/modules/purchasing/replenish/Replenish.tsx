import { DOCUMENTS, type ReplenishDrafts, type ReplenishLine } from '@jxc/services/contracts';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Body1,
  Button,
  Caption1,
  Card,
  CardHeader,
  Checkbox,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons';
import { warehouseOptions } from '../../catalog';
import { useLoad } from '../../../hooks/useLoad';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { FilterBar, FilterField } from '../../../kit/FilterBar';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { draftLine, replenish } from './api';
import { ReplenishSettingsDialog } from './ReplenishSettingsDialog';
import { ReplenishTarget, type ReplenishTargetChoice } from './ReplenishTarget';

const MENU_ID = '4020';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flex: '1 1 160px' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  line: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  what: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  qty: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
  settings: { fontWeight: tokens.fontWeightRegular },
  reason: { color: tokens.colorNeutralForeground2 },
  made: { display: 'flex', flexWrap: 'wrap', gap: `0 ${tokens.spacingHorizontalM}` },
});

const keyOf = (l: ReplenishLine) => `${l.kind}|${l.skuId}|${l.warehouseId}|${l.fromWarehouseId ?? l.supplierId ?? ''}`;

/** One group of the list: the transfers, or one supplier's purchases. */
interface Group {
  key: string;
  title: string;
  hint?: string;
  lines: ReplenishLine[];
  /** Lines of no known supplier cannot be ordered from here. */
  orderable: boolean;
}

function groupsOf(lines: readonly ReplenishLine[]): Group[] {
  const groups = new Map<string, Group>();
  for (const l of lines) {
    const key = l.kind === 'transfer' ? 'transfer' : `purchase|${l.supplierId ?? ''}`;
    const group =
      groups.get(key) ??
      groups
        .set(key, {
          key,
          title: l.kind === 'transfer' ? '调拨建议' : `采购建议 · ${l.supplierName ?? '未指定供应商'}`,
          hint: l.kind === 'purchase' && !l.supplierId ? '这些商品还没有采购记录，请先用采购单向供应商进货' : undefined,
          lines: [],
          orderable: l.kind === 'transfer' || !!l.supplierId,
        })
        .get(key)!;
    group.lines.push(l);
  }
  return [...groups.values()];
}

/** How many suggestions there are, less those drafted here (while still suggested), and how many are shown of them. */
function countText(page: { data: ReplenishLine[]; totalCount: number } | undefined, drafted: ReadonlySet<string>) {
  const gone = page?.data.filter((l) => drafted.has(keyOf(l))).length ?? 0;
  const total = (page?.totalCount ?? 0) - gone;
  const shown = (page?.data.length ?? 0) - gone;
  return `共 ${total} 条建议${total > shown ? `，显示最急的 ${shown} 条` : ''}`;
}

/**
 * 智能补货: what each warehouse should get before it runs out — first moved from warehouses with more than they need,
 * then bought from each product's usual supplier in whole cases — each line saying why. Ticked lines become draft
 * 调拨单 and 采购订单, opened from the links that follow.
 */
export function Replenish() {
  const s = useStyles();
  const can = useCan(MENU_ID);
  const { qty } = useNumbers();
  const warehouses = useLoad(warehouseOptions, 'warehouses').data ?? [];
  const [warehouseId, setWarehouseId] = useState('');
  const [days, setDays] = useState('30');
  const [safetyDays, setSafetyDays] = useState('3');
  const [round, setRound] = useState(0);
  const query = { warehouseId: warehouseId || undefined, days: Number(days) || 30, safetyDays: Number(safetyDays) || 0 };
  const suggested = useLoad(() => replenish.suggest(query), `${query.warehouseId}|${query.days}|${query.safetyDays}|${round}`);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [drafted, setDrafted] = useState<ReadonlySet<string>>(new Set());
  const [made, setMade] = useState<ReplenishDrafts>();
  const [busy, setBusy] = useState(false);
  const [setting, setSetting] = useState<ReplenishTargetChoice>();
  const [choosing, setChoosing] = useState(false);

  const lines = useMemo(() => (suggested.data?.data ?? []).filter((l) => !drafted.has(keyOf(l))), [suggested.data, drafted]);
  const groups = useMemo(() => groupsOf(lines), [lines]);
  const picked = (kind: ReplenishLine['kind']) => lines.filter((l) => l.kind === kind && chosen.has(keyOf(l)));
  const toggle = (keys: string[], on: boolean) =>
    setChosen((was) => {
      const next = new Set(was);
      for (const k of keys)
        if (on) next.add(k);
        else next.delete(k);
      return next;
    });

  const draft = async (kind: ReplenishLine['kind']) => {
    const chosenLines = picked(kind);
    setBusy(true);
    try {
      const result = await replenish.draft(chosenLines.map(draftLine));
      setMade((was) => ({
        transfers: [...(was?.transfers ?? []), ...result.transfers],
        orders: [...(was?.orders ?? []), ...result.orders],
      }));
      const keys = chosenLines.map(keyOf);
      setDrafted((was) => new Set([...was, ...keys]));
      toggle(keys, false);
    } finally {
      setBusy(false);
    }
  };

  const lineView = (l: ReplenishLine, orderable: boolean) => {
    const key = keyOf(l);
    const where = l.kind === 'transfer' ? `${l.fromWarehouseName} → ${l.warehouseName}` : l.warehouseName;
    return (
      <div key={key} className={s.line}>
        <Checkbox
          aria-label={`选择 ${l.skuName} ${where}`}
          checked={chosen.has(key)}
          disabled={!orderable}
          onChange={(_, d) => toggle([key], !!d.checked)}
        />
        <div className={s.what}>
          <Body1>{l.skuName}</Body1>
          <Caption1>
            {where} · 库存 {qty(l.stock)} {l.unitName}
          </Caption1>
          <Caption1 className={s.reason}>{l.reason}</Caption1>
        </div>
        <div className={s.qty}>
          {l.cases ? `${l.cases} ${l.caseUnitName}` : `${qty(l.suggestQty)} ${l.unitName}`}
          {l.cases ? <Caption1>{`${qty(l.suggestQty)} ${l.unitName}`}</Caption1> : null}
          {can('edit') && (
            <Button
              className={s.settings}
              size="small"
              appearance="subtle"
              icon={<SettingsRegular />}
              aria-label={`补货设置 ${l.skuName} ${l.warehouseName}`}
              onClick={() => setSetting(l)}
            >
              设置
            </Button>
          )}
        </div>
      </div>
    );
  };

  const transfersChosen = picked('transfer').length;
  const ordersChosen = picked('purchase').length;
  return (
    <Stack>
      <FilterBar>
        <FilterField label="补货仓库">
          <ChoiceSelect
            choices={warehouses.map((w) => ({ id: w.value, name: w.label }))}
            value={warehouseId}
            onChange={setWarehouseId}
            emptyLabel="全部仓库"
          />
        </FilterField>
        <FilterField label="按最近几天的销量">
          <Input type="number" min={1} max={365} value={days} onChange={(_, d) => setDays(d.value)} />
        </FilterField>
        <FilterField label="安全库存（天）">
          <Input type="number" min={0} max={365} value={safetyDays} onChange={(_, d) => setSafetyDays(d.value)} />
        </FilterField>
      </FilterBar>
      <Card>
        <div className={s.toolbar}>
          <Body1 className={s.grow}>{suggested.loading ? '正在计算…' : countText(suggested.data, drafted)}</Body1>
          <div className={s.buttons}>
            <Button onClick={() => setRound((r) => r + 1)} disabled={suggested.loading}>
              重新计算
            </Button>
            {can('edit') && (
              <Button icon={<SettingsRegular />} onClick={() => setChoosing(true)}>
                补货设置
              </Button>
            )}
            {can('add') && (
              <>
                <Button appearance="primary" disabled={busy || !transfersChosen} onClick={() => draft('transfer')}>
                  生成调拨单{transfersChosen ? `（${transfersChosen}）` : ''}
                </Button>
                <Button appearance="primary" disabled={busy || !ordersChosen} onClick={() => draft('purchase')}>
                  生成采购订单{ordersChosen ? `（${ordersChosen}）` : ''}
                </Button>
              </>
            )}
          </div>
        </div>
      </Card>
      {made && (
        <MessageBar intent="success">
          <MessageBarBody>
            已生成草稿，请核对后审核：
            <span className={s.made}>
              {made.transfers.map((t) => (
                <RouterLink key={t.transId} to={`${DOCUMENTS.Transfer.routes.detail}?transId=${t.transId}`}>
                  调拨单 {t.billNo}
                </RouterLink>
              ))}
              {made.orders.map((o) => (
                <RouterLink key={o.offerId} to={`${DOCUMENTS.BuyOffer.routes.detail}?offerId=${o.offerId}`}>
                  采购订单 {o.billNo}
                </RouterLink>
              ))}
            </span>
          </MessageBarBody>
        </MessageBar>
      )}
      {suggested.loading && !suggested.data && <Spinner label="正在计算补货建议…" />}
      {!suggested.loading && !groups.length && (
        <MessageBar intent="info">
          <MessageBarBody>
            {drafted.size ? '建议都已生成草稿。' : '没有需要补货的商品：按最近的销量，各仓库的库存都够卖到下次到货。'}
          </MessageBarBody>
        </MessageBar>
      )}
      {groups.map((g) => {
        const keys = g.lines.map(keyOf);
        const all = keys.every((k) => chosen.has(k));
        const some = keys.some((k) => chosen.has(k));
        return (
          <Card key={g.key} aria-label={g.title}>
            <CardHeader
              header={<Subtitle2>{g.title}</Subtitle2>}
              description={g.hint && <Caption1>{g.hint}</Caption1>}
              action={
                g.orderable ? (
                  <Checkbox label="全选" checked={all ? true : some ? 'mixed' : false} onChange={(_, d) => toggle(keys, !!d.checked)} />
                ) : undefined
              }
            />
            <div>{g.lines.map((l) => lineView(l, g.orderable))}</div>
          </Card>
        );
      })}
      {choosing && (
        <ReplenishTarget
          warehouses={warehouses.map((w) => ({ id: w.value, name: w.label }))}
          warehouseId={warehouseId}
          onClose={() => setChoosing(false)}
          onChosen={(t) => {
            setChoosing(false);
            setSetting(t);
          }}
        />
      )}
      {setting && (
        <ReplenishSettingsDialog
          line={setting}
          onClose={() => setSetting(undefined)}
          onSaved={() => {
            setSetting(undefined);
            setRound((r) => r + 1);
          }}
        />
      )}
    </Stack>
  );
}
