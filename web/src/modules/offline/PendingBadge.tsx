import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, CounterBadge, makeStyles, tokens } from '@fluentui/react-components';
import { CloudOffRegular, CloudSyncRegular } from '@fluentui/react-icons';
import { PENDING_PATH } from './paths';
import { db, owner } from './store';
import { dataIsStale, refreshData, syncNow } from './sync';
import { useLive, useOnline } from './useLive';

const RETRY_MS = 30_000;
const STALE_MS = 10 * 60_000;
const useStyles = makeStyles({ button: { minWidth: 0, gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' } });

/** Whether this browser is a phone or an installed app: it keeps the shop floor's data without being asked. */
const onShopFloor = () => matchMedia('(pointer: coarse)').matches || matchMedia('(display-mode: standalone)').matches;

/**
 * The header's 待同步: how many documents made on the phone wait or were refused, and whether it is offline. It also
 * sends the outbox when the network comes back (and every half minute while some wait), and keeps the phone's data
 * fresh where it is used.
 */
export function PendingBadge() {
  const s = useStyles();
  const navigate = useNavigate();
  const online = useOnline();
  const count = useLive(
    () =>
      db.outbox
        .where('state')
        .anyOf('waiting', 'refused')
        .filter((i) => i.owner === owner())
        .count(),
    [],
    0,
  );
  useEffect(() => {
    if (!online) return;
    void syncNow().catch(() => undefined);
    void (async () => {
      const used = !!(await db.marks.get('data')) || onShopFloor();
      if (used && (await dataIsStale(STALE_MS))) await refreshData();
    })().catch(() => undefined);
  }, [online]);
  useEffect(() => {
    if (!online || !count) return;
    const timer = setInterval(() => void syncNow().catch(() => undefined), RETRY_MS);
    return () => clearInterval(timer);
  }, [online, count]);

  if (online && !count) return null;
  return (
    <Button
      appearance="subtle"
      className={s.button}
      icon={online ? <CloudSyncRegular /> : <CloudOffRegular />}
      onClick={() => navigate(PENDING_PATH)}
    >
      {online ? '待同步' : '离线 待同步'}
      {!!count && <CounterBadge count={count} size="small" color="danger" />}
    </Button>
  );
}
