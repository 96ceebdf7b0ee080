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
import { PageSpinner } from '../PageSpinner';
import { NoticeList, type NoticeRow } from './NoticeList';
import { WarningTable } from './WarningTable';
import { useWarnings, type NoticeMode, type WarningKind } from './WarningsContext';

const TITLES: Record<NoticeMode, string> = { notice: '系统公告', upgrade: '版本更新', warning: '库存预警' };

async function loadRows(mode: 'notice' | 'upgrade'): Promise<NoticeRow[]> {
  if (mode === 'notice') {
    const page = await noticePage();
    // Only published notices are shown (seed §4).
    return (page?.data ?? [])
      .filter((n) => Number(n.upStatus) === 1)
      .map((n) => ({ title: n.noticeTitle, time: n.startTime, content: n.noticeContent }));
  }
  const page = await upgradePage();
  return (page?.data ?? []).map((u) => ({ title: `版本 ${u.version}`, time: u.createTime, content: u.versionContent }));
}

function NoticeBody({ mode }: { mode: 'notice' | 'upgrade' }) {
  const { data, loading } = useLoad(() => loadRows(mode), mode);
  if (loading) return <PageSpinner />;
  if (!data?.length) return <Text>{mode === 'notice' ? '暂无公告' : '暂无更新'}</Text>;
  return <NoticeList rows={data} label={TITLES[mode]} />;
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
            {mode === 'warning' ? <WarningBody initial={popup?.kind ?? 'low'} /> : mode && <NoticeBody mode={mode} />}
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
