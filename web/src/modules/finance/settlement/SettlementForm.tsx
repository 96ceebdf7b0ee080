import { useState } from 'react';
import { formatDate } from '../../../utils/format';
import type { OpenDoc } from '../api';
import { AmountField } from '../money-document/fields';
import { MoneyFormCard, useMoneyForm } from '../money-document/MoneyDocForm';
import { Allocator } from './Allocator';
import { allocationClean, allocationProblems, type Allocation } from './hx';
import type { SettlementKind } from './kinds';
import { useOpenDocs } from './OpenDocsTable';
import { amountOf, emptySettlement, settlementProblems, toSettlementInput } from './settlementDraft';

const NO_ALLOCATION = { docs: {} };

/** 新增收款单 / 新增付款单: partner, account, amount, and the open documents it writes off (never more than the amount). */
export function SettlementForm({ kind }: { kind: SettlementKind }) {
  const [allocation, setAllocation] = useState<Allocation>({});
  const [allocationErrors, setAllocationErrors] = useState<ReturnType<typeof allocationProblems>>(NO_ALLOCATION);
  const amountLabel = `${kind.verb}金额`;
  // The open documents of the partner chosen; the check reads them as they are when it runs.
  let docs: OpenDoc[] = [];
  const f = useMoneyForm(kind, null, {
    initial: () => emptySettlement(formatDate(new Date())),
    problems: (form) => settlementProblems(kind, form),
    clean: (found) => {
      const foundAllocation = allocationProblems(docs, kind.target.idField, allocation, amountOf(f.form), amountLabel);
      setAllocationErrors(foundAllocation);
      return !Object.keys(found).length && allocationClean(foundAllocation);
    },
    input: (form, audit) => toSettlementInput(kind, form, allocation, audit),
    partner: { pick: kind.partner, id: 'partnerId', name: 'partnerName', picked: () => allocate({}) },
  });
  const { form, problems, set } = f;
  const open = useOpenDocs(kind, form.partnerId);
  docs = open.docs;
  const allocate = (a: Allocation) => {
    setAllocation(a);
    setAllocationErrors(NO_ALLOCATION);
  };
  return (
    <MoneyFormCard
      form={f}
      fields={
        <AmountField
          label={amountLabel}
          required
          value={form.amount}
          problem={problems.amount}
          placeholder="0.00"
          onChange={set('amount')}
        />
      }
      tail={
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
      }
    />
  );
}
