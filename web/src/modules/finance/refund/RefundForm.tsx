import { useState } from 'react';
import { Card, Field, Input, Radio, RadioGroup, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useLoad } from '../../../hooks/useLoad';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { Facts } from '../../../kit/Facts';
import { useNumbers } from '../../../kit/numbers';
import { SearchSelect } from '../../../kit/SearchSelect';
import { Stack } from '../../../kit/Stack';
import { formatDate } from '../../../utils/format';
import { FailureBar, useAccounts } from '../../document-engine';
import type { RefundDetail, RefundFrom } from '../api';
import { DraftFormScreen, SaveActions, useCashSave, type Draft } from '../cash-document/CashForm';
import { refundPath, type RefundKind } from './kinds';
import { emptyRefund, refundFormOf, refundProblems, sourceOf, toRefundInput, type RefundField } from './refundDraft';
import { DateInput } from '../../../kit/DateInput';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
});

/** 新增客户退款单 / 新增供应商退款单, or 编辑 a draft (?refundId=): the partner with what may be refunded to them, where it comes from, the account and the amount. */
export const RefundForm = ({ kind }: { kind: RefundKind }) => (
  <DraftFormScreen
    idParam="refundId"
    title={`${kind.name}单`}
    list={kind.paths.list}
    detail={(id) => refundPath(kind, id)}
    load={kind.api.detail}
    form={(draft) => <Editor kind={kind} draft={draft} />}
  />
);

function Editor({ kind, draft }: { kind: RefundKind; draft: Draft<RefundDetail> | null }) {
  const s = useStyles();
  const accounts = useAccounts();
  const { money } = useNumbers();
  const [initial] = useState(() => (draft ? refundFormOf(kind, draft.doc) : emptyRefund(formatDate(new Date()))));
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<RefundField, string>>>({});
  const loaded = useLoad(() => kind.api.refundable(form.partnerId), form.partnerId || null);
  const refundable = form.partnerId && !loaded.loading ? loaded.data : undefined;
  const sources = Object.entries(kind.sources) as [RefundFrom, string][];
  const account = accounts.find((a) => a.id === form.accountId);
  const from = sourceOf(form, refundable);
  const save = useCashSave(form, initial, {
    check: () => {
      const found = refundProblems(kind, form, refundable);
      setProblems(found);
      return !Object.keys(found).length;
    },
    send: async (audit) => {
      const input = toRefundInput(kind, form, audit, refundable);
      return refundPath(kind, (await (draft ? kind.api.update(draft.id, input) : kind.api.save(input))).refundId);
    },
  });

  const set = (field: RefundField | 'remark' | 'refundFrom', value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblems((p) => ({ ...p, [field === 'refundFrom' ? 'amount' : field]: undefined }));
  };

  return (
    <Stack>
      {save.failure && <FailureBar failure={save.failure} />}
      <Card className={s.card}>
        <Subtitle2 as="h1">{draft ? `编辑${kind.name}单 ${draft.doc.billNo}` : `新增${kind.name}单`}</Subtitle2>
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
          {sources.length > 1 && (
            <Field label="退款来源">
              <RadioGroup layout="horizontal" value={from} onChange={(_, d) => set('refundFrom', d.value)}>
                {sources.map(([id, name]) => (
                  <Radio key={id} value={id} label={name} />
                ))}
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
        {refundable && <Facts label="可退金额" facts={sources.map(([id, name]) => [`可退${name}`, money(refundable[id]), id === from])} />}
        <SaveActions
          menuId={kind.menuId}
          editing={!!draft}
          busy={save.busy}
          submit={(audit) => void save.submit(audit)}
          list={kind.paths.list}
        />
      </Card>
      {save.dialog}
    </Stack>
  );
}
