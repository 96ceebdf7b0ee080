import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { LEDGER_MENU, type VoucherLine, type VoucherRow } from '@jxc/services/contracts';
import { AppLink } from '../../../components/AppLink';
import { PageSpinner } from '../../../components/PageSpinner';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useLoad } from '../../../hooks/useLoad';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { Facts, type Fact } from '../../../kit/Facts';
import { ListCards, ListTable, type Column } from '../../../kit/ListRows';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { voucherDetail, voucherStep } from '../api';
import { SourceLink } from '../EntryLinks';
import { amount, voucherPath } from '../month';
import { VoucherFiles } from './VoucherFiles';
import { voucherActions, voucherStatusBadge } from './VoucherList';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginLeft: 'auto' },
});

const LINE_COLUMNS: Column<VoucherLine>[] = [
  { key: 'summary', title: '摘要', width: 220, card: 'title' },
  { key: 'accountCode', title: '科目', width: 200, text: (l) => `${l.accountCode} ${l.accountName}`, card: 'detail' },
  { key: 'auxName', title: '辅助核算', width: 140, card: 'detail' },
  { key: 'debit', title: '借方金额', width: 120, figure: 'money', text: (l) => amount(l.debit, true), card: 'main' },
  { key: 'credit', title: '贷方金额', width: 120, figure: 'money', text: (l) => amount(l.credit, true), card: 'main' },
];

/** 凭证详情: the voucher's lines and totals, who made, audited and posted it, the document it comes from, and its actions. */
export function VoucherDetail() {
  const s = useStyles();
  const mobile = useBreakpoint() === 'mobile';
  const navigate = useNavigate();
  const voucherId = useSearchParams()[0].get('voucherId') ?? '';
  const can = useCan(LEDGER_MENU.vouchers);
  const [loads, setLoads] = useState(0);
  const { data: v, loading } = useLoad(() => voucherDetail(voucherId), `${voucherId}#${loads}`);
  const [asking, setAsking] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!v) return loading ? <PageSpinner /> : null;

  const actions = voucherActions((step, row) => voucherStep(step, row.voucherId)).filter((a) => can(a.action) && a.visible!(v));
  const perform = async (label: string) => {
    const a = actions.find((x) => x.label === label)!;
    setAsking(undefined);
    setBusy(true);
    try {
      await a.request!(v);
      notifySuccess(`${a.label}成功`);
      setLoads((n) => n + 1);
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };
  const link = (id: string | undefined, text: string) => (id ? <AppLink to={voucherPath(id)}>{text}</AppLink> : '');
  const facts: Fact[] = [
    ['日期', v.date],
    ['状态', voucherStatusBadge(v)],
    ['来源单据', v.sourceBillNo ? <SourceLink r={v} /> : '手工凭证'],
    ['金额', amount(v.debitTotal), true],
    ['附单据数', `${v.attachments} 张`],
    ['制单人', v.madeBy],
    ['审核人', v.auditedBy],
    ['过账人', v.postedBy],
    ...(v.redOf ? [['冲销凭证', link(v.redOf, '查看原凭证')] as Fact] : []),
    ...(v.redBy ? [['红字凭证', link(v.redBy, '查看红字凭证')] as Fact] : []),
  ];
  const Rows = mobile ? ListCards : ListTable;
  const manualDraft = (x: VoucherRow) => !x.sourceBillId && x.status === 0 && !x.redOf;
  return (
    <Stack>
      <Card className={s.card}>
        <div className={s.head}>
          <Subtitle2 as="h1">凭证 {v.voucherNo}</Subtitle2>
          <div className={s.buttons}>
            {manualDraft(v) && can('edit') && (
              <Button onClick={() => navigate(`/ledger/voucher/Edit?voucherId=${v.voucherId}`)}>编辑</Button>
            )}
            {actions.map((a) => (
              <Button key={a.label} disabled={busy} onClick={() => (a.confirm ? setAsking(a.label) : void perform(a.label))}>
                {a.label}
              </Button>
            ))}
          </div>
        </div>
        <Facts facts={facts} label="凭证信息" />
        <Rows
          label="凭证分录"
          rows={v.lines}
          rowKey={(l) => String(l.lineNo)}
          columns={LINE_COLUMNS}
          empty="没有分录"
          footer={['合计', '', '', amount(v.debitTotal), amount(v.creditTotal)]}
        />
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">附件</Subtitle2>
        <VoucherFiles voucherId={v.voucherId} canChange={can('add') || can('edit')} />
      </Card>
      <ConfirmDialog
        open={!!asking}
        title={asking ?? ''}
        confirmLabel={`确定${asking ?? ''}`}
        message={(asking && actions.find((a) => a.label === asking)?.confirm?.(v)) ?? ''}
        onConfirm={() => asking && void perform(asking)}
        onCancel={() => setAsking(undefined)}
      />
    </Stack>
  );
}
