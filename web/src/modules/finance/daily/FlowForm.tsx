import { useState } from 'react';
import { Button, Card, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { formatDate } from '../../../utils/format';
import { FailureBar, useAccounts, useFinanceClasses, usePartners } from '../../document-engine';
import { flowApi, type FlowDetail } from '../api';
import { DraftFormScreen, SaveActions, useCashSave, type Draft } from '../cash-document/CashForm';
import {
  emptyFlow,
  emptyLine,
  flowFormOf,
  flowProblems,
  flowTotal,
  hasProblems,
  toFlowInput,
  type FlowForm as Form,
  type FlowLineForm,
  type FlowProblems,
} from './flowDraft';
import { flowPath, type FlowKind } from './paths';
import { DateInput } from '../../../kit/DateInput';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  line: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, 2fr) minmax(100px, 1fr) minmax(120px, 2fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** 新增日常收入/支出单, or 编辑 a draft (?flowId=): an account, lines by 收支项目 of the flow's direction, and optionally the customer or supplier. */
export const FlowForm = ({ kind }: { kind: FlowKind }) => (
  <DraftFormScreen
    idParam="flowId"
    title={`${kind.name}单`}
    list={kind.list}
    detail={(id) => flowPath(kind, id)}
    load={flowApi.detail}
    form={(draft) => <Editor kind={kind} draft={draft} />}
  />
);

function Editor({ kind, draft }: { kind: FlowKind; draft: Draft<FlowDetail> | null }) {
  const s = useStyles();
  const accounts = useAccounts();
  const { money } = useNumbers();
  const classes = useFinanceClasses(kind.classType);
  const partners = usePartners(kind.partner);
  const [initial] = useState(() => (draft ? flowFormOf(draft.doc) : emptyFlow(formatDate(new Date()))));
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<FlowProblems>({ line: {} });
  const account = accounts.find((a) => a.id === form.accountId);
  const save = useCashSave(form, initial, {
    check: () => {
      const found = flowProblems(form);
      setProblems(found);
      return !hasProblems(found);
    },
    send: async (audit) => {
      const input = toFlowInput(kind, form, audit);
      return flowPath(kind, (await (draft ? flowApi.update(draft.id, input) : flowApi.save(input))).flowId);
    },
  });

  const set = (field: 'accountId' | 'billDate' | 'partnerId' | 'remark', value: string) => setForm((f) => ({ ...f, [field]: value }));
  const setLine = (n: number, field: keyof FlowLineForm, value: string) =>
    setForm((f: Form) => ({ ...f, lines: f.lines.map((l, i) => (i === n ? { ...l, [field]: value } : l)) }));

  return (
    <Stack>
      {save.failure && <FailureBar failure={save.failure} />}
      <Card className={s.card}>
        <Subtitle2 as="h1">{draft ? `编辑${kind.name}单 ${draft.doc.billNo}` : `新增${kind.name}单`}</Subtitle2>
        <div className={s.grid}>
          <Field
            label="结算账户"
            required
            validationMessage={problems.accountId}
            hint={account ? `余额 ${money(account.balance)}` : undefined}
          >
            <ChoiceSelect choices={accounts} value={form.accountId} placeholder="请选择结算账户" onChange={(v) => set('accountId', v)} />
          </Field>
          <Field label="单据日期" required validationMessage={problems.billDate}>
            <DateInput value={form.billDate} onChange={(v) => set('billDate', v)} />
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
            <Button
              aria-label={`删除第${n + 1}行`}
              icon={<DeleteRegular />}
              disabled={form.lines.length === 1}
              onClick={() => setForm((f) => ({ ...f, lines: f.lines.filter((_, i) => i !== n) }))}
            />
          </div>
        ))}
        <div className={s.actions}>
          <Button icon={<AddRegular />} onClick={() => setForm((f) => ({ ...f, lines: [...f.lines, emptyLine()] }))}>
            增加一行
          </Button>
          <span>合计 {money(flowTotal(form))}</span>
        </div>
        <SaveActions menuId={kind.menuId} editing={!!draft} busy={save.busy} submit={(audit) => void save.submit(audit)} list={kind.list} />
      </Card>
      {save.dialog}
    </Stack>
  );
}
