import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Tab,
  TabList,
  Text,
} from '@fluentui/react-components';
import { highStockPage, lowStockPage, noticePage, upgradePage } from '../../api/shell';
import { useLoad } from '../../hooks/useLoad';
import { mobileUpgradePage, notifyPage } from './announcements';
import { PageSpinner } from '../PageSpinner';
import { NoticeList, type NoticeRow } from './NoticeList';
import { WarningTable } from './WarningTable';
import { useWarnings, type NoticeMode, type WarningKind } from './WarningsContext';

const TITLES: Record<NoticeMode, string> = { notice: '系统公告', upgrade: '版本更新', warning: '库存预警' };

type Listed = 'notice' | 'notify' | 'upgrade' | 'mobile';
const TABS: Record<'notice' | 'upgrade', [Listed, string][]> = {
  notice: [
    ['notice', '系统公告'],
    ['notify', '消息通知'],
  ],
  upgrade: [
    ['upgrade', '网页版'],
    ['mobile', '手机版'],
  ],
};

/** What the operators published, newest first: every published entry is listed (upStatus only says whether it popped up). */
async function loadRows(list: Listed): Promise<NoticeRow[]> {
  if (list === 'notice')
    return ((await noticePage())?.data ?? []).map((n) => ({ title: n.noticeTitle, time: n.startTime, content: n.noticeContent }));
  if (list === 'notify')
    return ((await notifyPage())?.data ?? []).map((n) => ({ title: n.notifyTitle, time: n.startTime, content: n.notifyContent }));
  if (list === 'upgrade')
    return ((await upgradePage())?.data ?? []).map((u) => ({ title: `版本 ${u.version}`, time: u.createTime, content: u.versionContent }));
  return ((await mobileUpgradePage())?.data ?? []).map((u) => ({
    title: `手机版 ${u.version}`,
    time: u.createTime,
    content: u.versionContent,
    link: u.downloadUrl,
  }));
}

function NoticeBody({ mode }: { mode: 'notice' | 'upgrade' }) {
  const [list, setList] = useState<Listed>(mode);
  const { data, loading } = useLoad(() => loadRows(list), list);
  const label = TABS[mode].find(([v]) => v === list)![1];
  return (
    <>
      <TabList selectedValue={list} onTabSelect={(_, d) => setList(d.value as Listed)} aria-label={TITLES[mode]}>
        {TABS[mode].map(([v, name]) => (
          <Tab key={v} value={v}>
            {name}
          </Tab>
        ))}
      </TabList>
      {loading ? (
        <PageSpinner />
      ) : data?.length ? (
        <NoticeList rows={data} label={label} />
      ) : (
        <Text>{mode === 'notice' ? '暂无公告' : '暂无更新'}</Text>
      )}
    </>
  );
}

function WarningBody({ initial }: { initial: WarningKind }) {
  const { warnings } = useWarnings();
  const [kind, setKind] = useState(initial);
  const { data, loading } = useLoad(() => (kind === 'low' ? lowStockPage() : highStockPage()), kind);
  return (
    <>
      <TabList selectedValue={kind} onTabSelect={(_, d) => setKind(d.value as WarningKind)} aria-label="预警类型">
        <Tab value="low">低库存（{warnings.lowCount}）</Tab>
        <Tab value="high">高库存（{warnings.highCount}）</Tab>
      </TabList>
      {loading ? <PageSpinner /> : data?.data?.length ? <WarningTable rows={data.data} kind={kind} /> : <Text>暂无预警商品</Text>}
    </>
  );
}

/** The notice popup in its three modes: announcement, version update, stock warning detail. */
export function NoticeDialog() {
  const { popup, openPopup } = useWarnings();
  const mode = popup?.mode;
  return (
    <Dialog open={popup !== null} onOpenChange={(_, d) => !d.open && openPopup(null)}>
      <DialogSurface style={{ maxWidth: mode === 'warning' ? 860 : 600 }}>
        <DialogBody>
          <DialogTitle>{mode && TITLES[mode]}</DialogTitle>
          <DialogContent>
            {mode === 'warning' ? <WarningBody initial={popup?.kind ?? 'low'} /> : mode && <NoticeBody key={mode} mode={mode} />}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => openPopup(null)}>
              知道了
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
