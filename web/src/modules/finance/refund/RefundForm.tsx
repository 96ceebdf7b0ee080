import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Field, Input, Radio, RadioGroup, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage } from '../../../api/http';
import { useLoad } from '../../../hooks/useLoad';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { Facts } from '../../../kit/Facts';
import { useNumbers } from '../../../kit/numbers';
import { SearchSelect } from '../../../kit/SearchSelect';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useUnsavedGuard } from '../../../kit/useUnsavedGuard';
import { notifySuccess } from '../../../notify/bus';
import { formatDate } from '../../../utils/format';
import { FailureBar, useAccounts, type Failure } from '../../document-engine';
import type { RefundFrom } from '../api';
import { refundPath, type RefundKind } from './kinds';
import { emptyRefund, refundProblems, sourceOf, toRefundInput, type RefundField } from './refundForm';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** 新增客户退款单 / 新增供应商退款单: the partner with what may be refunded to them, where it comes from, the account and the amount. */
export function RefundForm({ kind }: { kind: RefundKind }) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(kind.menuId);
  const accounts = useAccounts();
  const { money } = useNumbers();
  const [form, setForm] = useState(() => emptyRefund(formatDate(new Date())));
  const [problems, setProblems] = useState<Partial<Record<RefundField, string>>>({});
  const [failure, setFailure] = useState<Failure>();
  const [busy, setBusy] = useState(false);
  const guard = useUnsavedGuard(!!form.partnerId || !!form.amount.trim());
  const loaded = useLoad(() => kind.api.refundable(form.partnerId), form.partnerId || null);
  const refundable = form.partnerId && !loaded.loading ? loaded.data : undefined;
  const sources = Object.entries(kind.sources) as [RefundFrom, string][];
  const account = accounts.find((a) => a.id === form.accountId);
  const from = sourceOf(form, refundable);

  const set = (field: RefundField | 'remark' | 'refundFrom', value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblems((p) => ({ ...p, [field === 'refundFrom' ? 'amount' : field]: undefined }));
  };

  const submit = async (audit: boolean) => {
    setFailure(undefined);
    const found = refundProblems(kind, form, refundable);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const r = await kind.api.save(toRefundInput(kind, form, audit, refundable));
      notifySuccess(audit ? '保存并审核成功' : '保存成功');
      guard.allowLeave();
      navigate(refundPath(kind, r.refundId), { replace: true });
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
        <Subtitle2 as="h1">新增{kind.name}单</Subtitle2>
        <div className={s.grid}>
          <Field label={kind.partner.label} required validationMessage={problems.partnerId}>
            <SearchSelect
              value={form.partnerId ? { id: form.partnerId, name: form.partnerName } : null}
              search={kind.partner.choices}
              placeholder={`请选择${kind.partner.label}`}
              onChange={(c) => {
                setForm((f) => ({ ...f, partnerId: c?.id ?? '', partnerName: c?.name ?? '', refundFrom: '' }));
                setProblems((p) => ({ ...p, partnerId: undefined, amount: undefined }));
              }}
            />
          </Field>
          <Field label="结算账户" required validationMessage={problems.accountId} hint={account ? `余额 ${money(account.balance)}` : undefined}>
            <ChoiceSelect choices={accounts} value={form.accountId} placeholder="请选择结算账户" onChange={(v) => set('accountId', v)} />
          </Field>
          <Field label="单据日期" required validationMessage={problems.billDate}>
            <Input type="date" value={form.billDate} onChange={(_, d) => set('billDate', d.value)} />
          </Field>
          {sources.length > 1 && (
            <Field label="退款来源">
              <RadioGroup layout="horizontal" value={from} onChange={(_, d) => set('refundFrom', d.value)}>
                {sources.map(([id, name]) => <Radio key={id} value={id} label={name} />)}
              </RadioGroup>
            </Field>
          )}
          <Field
            label="退款金额"
            required
            validationMessage={problems.amount}
            hint={refundable ? `最多可退 ${money(refundable[from])}` : undefined}
          >
            <Input inputMode="decimal" value={form.amount} placeholder="0.00" onChange={(_, d) => set('amount', d.value)} />
          </Field>
          <Field label="备注">
            <Input value={form.remark} maxLength={100} onChange={(_, d) => set('remark', d.value)} />
          </Field>
        </div>
        {refundable && (
          <Facts label="可退金额" facts={sources.map(([id, name]) => [`可退${name}`, money(refundable[id]), id === from])} />
        )}
        <div className={s.actions}>
          <Button appearance="primary" disabled={busy || !can('add')} onClick={() => void submit(false)}>保存</Button>
          {can('audit') && <Button appearance="primary" disabled={busy || !can('add')} onClick={() => void submit(true)}>保存并审核</Button>}
          <Button onClick={() => navigate(kind.paths.list)}>返回列表</Button>
        </div>
      </Card>
      {guard.dialog}
    </Stack>
  );
}
