import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { SettlementDetail as Detail } from '../api';
import { errorMessage } from '../../../api/http';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { HistoryTable } from '../../../kit/HistoryTable';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { formatDateTime } from '../../../utils/format';
import { DocLink } from '../../document-engine';
import { PrintButton } from '../../printing';
import { Facts } from '../../../kit/Facts';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import type { Failure } from '../../document-engine';
import { FailureBar } from '../../document-engine';
import { isOpen, StatusBadge } from '../../document-engine';
import { unallocatedOf } from './hx';
import { confirmSettlement, hxAddPath, type SettlementKind } from './kinds';

type Step = 'audit' | 'writeBack' | 'remove';
const STEP_LABELS: Record<Step, string> = { audit: '审核', writeBack: '红冲', remove: '删除' };

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  title: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** 收款单 / 付款单 details (?receiveId= / ?payId=): amount, what it wrote off, history, and the steps its status allows. */
export function SettlementDetail({ kind }: { kind: SettlementKind }) {
  const id = useSearchParams()[0].get(kind.idField) ?? '';
  const [version, setVersion] = useState(0);
  const loaded = useLoad(() => kind.api.detail(id), id ? `${id}#${version}` : null);
  if (!loaded.data) return loaded.loading ? <PageSpinner /> : null;
  return <DetailView kind={kind} id={id} d={loaded.data} reload={() => setVersion((v) => v + 1)} />;
}

/** The numbers of the partner's documents, for the write-off lines (when the user may list them). */
function useBillNos(kind: SettlementKind, partnerId: string): Map<string, string> {
  const mayList = useCan(kind.target.menuId)('query');
  const { data } = useLoad(
    () => kind.target.api.page({ pageNo: 1, pageSize: 200, [kind.partner.field]: partnerId }),
    mayList ? partnerId : null,
  );
  return new Map((data?.data ?? []).map((r) => [String(r[kind.target.idField]), r.billNo]));
}

function DetailView({ kind, id, d, reload }: { kind: SettlementKind; id: string; d: Detail; reload: () => void }) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(kind.menuId);
  const canHx = useCan(kind.hxMenuId);
  const { money } = useNumbers();
  const billNos = useBillNos(kind, String(d[kind.partner.field]));
  const [asking, setAsking] = useState<Step>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const open = isOpen(d.status);
  const left = unallocatedOf(d);

  const run = async (step: Step) => {
    setAsking(undefined);
    setFailure(undefined);
    setBusy(true);
    try {
      await kind.api[step](id);
      notifySuccess(`${STEP_LABELS[step]}成功`);
      if (step === 'remove') navigate(kind.paths.list, { replace: true });
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
          <Subtitle2 as="h1">{kind.title}</Subtitle2>
          <StatusBadge status={d.status} />
        </div>
        <Facts
          facts={[
            ['单据编号', d.billNo],
            ['单据日期', d.billDate],
            [kind.partner.label, d.partnerName],
            ['结算账户', d.accountName],
            [`${kind.verb}金额`, money(d.amount), true],
            ['已核销', money(d.amount - left)],
            ['未核销', money(left)],
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
          {d.status === 'audited' && left > 0 && canHx('add') && (
            <Button appearance="primary" onClick={() => navigate(hxAddPath(kind, id))}>
              核销
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
          <PrintButton menuId={kind.menuId} docId={id} />
          <Button onClick={() => navigate(kind.paths.list)}>返回列表</Button>
        </div>
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">核销明细</Subtitle2>
        <Table size="small" aria-label="核销明细">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{kind.target.title}</TableHeaderCell>
              <TableHeaderCell>核销金额</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {d.hxList.map((h, i) => {
              const docId = String(h[kind.target.idField]);
              return (
                <TableRow key={`${docId}-${i}`}>
                  <TableCell>
                    <DocLink billType={kind.target.billType} docId={docId} billNo={billNos.get(docId) ?? `查看${kind.target.title}`} />
                  </TableCell>
                  <TableCell>{money(h.amount)}</TableCell>
                </TableRow>
              );
            })}
            {d.hxList.length === 0 && (
              <TableRow>
                <TableCell colSpan={2}>未核销任何{kind.target.title}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
      {d.history.length > 0 && (
        <Card className={s.card}>
          <Subtitle2 as="h2">操作记录</Subtitle2>
          <HistoryTable entries={d.history} />
        </Card>
      )}
      <ConfirmDialog
        open={!!asking}
        message={asking ? confirmSettlement[asking](kind, d.billNo) : ''}
        confirmLabel={asking ? STEP_LABELS[asking] : '确定'}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => asking && void run(asking)}
      />
    </Stack>
  );
}
