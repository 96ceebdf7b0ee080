import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useLoad } from '../../../hooks/useLoad';
import { Facts } from '../../../kit/Facts';
import { useNumbers } from '../../../kit/numbers';
import { formatDate } from '../../../utils/format';
import type { RefundDetail, RefundFrom } from '../api';
import { AmountField } from '../money-document/fields';
import { MoneyFormCard, useMoneyForm, type Draft } from '../money-document/MoneyDocForm';
import type { RefundKind } from './kinds';
import { emptyRefund, refundFormOf, refundProblems, sourceOf, toRefundInput } from './refundDraft';

type Refundable = Record<RefundFrom, number>;

/** 新增客户退款单 / 新增供应商退款单, or 编辑 a draft (?refundId=): the partner with what may be refunded to them, where it comes from, the account and the amount. */
export function RefundForm({ kind, draft }: { kind: RefundKind; draft: Draft<RefundDetail> | null }) {
  const { money } = useNumbers();
  // What the chosen partner may be refunded, once known; the checks and the input read it as it is when they run.
  const current: { refundable?: Refundable } = {};
  const f = useMoneyForm(kind, draft, {
    initial: () => (draft ? refundFormOf(kind, draft.doc) : emptyRefund(formatDate(new Date()))),
    problems: (form) => refundProblems(kind, form, current.refundable),
    input: (form, audit) => toRefundInput(kind, form, audit, current.refundable),
    partner: {
      pick: kind.partner,
      id: 'partnerId',
      name: 'partnerName',
      resets: { refundFrom: '' },
      picked: (): void => f.setProblems((p) => ({ ...p, amount: undefined })),
    },
  });
  const { form, problems, setProblems, set } = f;
  const loaded = useLoad(() => kind.api.refundable(form.partnerId), form.partnerId || null);
  const known = form.partnerId && !loaded.loading ? loaded.data : undefined;
  current.refundable = known;
  const sources = Object.entries(kind.sources) as [RefundFrom, string][];
  const from = sourceOf(form, known);
  const choose = (source: string) => {
    set('refundFrom')(source);
    setProblems((p) => ({ ...p, amount: undefined }));
  };

  return (
    <MoneyFormCard
      form={f}
      fields={
        <>
          {sources.length > 1 && (
            <Field label="退款来源">
              <RadioGroup layout="horizontal" value={from} onChange={(_, d) => choose(d.value)}>
                {sources.map(([id, name]) => (
                  <Radio key={id} value={id} label={name} />
                ))}
              </RadioGroup>
            </Field>
          )}
          <AmountField
            label="退款金额"
            required
            value={form.amount}
            problem={problems.amount}
            placeholder="0.00"
            hint={known ? `最多可退 ${money(known[from])}` : undefined}
            onChange={set('amount')}
          />
        </>
      }
    >
      {known && <Facts label="可退金额" facts={sources.map(([id, name]) => [`可退${name}`, money(known[id]), id === from])} />}
    </MoneyFormCard>
  );
}
