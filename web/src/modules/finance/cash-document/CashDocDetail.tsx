import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage } from '../../../api/http';
import type { HistoryEntry } from '../../../api/types';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { Facts, type Fact } from '../../../kit/Facts';
import { HistoryTable } from '../../../kit/HistoryTable';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { formatDateTime } from '../../../utils/format';
import { FailureBar, isOpen, StatusBadge, type DocStatus, type Failure } from '../../document-engine';
import { PrintButton } from '../../printing';

type Step = 'audit' | 'writeBack' | 'remove';
const STEP_LABELS: Record<Step, string> = { audit: '审核', writeBack: '红冲', remove: '删除' };

/** What every cash document's detail answers. */
export interface CashDocBase {
  billNo: string;
  billDate: string;
  status: DocStatus;
  userName: string;
  createTime: string;
  remark: string;
  history: HistoryEntry[];
}

/** One kind of cash document on the shared detail screen: its wording, calls, facts and any cards of its own. */
export interface CashDocScreen<D extends CashDocBase> {
  /** 转账单, 日常收入单 … */
  title: string;
  idParam: string;
  menuId: string;
  list: string;
  /** The form that changes a draft, given ?{idParam}=; without it a draft is not changed. */
  edit?: string;
  api: { detail(id: string): Promise<D> } & Record<Step, (id: string) => Promise<unknown>>;
  /** What the audit and the write-back do to the accounts, for the confirmations. */
  effects: { audit: string; writeBack: string };
  facts(d: D, money: (n: number) => string): Fact[];
  /** Cards of the kind's own; `reload` shows what a step they offer changed. */
  more?(d: D, reload: () => void): ReactNode;
}

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  title: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** A cash document's details (?{idParam}=): its facts, history, and the steps its status allows. */
export function CashDocDetail<D extends CashDocBase>({ screen }: { screen: CashDocScreen<D> }) {
  const id = useSearchParams()[0].get(screen.idParam) ?? '';
  const [version, setVersion] = useState(0);
  const loaded = useLoad(() => screen.api.detail(id), id ? `${id}#${version}` : null);
  if (!loaded.data) return loaded.loading ? <PageSpinner /> : null;
  return <DetailView screen={screen} id={id} d={loaded.data} reload={() => setVersion((v) => v + 1)} />;
}

function DetailView<D extends CashDocBase>({ screen, id, d, reload }: { screen: CashDocScreen<D>; id: string; d: D; reload: () => void }) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(screen.menuId);
  const { money } = useNumbers();
  const [asking, setAsking] = useState<Step>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const open = isOpen(d.status);
  const confirm: Record<Step, string> = {
    audit: `确定审核${screen.title}“${d.billNo}”吗？审核后将${screen.effects.audit}，单据不能再修改。`,
    writeBack: `确定红冲${screen.title}“${d.billNo}”吗？将${screen.effects.writeBack}，原单保留为“已红冲”。`,
    remove: `确定删除${screen.title}“${d.billNo}”吗？`,
  };

  const run = async (step: Step) => {
    setAsking(undefined);
    setFailure(undefined);
    setBusy(true);
    try {
      await screen.api[step](id);
      notifySuccess(`${STEP_LABELS[step]}成功`);
      if (step === 'remove') navigate(screen.list, { replace: true });
      else reload();
    } catch (e) {
      setFailure({ title: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      {failure && <FailureBar failure={failure} />}
      <Card className={s.card}>
        <div className={s.title}>
          <Subtitle2 as="h1">{screen.title}</Subtitle2>
          <StatusBadge status={d.status} />
        </div>
        <Facts
          facts={[
            ['单据编号', d.billNo],
            ['单据日期', d.billDate],
            ...screen.facts(d, money),
            ['制单人', d.userName],
            ['创建时间', formatDateTime(d.createTime)],
            ['备注', d.remark],
          ]}
        />
        <div className={s.actions}>
          {open && can('audit') && (
            <Button appearance="primary" disabled={busy} onClick={() => setAsking('audit')}>
              审核
            </Button>
          )}
          {open && screen.edit && can('edit') && (
            <Button disabled={busy} onClick={() => navigate(`${screen.edit}?${screen.idParam}=${encodeURIComponent(id)}`)}>
              编辑
            </Button>
          )}
          {d.status === 'audited' && can('back') && (
            <Button disabled={busy} onClick={() => setAsking('writeBack')}>
              红冲
            </Button>
          )}
          {open && can('delete') && (
            <Button disabled={busy} onClick={() => setAsking('remove')}>
              删除
            </Button>
          )}
          <PrintButton menuId={screen.menuId} docId={id} />
          <Button onClick={() => navigate(screen.list)}>返回列表</Button>
        </div>
      </Card>
      {screen.more?.(d, reload)}
      {d.history.length > 0 && (
        <Card className={s.card}>
          <Subtitle2 as="h2">操作记录</Subtitle2>
          <HistoryTable entries={d.history} />
        </Card>
      )}
      <ConfirmDialog
        open={!!asking}
        message={asking ? confirm[asking] : ''}
        confirmLabel={asking ? STEP_LABELS[asking] : '确定'}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => asking && void run(asking)}
      />
    </Stack>
  );
}
