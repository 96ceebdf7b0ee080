import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage } from '../../../api/http';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useUnsavedGuard } from '../../../kit/useUnsavedGuard';
import { notifySuccess } from '../../../notify/bus';
import { formatDate } from '../../../utils/format';
import { FailureBar, useAccounts, type Failure } from '../../document-engine';
import { transferApi } from '../api';
import { TRANSFER, transferPath } from './paths';
import { emptyTransfer, outTotal, toTransferInput, transferProblems, type TransferField } from './transferForm';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** 新增转账单: from one account to another, with the fee paid from the account the money leaves. */
export function TransferForm() {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(TRANSFER.menuId);
  const accounts = useAccounts();
  const { money } = useNumbers();
  const [form, setForm] = useState(() => emptyTransfer(formatDate(new Date())));
  const [problems, setProblems] = useState<Partial<Record<TransferField, string>>>({});
  const [failure, setFailure] = useState<Failure>();
  const [busy, setBusy] = useState(false);
  const guard = useUnsavedGuard(!!form.outAccountId || !!form.amount.trim());
  const out = accounts.find((a) => a.id === form.outAccountId);
  const into = accounts.find((a) => a.id === form.inAccountId);

  const set = (field: TransferField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const submit = async (audit: boolean) => {
    setFailure(undefined);
    const found = transferProblems(form);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const r = await transferApi.save(toTransferInput(form, audit));
      notifySuccess(audit ? '保存并审核成功' : '保存成功');
      guard.allowLeave();
      navigate(transferPath(r.transId), { replace: true });
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
        <Subtitle2 as="h1">新增转账单</Subtitle2>
        <div className={s.grid}>
          <Field label="转出账户" required validationMessage={problems.outAccountId} hint={out ? `余额 ${money(out.balance)}` : undefined}>
            <ChoiceSelect choices={accounts} value={form.outAccountId} placeholder="请选择转出账户" onChange={(v) => set('outAccountId', v)} />
          </Field>
          <Field label="转入账户" required validationMessage={problems.inAccountId} hint={into ? `余额 ${money(into.balance)}` : undefined}>
            <ChoiceSelect choices={accounts} value={form.inAccountId} placeholder="请选择转入账户" onChange={(v) => set('inAccountId', v)} />
          </Field>
          <Field label="单据日期" required validationMessage={problems.billDate}>
            <Input type="date" value={form.billDate} onChange={(_, d) => set('billDate', d.value)} />
          </Field>
          <Field label="转账金额" required validationMessage={problems.amount}>
            <Input inputMode="decimal" value={form.amount} placeholder="0.00" onChange={(_, d) => set('amount', d.value)} />
          </Field>
          <Field label="手续费" validationMessage={problems.fee} hint={form.fee.trim() ? `转出账户共减少 ${money(outTotal(form))}` : '由转出账户支付'}>
            <Input inputMode="decimal" value={form.fee} placeholder="0.00" onChange={(_, d) => set('fee', d.value)} />
          </Field>
          <Field label="备注">
            <Input value={form.remark} maxLength={100} onChange={(_, d) => set('remark', d.value)} />
          </Field>
        </div>
        <div className={s.actions}>
          <Button appearance="primary" disabled={busy || !can('add')} onClick={() => void submit(false)}>保存</Button>
          {can('audit') && <Button appearance="primary" disabled={busy || !can('add')} onClick={() => void submit(true)}>保存并审核</Button>}
          <Button onClick={() => navigate(TRANSFER.list)}>返回列表</Button>
        </div>
      </Card>
      {guard.dialog}
    </Stack>
  );
}
