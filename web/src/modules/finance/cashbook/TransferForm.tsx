import { useState } from 'react';
import { Card, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { formatDate } from '../../../utils/format';
import { FailureBar, useAccounts } from '../../document-engine';
import { transferApi, type TransferDetail } from '../api';
import { DraftFormScreen, SaveActions, useCashSave, type Draft } from '../cash-document/CashForm';
import { TRANSFER, transferPath } from './paths';
import { emptyTransfer, outTotal, toTransferInput, transferFormOf, transferProblems, type TransferField } from './transferDraft';
import { DateInput } from '../../../kit/DateInput';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
});

/** 新增转账单, or 编辑 a draft (?transId=): from one account to another, with the fee paid from the account the money leaves. */
export const TransferForm = () => (
  <DraftFormScreen
    idParam="transId"
    title="转账单"
    list={TRANSFER.list}
    detail={transferPath}
    load={transferApi.detail}
    form={(draft) => <Editor draft={draft} />}
  />
);

function Editor({ draft }: { draft: Draft<TransferDetail> | null }) {
  const s = useStyles();
  const accounts = useAccounts();
  const { money } = useNumbers();
  const [initial] = useState(() => (draft ? transferFormOf(draft.doc) : emptyTransfer(formatDate(new Date()))));
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<TransferField, string>>>({});
  const out = accounts.find((a) => a.id === form.outAccountId);
  const into = accounts.find((a) => a.id === form.inAccountId);
  const save = useCashSave(form, initial, {
    check: () => {
      const found = transferProblems(form);
      setProblems(found);
      return !Object.keys(found).length;
    },
    send: async (audit) => {
      const input = toTransferInput(form, audit);
      return transferPath((await (draft ? transferApi.update(draft.id, input) : transferApi.save(input))).transId);
    },
  });

  const set = (field: TransferField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  return (
    <Stack>
      {save.failure && <FailureBar failure={save.failure} />}
      <Card className={s.card}>
        <Subtitle2 as="h1">{draft ? `编辑转账单 ${draft.doc.billNo}` : '新增转账单'}</Subtitle2>
        <div className={s.grid}>
          <Field label="转出账户" required validationMessage={problems.outAccountId} hint={out ? `余额 ${money(out.balance)}` : undefined}>
            <ChoiceSelect
              choices={accounts}
              value={form.outAccountId}
              placeholder="请选择转出账户"
              onChange={(v) => set('outAccountId', v)}
            />
          </Field>
          <Field label="转入账户" required validationMessage={problems.inAccountId} hint={into ? `余额 ${money(into.balance)}` : undefined}>
            <ChoiceSelect
              choices={accounts}
              value={form.inAccountId}
              placeholder="请选择转入账户"
              onChange={(v) => set('inAccountId', v)}
            />
          </Field>
          <Field label="单据日期" required validationMessage={problems.billDate}>
            <DateInput value={form.billDate} onChange={(v) => set('billDate', v)} />
          </Field>
          <Field label="转账金额" required validationMessage={problems.amount}>
            <Input inputMode="decimal" value={form.amount} placeholder="0.00" onChange={(_, d) => set('amount', d.value)} />
          </Field>
          <Field
            label="手续费"
            validationMessage={problems.fee}
            hint={form.fee.trim() ? `转出账户共减少 ${money(outTotal(form))}` : '由转出账户支付'}
          >
            <Input inputMode="decimal" value={form.fee} placeholder="0.00" onChange={(_, d) => set('fee', d.value)} />
          </Field>
          <Field label="备注">
            <Input value={form.remark} maxLength={100} onChange={(_, d) => set('remark', d.value)} />
          </Field>
        </div>
        <SaveActions
          menuId={TRANSFER.menuId}
          editing={!!draft}
          busy={save.busy}
          submit={(audit) => void save.submit(audit)}
          list={TRANSFER.list}
        />
      </Card>
      {save.dialog}
    </Stack>
  );
}
