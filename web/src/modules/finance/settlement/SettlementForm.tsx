import { useState } from 'react';
import { Card, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { formatDate } from '../../../utils/format';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { useAccounts } from '../../document-engine';
import { useNumbers } from '../../../kit/numbers';
import { SearchSelect } from '../../../kit/SearchSelect';
import { Stack } from '../../../kit/Stack';
import { FailureBar } from '../../document-engine';
import { SaveActions, useCashSave } from '../cash-document/CashForm';
import { Allocator } from './Allocator';
import { allocationClean, allocationProblems, type Allocation } from './hx';
import { settlementPath, type SettlementKind } from './kinds';
import { useOpenDocs } from './OpenDocsTable';
import { amountOf, emptySettlement, settlementProblems, toSettlementInput, type SettlementField } from './settlementDraft';
import { DateInput } from '../../../kit/DateInput';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
});

const NO_ALLOCATION = { docs: {} };

/** 新增收款单 / 新增付款单: partner, account, amount, and the open documents it writes off (never more than the amount). */
export function SettlementForm({ kind }: { kind: SettlementKind }) {
  const s = useStyles();
  const accounts = useAccounts();
  const { money } = useNumbers();
  const [initial] = useState(() => emptySettlement(formatDate(new Date())));
  const [form, setForm] = useState(initial);
  const [allocation, setAllocation] = useState<Allocation>({});
  const [problems, setProblems] = useState<Partial<Record<SettlementField, string>>>({});
  const [allocationErrors, setAllocationErrors] = useState<ReturnType<typeof allocationProblems>>(NO_ALLOCATION);
  const open = useOpenDocs(kind, form.partnerId);
  const amountLabel = `${kind.verb}金额`;
  const account = accounts.find((a) => a.id === form.accountId);

  const set = (field: SettlementField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };
  const allocate = (a: Allocation) => {
    setAllocation(a);
    setAllocationErrors(NO_ALLOCATION);
  };

  const save = useCashSave(form, initial, {
    check: () => {
      const found = settlementProblems(kind, form);
      const foundAllocation = allocationProblems(open.docs, kind.target.idField, allocation, amountOf(form), amountLabel);
      setProblems(found);
      setAllocationErrors(foundAllocation);
      return !Object.keys(found).length && allocationClean(foundAllocation);
    },
    send: async (audit) => settlementPath(kind, (await kind.api.save(toSettlementInput(kind, form, allocation, audit)))[kind.idField]!),
  });

  return (
    <Stack>
      {save.failure && <FailureBar failure={save.failure} />}
      <Card className={s.card}>
        <Subtitle2 as="h1">新增{kind.title}</Subtitle2>
        <div className={s.grid}>
          <Field label={kind.partner.label} required validationMessage={problems.partnerId}>
            <SearchSelect
              value={form.partnerId ? { id: form.partnerId, name: form.partnerName } : null}
              search={kind.partner.choices}
              placeholder={`请选择${kind.partner.label}`}
              onChange={(c) => {
                setForm((f) => ({ ...f, partnerId: c?.id ?? '', partnerName: c?.name ?? '' }));
                setProblems((p) => ({ ...p, partnerId: undefined }));
                allocate({});
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
          <Field label={amountLabel} required validationMessage={problems.amount}>
            <Input inputMode="decimal" value={form.amount} placeholder="0.00" onChange={(_, d) => set('amount', d.value)} />
          </Field>
          <Field label="备注">
            <Input value={form.remark} maxLength={100} onChange={(_, d) => set('remark', d.value)} />
          </Field>
        </div>
      </Card>
      <Card className={s.card}>
        <Allocator
          kind={kind}
          partnerChosen={!!form.partnerId}
          open={open}
          cap={amountOf(form)}
          capLabel={amountLabel}
          allocation={allocation}
          setAllocation={allocate}
          problems={allocationErrors}
        />
        <SaveActions
          menuId={kind.menuId}
          editing={false}
          busy={save.busy}
          submit={(audit) => void save.submit(audit)}
          list={kind.paths.list}
        />
      </Card>
      {save.dialog}
    </Stack>
  );
}
