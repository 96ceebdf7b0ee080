import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { asOf } from './forms';
import type { SyncMark } from './store';
import { dataIsStale, refreshData } from './sync';
import { useOnline } from './useLive';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  text: { color: tokens.colorNeutralForeground3 },
});

const STALE_MS = 10 * 60_000;

/** From when the prices and stock on the phone are; online, they are taken afresh when old, or with the button. */
export function DataAge({ mark }: { mark?: SyncMark }) {
  const s = useStyles();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    await refreshData()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const refreshIfStale = useEffectEvent(async () => {
    if (await dataIsStale(STALE_MS)) await refresh();
  });
  useEffect(() => {
    if (online) void refreshIfStale();
  }, [online]);
  return (
    <div className={s.root}>
      <Caption1 className={s.text}>
        {mark ? `价格、库存截至 ${asOf(mark.at)}` : '手机上还没有商品资料：请联网后更新数据'}
        {!online && '（离线）'}
      </Caption1>
      {online && (
        <Button size="small" appearance="subtle" icon={<ArrowSyncRegular />} disabled={busy} onClick={() => void refresh()}>
          {busy ? '更新中…' : '更新数据'}
        </Button>
      )}
    </div>
  );
}
