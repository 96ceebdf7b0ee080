import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage } from '../../../api/http';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { Facts } from '../../../kit/Facts';
import { HistoryTable } from '../../../kit/HistoryTable';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { formatDateTime } from '../../../utils/format';
import { FailureBar, isOpen, StatusBadge, type Failure } from '../../document-engine';
import { flowApi, type FlowDetail as Detail } from '../api';
import type { FlowKind } from './paths';

type Step = 'audit' | 'writeBack' | 'remove';
const STEP_LABELS: Record<Step, string> = { audit: '审核', writeBack: '红冲', remove: '删除' };
const CONFIRM: Record<Step, (k: FlowKind, no: string) => string> = {
  audit: (k, no) => `确定审核${k.name}单“${no}”吗？审核后将${k.type === 105 ? '把金额存入' : '从'}结算账户${k.type === 105 ? '' : '支出金额'}，单据不能再修改。`,
  writeBack: (k, no) => `确定红冲${k.name}单“${no}”吗？将冲回结算账户的余额，原单保留为“已红冲”。`,
  remove: (k, no) => `确定删除${k.name}单“${no}”吗？`,
};

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  title: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** 日常收入/支出单 details (?flowId=): the account, the lines by 收支项目, history, and the steps its status allows. */
export function FlowDetail({ kind }: { kind: FlowKind }) {
  const id = useSearchParams()[0].get('flowId') ?? '';
  const [version, setVersion] = useState(0);
  const loaded = useLoad(() => flowApi.detail(id), id ? `${id}#${version}` : null);
  if (!loaded.data) return loaded.loading ? <PageSpinner /> : null;
  return <DetailView kind={kind} id={id} d={loaded.data} reload={() => setVersion((v) => v + 1)} />;
}

function DetailView({ kind, id, d, reload }: { kind: FlowKind; id: string; d: Detail; reload: () => void }) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(kind.menuId);
  const { money } = useNumbers();
  const [asking, setAsking] = useState<Step>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const open = isOpen(d.status);

  const run = async (step: Step) => {
    setAsking(undefined);
    setFailure(undefined);
    setBusy(true);
    try {
      await flowApi[step](id);
      notifySuccess(`${STEP_LABELS[step]}成功`);
      if (step === 'remove') navigate(kind.list, { replace: true });
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
          <Subtitle2 as="h1">{kind.name}单</Subtitle2>
          <StatusBadge status={d.status} />
        </div>
        <Facts
          facts={[
            ['单据编号', d.billNo], ['单据日期', d.billDate], ['结算账户', d.accountName], [kind.partner === 'Custom' ? '客户' : '供应商', d.customName ?? d.supplierName ?? ''],
            ['金额', money(d.amount), true], ['制单人', d.userName], ['创建时间', formatDateTime(d.createTime)], ['备注', d.remark],
          ]}
        />
        <div className={s.actions}>
          {open && can('audit') && <Button appearance="primary" disabled={busy} onClick={() => setAsking('audit')}>审核</Button>}
          {d.status === 'audited' && can('back') && <Button disabled={busy} onClick={() => setAsking('writeBack')}>红冲</Button>}
          {open && can('delete') && <Button disabled={busy} onClick={() => setAsking('remove')}>删除</Button>}
          <Button onClick={() => navigate(kind.list)}>返回列表</Button>
        </div>
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">收支明细</Subtitle2>
        <Facts facts={d.lines.map((l, n) => [`${n + 1}. ${l.className}`, `${money(l.amount)}${l.remark ? `（${l.remark}）` : ''}`] as [string, string])} />
      </Card>
      {d.history.length > 0 && (
        <Card className={s.card}>
          <Subtitle2 as="h2">操作记录</Subtitle2>
          <HistoryTable entries={d.history} />
        </Card>
      )}
      <ConfirmDialog
        open={!!asking}
        message={asking ? CONFIRM[asking](kind, d.billNo) : ''}
        confirmLabel={asking ? STEP_LABELS[asking] : '确定'}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => asking && void run(asking)}
      />
    </Stack>
  );
}
