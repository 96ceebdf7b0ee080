import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
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
import { FailureBar, isOpen, StatusBadge } from '../../document-engine';
import { PrintButton } from '../../printing';
import type { MoneyDetail, MoneyKind, MoneyRow, Step } from './kind';
import { useServerCall } from '../../../kit/useServerCall';

const STEP_LABELS: Record<Step, string> = { audit: '审核', writeBack: '红冲', remove: '删除' };

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  title: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** A money document's details (?{idField}=): its facts, history, and the steps its status allows (编辑 of a draft where the kind may). */
export function MoneyDocDetail<R extends MoneyRow, D extends MoneyDetail>({ kind }: { kind: MoneyKind<R, D> }) {
  const id = useSearchParams()[0].get(kind.idField) ?? '';
  const [version, setVersion] = useState(0);
  const loaded = useLoad(() => kind.api.detail(id), id ? `${id}#${version}` : null);
  if (!loaded.data) return loaded.loading ? <PageSpinner /> : null;
  return <DetailView kind={kind} id={id} d={loaded.data} reload={() => setVersion((v) => v + 1)} />;
}

type ViewProps<R extends MoneyRow, D extends MoneyDetail> = { kind: MoneyKind<R, D>; id: string; d: D; reload: () => void };

function DetailView<R extends MoneyRow, D extends MoneyDetail>({ kind, id, d, reload }: ViewProps<R, D>) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(kind.menuId);
  const { title, paths, detail } = kind;
  const { money } = useNumbers();
  const [asking, setAsking] = useState<Step>();
  const call = useServerCall();
  const { busy, failure } = call;
  const open = isOpen(d.status);
  const confirm: Record<Step, string> = {
    audit: `确定审核${title}“${d.billNo}”吗？审核后将${detail.effects.audit}，单据不能再修改。`,
    writeBack: `确定红冲${title}“${d.billNo}”吗？将${detail.effects.writeBack}，原单保留为“已红冲”。`,
    remove: `确定删除${title}“${d.billNo}”吗？`,
  };

  const run = (step: Step) => {
    setAsking(undefined);
    void call.run(async () => {
      await kind.api[step](id);
      notifySuccess(`${STEP_LABELS[step]}成功`);
      if (step === 'remove') navigate(paths.list, { replace: true });
      else reload();
    });
  };

  return (
    <Stack>
      {failure && <FailureBar failure={failure} />}
      <Card className={s.card}>
        <div className={s.title}>
          <Subtitle2 as="h1">{title}</Subtitle2>
          <StatusBadge status={d.status} />
        </div>
        <Facts
          facts={[
            ['单据编号', d.billNo],
            ['单据日期', d.billDate],
            ...detail.facts(d, money),
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
          {open && paths.edit && can('edit') && (
            <Button disabled={busy} onClick={() => navigate(`${paths.edit}?${kind.idField}=${encodeURIComponent(id)}`)}>
              编辑
            </Button>
          )}
          {detail.steps?.(d, id)}
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
          <PrintButton menuId={kind.menuId} docId={id} />
          <Button onClick={() => navigate(paths.list)}>返回列表</Button>
        </div>
      </Card>
      {detail.more?.(d, reload)}
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
        onConfirm={() => asking && run(asking)}
      />
    </Stack>
  );
}
