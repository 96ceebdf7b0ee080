import { useState } from 'react';
import { Body1Strong, Card, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useLoad } from '../../../hooks/useLoad';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { useNumbers } from '../../../kit/numbers';
import { SearchSelect } from '../../../kit/SearchSelect';
import { Stack } from '../../../kit/Stack';
import { formatDate } from '../../../utils/format';
import { FailureBar, searchCustomers, useAccounts } from '../../document-engine';
import { DraftFormScreen, SaveActions, useCashSave, type Draft } from '../cash-document/CashForm';
import { czApi, prepaidOf, type CzDetail } from './api';
import { czCredit, czFormOf, czProblems, emptyCz, hasProblems, toCzInput, type CzForm as Form, type CzProblems } from './czDraft';
import { czPath, type CzKind } from './kinds';
import { DateInput } from '../../../kit/DateInput';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    '& .fui-Dropdown, & .fui-Combobox': { minWidth: 0 },
  },
});

/** 新增/编辑预存款 or 押金 (?czId= a draft to change). */
export const CzForm = ({ kind }: { kind: CzKind }) => (
  <DraftFormScreen
    idParam="czId"
    title={`${kind.name}单`}
    list={kind.list}
    detail={(id) => czPath(kind.detail, id)}
    load={czApi.detail}
    form={(draft) => <Editor kind={kind} draft={draft} />}
  />
);

function Editor({ kind, draft }: { kind: CzKind; draft: Draft<CzDetail> | null }) {
  const s = useStyles();
  const accounts = useAccounts();
  const { money } = useNumbers();
  const [initial] = useState(() => (draft ? czFormOf(draft.doc) : emptyCz(formatDate(new Date()))));
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<CzProblems>({});
  const held = useLoad(() => prepaidOf(form.customId), form.customId ? `prepaid-${form.customId}` : null).data;
  const account = accounts.find((a) => a.id === form.accountId);
  const save = useCashSave(form, initial, {
    check: () => {
      const found = czProblems(kind, form);
      setProblems(found);
      return !hasProblems(found);
    },
    send: async (audit) => {
      const input = toCzInput(kind, form, audit);
      return czPath(kind.detail, (await (draft ? czApi.update(draft.id, input) : czApi.save(input))).czId);
    },
  });

  const set = (field: keyof Form, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  return (
    <Stack>
      {save.failure && <FailureBar failure={save.failure} />}
      <Card className={s.card}>
        <Subtitle2 as="h1">{draft ? `编辑${kind.name}单 ${draft.doc.billNo}` : `新增${kind.name}`}</Subtitle2>
        <div className={s.grid}>
          <Field
            label="客户"
            required
            validationMessage={problems.customId}
            hint={form.customId && held ? `预存款余额 ${money(held.remainAmt)}，押金 ${money(held.depositAmt)}` : undefined}
          >
            <SearchSelect
              value={form.customId ? { id: form.customId, name: form.customName } : null}
              search={searchCustomers}
              placeholder="请选择客户"
              onChange={(c) => {
                setForm((f) => ({ ...f, customId: c?.id ?? '', customName: c?.name ?? '' }));
                setProblems((p) => ({ ...p, customId: undefined }));
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
          <Field label={kind.gift ? '充值金额' : '押金金额'} required validationMessage={problems.amount}>
            <Input inputMode="decimal" value={form.amount} placeholder="0.00" onChange={(_, d) => set('amount', d.value)} />
          </Field>
          {kind.gift && (
            <Field label="赠送金额" validationMessage={problems.giftAmount}>
              <Input inputMode="decimal" value={form.giftAmount} placeholder="0.00" onChange={(_, d) => set('giftAmount', d.value)} />
            </Field>
          )}
          <Field label="备注">
            <Input value={form.remark} maxLength={100} onChange={(_, d) => set('remark', d.value)} />
          </Field>
        </div>
        <Body1Strong>
          {kind.gift ? `存入预存款 ${money(czCredit(kind, form))}（充值 + 赠送）` : `收取押金 ${money(czCredit(kind, form))}`}
        </Body1Strong>
        <SaveActions menuId={kind.menuId} editing={!!draft} busy={save.busy} submit={(audit) => void save.submit(audit)} list={kind.list} />
      </Card>
      {save.dialog}
    </Stack>
  );
}
