import { Button, Field, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { useNumbers } from '../../../kit/numbers';
import { formatDate } from '../../../utils/format';
import { useFinanceClasses, usePartners } from '../../document-engine';
import type { FlowDetail } from '../api';
import { AmountField, RemarkField } from '../money-document/fields';
import { MoneyFormCard, useMoneyForm, type Draft } from '../money-document/MoneyDocForm';
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
} from './flowDraft';
import type { FlowKind } from './paths';

const useStyles = makeStyles({
  line: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, 2fr) minmax(100px, 1fr) minmax(120px, 2fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** 新增日常收入/支出单, or 编辑 a draft (?flowId=): an account, lines by 收支项目 of the flow's direction, and optionally the customer or supplier. */
export function FlowForm({ kind, draft }: { kind: FlowKind; draft: Draft<FlowDetail> | null }) {
  const s = useStyles();
  const { money } = useNumbers();
  const classes = useFinanceClasses(kind.classType);
  const partners = usePartners(kind.partner.kind);
  const f = useMoneyForm(kind, draft, {
    initial: () => (draft ? flowFormOf(draft.doc) : emptyFlow(formatDate(new Date()))),
    problems: flowProblems,
    clean: (p) => !hasProblems(p),
    input: (form, audit) => toFlowInput(kind, form, audit),
    none: { line: {} },
  });
  const { form, setForm, problems } = f;
  // A 日常收支's problems stay until the next save.
  const set = (field: Exclude<keyof Form, 'lines'>) => (value: string) => setForm((v) => ({ ...v, [field]: value }));
  const setLine = (n: number, field: keyof FlowLineForm, value: string) =>
    setForm((v: Form) => ({ ...v, lines: v.lines.map((l, i) => (i === n ? { ...l, [field]: value } : l)) }));

  return (
    <MoneyFormCard
      form={{ ...f, set }}
      fields={
        <Field label={kind.partner.label}>
          <ChoiceSelect choices={partners} value={form.partnerId} onChange={set('partnerId')} emptyLabel="无" />
        </Field>
      }
    >
      <Subtitle2 as="h2">收支明细</Subtitle2>
      {problems.lines && <Field validationMessage={problems.lines} />}
      {form.lines.map((l, n) => (
        <div key={n} className={s.line}>
          <Field label={`收支项目 ${n + 1}`} required validationMessage={problems.line[n]?.classId}>
            <ChoiceSelect choices={classes} value={l.classId} placeholder="请选择收支项目" onChange={(v) => setLine(n, 'classId', v)} />
          </Field>
          <AmountField
            label="金额"
            required
            value={l.amount}
            problem={problems.line[n]?.amount}
            placeholder="0.00"
            onChange={(v) => setLine(n, 'amount', v)}
          />
          <RemarkField value={l.remark} onChange={(v) => setLine(n, 'remark', v)} />
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
    </MoneyFormCard>
  );
}
