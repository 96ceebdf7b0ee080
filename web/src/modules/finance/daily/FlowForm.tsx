import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { errorMessage } from '../../../api/http';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useUnsavedGuard } from '../../../kit/useUnsavedGuard';
import { notifySuccess } from '../../../notify/bus';
import { formatDate } from '../../../utils/format';
import { FailureBar, useAccounts, useFinanceClasses, usePartners, type Failure } from '../../document-engine';
import { flowApi } from '../api';
import { emptyFlow, emptyLine, flowProblems, flowTotal, hasProblems, toFlowInput, type FlowForm as Form, type FlowLineForm, type FlowProblems } from './flowForm';
import { flowPath, type FlowKind } from './paths';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
  line: { display: 'grid', gridTemplateColumns: 'minmax(160px, 2fr) minmax(100px, 1fr) minmax(120px, 2fr) auto', gap: tokens.spacingHorizontalS, alignItems: 'start' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** 新增日常收入/支出单: an account, lines by 收支项目 of the flow's direction, and optionally the customer or supplier. */
export function FlowForm({ kind }: { kind: FlowKind }) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(kind.menuId);
  const accounts = useAccounts();
  const { money } = useNumbers();
  const classes = useFinanceClasses(kind.classType);
  const partners = usePartners(kind.partner);
  const [form, setForm] = useState(() => emptyFlow(formatDate(new Date())));
  const [problems, setProblems] = useState<FlowProblems>({ line: {} });
  const [failure, setFailure] = useState<Failure>();
  const [busy, setBusy] = useState(false);
  const guard = useUnsavedGuard(!!form.accountId || form.lines.some((l) => l.classId || l.amount.trim()));
  const account = accounts.find((a) => a.id === form.accountId);

  const set = (field: 'accountId' | 'billDate' | 'partnerId' | 'remark', value: string) => setForm((f) => ({ ...f, [field]: value }));
  const setLine = (n: number, field: keyof FlowLineForm, value: string) => setForm((f: Form) => ({ ...f, lines: f.lines.map((l, i) => (i === n ? { ...l, [field]: value } : l)) }));

  const submit = async (audit: boolean) => {
    setFailure(undefined);
    const found = flowProblems(form);
    setProblems(found);
    if (hasProblems(found)) return;
    setBusy(true);
    try {
      const r = await flowApi.save(toFlowInput(kind, form, audit));
      notifySuccess(audit ? '保存并审核成功' : '保存成功');
      guard.allowLeave();
      navigate(flowPath(kind, r.flowId), { replace: true });
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
          <Field label="结算账户" required validationMessage={problems.accountId} hint={account ? `余额 ${money(account.balance)}` : undefined}>
            <ChoiceSelect choices={accounts} value={form.accountId} placeholder="请选择结算账户" onChange={(v) => set('accountId', v)} />
          </Field>
          <Field label="单据日期" required validationMessage={problems.billDate}>
            <Input type="date" value={form.billDate} onChange={(_, d) => set('billDate', d.value)} />
          </Field>
          <Field label={kind.partner === 'Custom' ? '客户' : '供应商'}>
            <ChoiceSelect choices={partners} value={form.partnerId} onChange={(v) => set('partnerId', v)} emptyLabel="无" />
          </Field>
          <Field label="备注">
            <Input value={form.remark} maxLength={100} onChange={(_, d) => set('remark', d.value)} />
          </Field>
        </div>
        <Subtitle2 as="h2">收支明细</Subtitle2>
        {problems.lines && <Field validationMessage={problems.lines} />}
        {form.lines.map((l, n) => (
          <div key={n} className={s.line}>
            <Field label={`收支项目 ${n + 1}`} required validationMessage={problems.line[n]?.classId}>
              <ChoiceSelect choices={classes} value={l.classId} placeholder="请选择收支项目" onChange={(v) => setLine(n, 'classId', v)} />
            </Field>
            <Field label="金额" required validationMessage={problems.line[n]?.amount}>
              <Input inputMode="decimal" value={l.amount} placeholder="0.00" onChange={(_, d) => setLine(n, 'amount', d.value)} />
            </Field>
            <Field label="备注">
              <Input value={l.remark} maxLength={100} onChange={(_, d) => setLine(n, 'remark', d.value)} />
            </Field>
            <Button aria-label={`删除第${n + 1}行`} icon={<DeleteRegular />} disabled={form.lines.length === 1} onClick={() => setForm((f) => ({ ...f, lines: f.lines.filter((_, i) => i !== n) }))} />
          </div>
        ))}
        <div className={s.actions}>
          <Button icon={<AddRegular />} onClick={() => setForm((f) => ({ ...f, lines: [...f.lines, emptyLine()] }))}>增加一行</Button>
          <span>合计 {money(flowTotal(form))}</span>
        </div>
        <div className={s.actions}>
          <Button appearance="primary" disabled={busy || !can('add')} onClick={() => void submit(false)}>保存</Button>
          {can('audit') && <Button appearance="primary" disabled={busy || !can('add')} onClick={() => void submit(true)}>保存并审核</Button>}
          <Button onClick={() => navigate(kind.list)}>返回列表</Button>
        </div>
      </Card>
      {guard.dialog}
    </Stack>
  );
}
