import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge, Body1, Button, Caption1, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { DOCUMENTS } from '@jxc/services/contracts';
import { AppLink } from '../../components/AppLink';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { Stack } from '../../kit/Stack';
import { DataAge } from './DataAge';
import { asOf } from './forms';
import type { Outgoing } from './outbox';
import { OFFLINE_COUNT_PATH, OFFLINE_SALE_PATH } from './paths';
import { db, owner } from './store';
import { syncNow, takeBack } from './sync';
import { useLive, useOnline } from './useLive';
import { useShopData } from './useShopData';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flex: 1 },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  top: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3 },
  reason: { color: tokens.colorPaletteRedForeground1 },
});

const KIND: Record<Outgoing['kind'], { title: string; form: string; detail: string }> = {
  sale: { title: '销售单', form: OFFLINE_SALE_PATH, detail: `${DOCUMENTS.Sale.routes.detail}?saleId=` },
  count: { title: '盘点单', form: OFFLINE_COUNT_PATH, detail: `${DOCUMENTS.Inventory.routes.detail}?invtakId=` },
};

function State({ item }: { item: Outgoing }) {
  if (item.state === 'waiting') return <Badge color="warning">待同步</Badge>;
  if (item.state === 'refused') return <Badge color="danger">被拒绝</Badge>;
  return <Badge color="success">已提交</Badge>;
}

/** 待同步: what was made on the phone, in the order made, with what became of each once sent. */
export function PendingList() {
  const s = useStyles();
  const navigate = useNavigate();
  const online = useOnline();
  const { mark } = useShopData();
  const items = useLive(
    () =>
      db.outbox
        .orderBy('seq')
        .filter((i) => i.owner === owner())
        .toArray(),
    [],
    [] as Outgoing[],
  );
  const [dropping, setDropping] = useState<Outgoing>();
  const [syncing, setSyncing] = useState(false);
  const waiting = items.filter((i) => i.state === 'waiting').length;
  const refused = items.filter((i) => i.state === 'refused').length;
  const sync = async () => {
    setSyncing(true);
    await syncNow().finally(() => setSyncing(false));
  };
  const fix = async (item: Outgoing) => {
    await takeBack(item);
    navigate(KIND[item.kind].form);
  };

  return (
    <Stack>
      <Card className={s.card}>
        <div className={s.bar}>
          <Subtitle2 as="h1" className={s.grow}>
            待同步
          </Subtitle2>
          <Badge color={online ? 'success' : 'warning'}>{online ? '在线' : '离线'}</Badge>
        </div>
        <Body1>
          {waiting ? `${waiting} 张单据在手机上等待提交${online ? '' : '，联网后自动按顺序提交'}` : '没有等待提交的单据'}
          {!!refused && `；${refused} 张被拒绝，请修改后重新提交或放弃`}
        </Body1>
        <DataAge mark={mark} />
        <div className={s.bar}>
          <Button appearance="primary" onClick={() => navigate(OFFLINE_SALE_PATH)}>
            手机开单
          </Button>
          <Button onClick={() => navigate(OFFLINE_COUNT_PATH)}>手机盘点</Button>
          {online && !!waiting && (
            <Button icon={<ArrowSyncRegular />} disabled={syncing} onClick={() => void sync()}>
              立即同步
            </Button>
          )}
        </div>
      </Card>
      <Card className={s.card} aria-label="手机上的单据">
        {!items.length && <Caption1 className={s.hint}>手机上还没有单据</Caption1>}
        {items.map((item) => (
          <div key={item.key} className={s.item} data-testid="outgoing">
            <div className={s.top}>
              <State item={item} />
              <Body1>
                <strong>{KIND[item.kind].title}</strong>
                {item.billNo && (
                  <>
                    {' '}
                    <AppLink to={KIND[item.kind].detail + encodeURIComponent(item.docId ?? '')}>{item.billNo}</AppLink>
                  </>
                )}
              </Body1>
              <Caption1 className={s.hint}>{asOf(item.madeAt)} 制单</Caption1>
            </div>
            <Body1>{item.summary}</Body1>
            {item.state === 'refused' && (
              <>
                <Body1 className={s.reason}>原因：{item.reason}</Body1>
                <div className={s.bar}>
                  <Button size="small" appearance="primary" onClick={() => void fix(item)}>
                    修改后重新提交
                  </Button>
                  <Button size="small" onClick={() => setDropping(item)}>
                    放弃
                  </Button>
                </div>
              </>
            )}
          </div>
        ))}
        {items.some((i) => i.state === 'posted') && (
          <Button
            appearance="subtle"
            onClick={() =>
              void db.outbox
                .where('state')
                .equals('posted')
                .filter((i) => i.owner === owner())
                .delete()
            }
          >
            清除已提交的记录
          </Button>
        )}
      </Card>
      {dropping && (
        <ConfirmDialog
          open
          title="放弃这张单据？"
          message={`${KIND[dropping.kind].title}（${dropping.summary}）将从手机上删除，不会提交。`}
          confirmLabel="放弃"
          onConfirm={() => {
            void db.outbox.delete(dropping.key);
            setDropping(undefined);
          }}
          onCancel={() => setDropping(undefined)}
        />
      )}
    </Stack>
  );
}
