import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage } from '../../../api/http';
import { useCan } from '../../../kit/useCan';
import { useUnsavedGuard } from '../../../kit/useUnsavedGuard';
import { notifySuccess } from '../../../notify/bus';
import { formatDate } from '../../../utils/format';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { useAccounts } from '../../document-engine';
import { useNumbers } from '../../../kit/numbers';
import { SearchSelect } from '../../../kit/SearchSelect';
import { Stack } from '../../../kit/Stack';
import type { Failure } from '../../document-engine';
import { FailureBar } from '../../document-engine';
import { Allocator } from './Allocator';
import { allocationClean, allocationProblems, type Allocation } from './hx';
import { settlementPath, type SettlementKind } from './kinds';
import { useOpenDocs } from './OpenDocsTable';
import { amountOf, emptySettlement, settlementProblems, toSettlementInput, type SettlementField } from './settlementForm';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const NO_ALLOCATION = { docs: {} };

/** 新增收款单 / 新增付款单: partner, account, amount, and the open documents it writes off (never more than the amount). */
export function SettlementForm({ kind }: { kind: SettlementKind }) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(kind.menuId);
  const accounts = useAccounts();
  const { money } = useNumbers();
  const [form, setForm] = useState(() => emptySettlement(formatDate(new Date())));
  const [allocation, setAllocation] = useState<Allocation>({});
  const [problems, setProblems] = useState<Partial<Record<SettlementField, string>>>({});
  const [allocationErrors, setAllocationErrors] = useState<ReturnType<typeof allocationProblems>>(NO_ALLOCATION);
  const [failure, setFailure] = useState<Failure>();
  const [busy, setBusy] = useState(false);
  const open = useOpenDocs(kind, form.partnerId);
  const guard = useUnsavedGuard(!!form.partnerId || !!form.amount.trim());
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

  const submit = async (audit: boolean) => {
    setFailure(undefined);
    const found = settlementProblems(kind, form);
    const foundAllocation = allocationProblems(open.docs, kind.target.idField, allocation, amountOf(form), amountLabel);
    setProblems(found);
    setAllocationErrors(foundAllocation);
    if (Object.keys(found).length || !allocationClean(foundAllocation)) return;
    setBusy(true);
    try {
      const r = await kind.api.save(toSettlementInput(kind, form, allocation, audit));
      notifySuccess(audit ? '保存并审核成功' : '保存成功');
      guard.allowLeave();
      navigate(settlementPath(kind, r[kind.idField]!), { replace: true });
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
          <Field label="结算账户" required validationMessage={problems.accountId} hint={account ? `余额 ${money(account.balance)}` : undefined}>
            <ChoiceSelect choices={accounts} value={form.accountId} placeholder="请选择结算账户" onChange={(v) => set('accountId', v)} />
          </Field>
          <Field label="单据日期" required validationMessage={problems.billDate}>
            <Input type="date" value={form.billDate} onChange={(_, d) => set('billDate', d.value)} />
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
