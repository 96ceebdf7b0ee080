import { useCallback, useEffect, useState } from 'react';
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
  Subtitle2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowExportRegular, SubtractRegular } from '@fluentui/react-icons';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useServerCall } from '../../../kit/useServerCall';
import { useSession } from '../../../session/useSession';
import { FailureBar, SkuEntry, SkuPicker, useWarehouses, type Sku } from '../../document-engine';
import type { CountPart, TeamCounts } from '@jxc/services/contracts';
import { addCount, joinCounting, teamCounts, type LinkState } from './teamCounts';
import { INVTAK } from './kind';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  zone: { maxWidth: '320px' },
  zones: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  sku: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  repeated: { border: `1px solid ${tokens.colorPaletteMarigoldBorder2}`, backgroundColor: tokens.colorPaletteYellowBackground1 },
  skuHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  total: { marginLeft: 'auto', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  part: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  who: { color: tokens.colorNeutralForeground2, minWidth: '9em' },
  hint: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const zoneKey = (invtakId: string) => `count-zone:${invtakId}`;
const LINK_TEXT: Record<LinkState, string> = { connecting: '连接中…', live: '实时同步', refused: '无法加入' };

/**
 * 多人盘点 (/inventoryOrder/add?together=): each person counts a zone or shelf of one stocktake on a phone, scanning
 * or entering goods (one more each time); everyone's counts show merged per SKU as they come, a SKU counted in two
 * zones or by two people marked 重复计数. The owner takes the sums into the 盘点单 and finishes it there.
 */
export function CountTogether({ invtakId }: { invtakId: string }) {
  const s = useStyles();
  const navigate = useNavigate();
  const { token, current_user_id: me } = useSession();
  const can = useCan(INVTAK.menuId);
  const { qty } = useNumbers();
  const warehouses = useWarehouses();
  const [counts, setCounts] = useState<TeamCounts>();
  const [link, setLink] = useState<{ state: LinkState; message?: string }>({ state: 'connecting' });
  const [zone, setZone] = useState(() => localStorage.getItem(zoneKey(invtakId)) ?? '');
  const [picking, setPicking] = useState(false);
  const { failure, run } = useServerCall();

  const reload = useCallback(() => void teamCounts(invtakId).then(setCounts, () => undefined), [invtakId]);
  useEffect(() => joinCounting(token, invtakId, reload, (state, message) => setLink({ state, message })), [token, invtakId, reload]);

  const chooseZone = (value: string) => {
    setZone(value);
    localStorage.setItem(zoneKey(invtakId), value.trim());
  };
  const count = (skuId: string, n: number, at = zone.trim()) =>
    run(async () => {
      await addCount({ invtakId, skuId, zone: at, qty: n });
      reload();
    });
  const pick = (skus: Sku[]) => {
    setPicking(false);
    return Promise.all(skus.map((k) => count(k.skuId, 1))).then(() => undefined);
  };

  const open = counts?.status === 'draft';
  const ready = open && !!zone.trim() && link.state !== 'refused';
  const zones = [...new Set(counts?.lines.flatMap((l) => l.parts.map((p) => p.zone)) ?? [])];
  const repeated = counts?.lines.filter((l) => l.repeated).length ?? 0;
  const mine = (p: CountPart) => p.counterId === me;
  const warehouseName = warehouses.find((w) => w.id === counts?.warehouseId)?.name ?? '';

  return (
    <Stack>
      {failure && <FailureBar failure={failure} />}
      {link.state === 'refused' && (
        <MessageBar intent="error">
          <MessageBarBody>{link.message}</MessageBarBody>
        </MessageBar>
      )}
      <Card className={s.card}>
        <div className={s.head}>
          <Subtitle2 as="h1">多人盘点 {counts?.billNo}</Subtitle2>
          <Badge appearance="tint" color={link.state === 'live' ? 'success' : link.state === 'refused' ? 'danger' : 'warning'}>
            {LINK_TEXT[link.state]}
          </Badge>
        </div>
        <Caption1 className={s.hint}>
          {warehouseName && `仓库：${warehouseName}。`}每人选一个区域或货架，扫码或录入商品，每次计1；大家的计数实时汇总到这张盘点单。
        </Caption1>
        {counts && !open && (
          <MessageBar intent="warning">
            <MessageBarBody>该盘点单已审核，不能再计数</MessageBarBody>
          </MessageBar>
        )}
        <Field label="我盘点的区域/货架" required className={s.zone}>
          <Input value={zone} maxLength={20} placeholder="如 A区、3号货架" onChange={(_, d) => chooseZone(d.value)} />
        </Field>
        {zones.some((z) => z !== zone.trim()) && (
          <div className={s.zones} role="group" aria-label="已有的区域">
            <Caption1 className={s.hint}>已有：</Caption1>
            {zones
              .filter((z) => z !== zone.trim())
              .map((z) => (
                <Button key={z} size="small" onClick={() => chooseZone(z)}>
                  {z}
                </Button>
              ))}
          </div>
        )}
        <SkuEntry onPick={(k) => pick([k])} onBrowse={() => setPicking(true)} disabled={!ready} />
      </Card>
      <Card className={s.card}>
        <div className={s.head}>
          <Subtitle2 as="h2">汇总</Subtitle2>
          <Caption1 className={s.hint}>
            {counts?.lines.length ?? 0}种商品{repeated > 0 && `，${repeated}种重复计数，请核对`}
          </Caption1>
        </div>
        <ul className={s.list} aria-label="多人盘点汇总">
          {counts?.lines.map((l) => (
            <CountedSku key={l.skuId} line={l} qty={qty} mine={mine} open={open && link.state !== 'refused'} onCount={count} />
          ))}
        </ul>
        {counts && !counts.lines.length && <Body1 className={s.hint}>还没有人计数</Body1>}
        <div className={s.actions}>
          {open && can('edit') && (
            <Button
              appearance="primary"
              icon={<ArrowExportRegular />}
              disabled={!counts?.lines.length}
              onClick={() => navigate(`${INVTAK.paths.edit}?invtakId=${encodeURIComponent(invtakId)}&counted=1`)}
            >
              填入盘点单
            </Button>
          )}
          <Button onClick={() => navigate(`${INVTAK.paths.detail}?invtakId=${encodeURIComponent(invtakId)}`)}>查看盘点单</Button>
        </div>
      </Card>
      {picking && <SkuPicker priceOf={() => null} onPick={(skus) => void pick(skus)} onClose={() => setPicking(false)} />}
    </Stack>
  );
}

interface CountedSkuProps {
  line: TeamCounts['lines'][number];
  qty: (v: unknown) => string;
  mine: (p: CountPart) => boolean;
  open: boolean;
  onCount: (skuId: string, n: number, zone: string) => Promise<void>;
}

/** A SKU's sum (and the book), and who counted how many where; the counter's own parts take one more or one less. */
function CountedSku({ line: l, qty, mine, open, onCount }: CountedSkuProps) {
  const s = useStyles();
  const name = [l.productName, l.spec].filter(Boolean).join(' ');
  return (
    <li className={mergeClasses(s.sku, l.repeated && s.repeated)} aria-label={name}>
      <div className={s.skuHead}>
        <Body1>{name}</Body1>
        {l.repeated && (
          <Badge appearance="filled" color="warning">
            重复计数
          </Badge>
        )}
        <span className={s.total} aria-label={`${name}合计`}>
          {qty(l.qty)}
          {l.unitName}
        </span>
      </div>
      <Caption1 className={s.hint}>
        {[l.productCode, l.barCode].filter(Boolean).join(' · ')} 账面 {qty(l.bookQty)}
      </Caption1>
      {l.parts.map((p) => (
        <div key={`${p.zone}|${p.counterId}`} className={s.part}>
          <Caption1 className={s.who}>
            {p.zone} · {p.counterName}
          </Caption1>
          <Body1>{qty(p.qty)}</Body1>
          {open && mine(p) && (
            <>
              <Button
                size="small"
                icon={<SubtractRegular />}
                aria-label={`${p.zone}${name}减1`}
                onClick={() => void onCount(l.skuId, -1, p.zone)}
              />
              <Button
                size="small"
                icon={<AddRegular />}
                aria-label={`${p.zone}${name}加1`}
                onClick={() => void onCount(l.skuId, 1, p.zone)}
              />
            </>
          )}
        </div>
      ))}
    </li>
  );
}
