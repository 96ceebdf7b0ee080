import { Body1Strong } from '@fluentui/react-components';
import { useLoad } from '../../../hooks/useLoad';
import { useNumbers } from '../../../kit/numbers';
import { formatDate } from '../../../utils/format';
import { searchCustomers } from '../../document-engine';
import { AmountField } from '../money-document/fields';
import { MoneyFormCard, useMoneyForm, type Draft } from '../money-document/MoneyDocForm';
import { prepaidOf, type CzDetail } from './api';
import { czCredit, czFormOf, czProblems, emptyCz, toCzInput } from './czDraft';
import type { CzKind } from './kinds';

const CUSTOMER = { field: 'customId', label: '客户', choices: searchCustomers };

/** 新增/编辑预存款 or 押金 (?czId= a draft to change). */
export function CzForm({ kind, draft }: { kind: CzKind; draft: Draft<CzDetail> | null }) {
  const { money } = useNumbers();
  const f = useMoneyForm(kind, draft, {
    initial: () => (draft ? czFormOf(draft.doc) : emptyCz(formatDate(new Date()))),
    problems: (form) => czProblems(kind, form),
    input: (form, audit) => toCzInput(kind, form, audit),
    partner: { pick: CUSTOMER, id: 'customId', name: 'customName' },
  });
  const { form, problems, set } = f;
  const held = useLoad(() => prepaidOf(form.customId), form.customId ? `prepaid-${form.customId}` : null).data;
  const holds = form.customId && held ? `预存款余额 ${money(held.remainAmt)}，押金 ${money(held.depositAmt)}` : undefined;

  return (
    <MoneyFormCard
      form={f}
      fitted
      partnerHint={holds}
      fields={
        <>
          <AmountField
            label={kind.gift ? '充值金额' : '押金金额'}
            required
            value={form.amount}
            problem={problems.amount}
            placeholder="0.00"
            onChange={set('amount')}
          />
          {kind.gift && (
            <AmountField
              label="赠送金额"
              value={form.giftAmount}
              problem={problems.giftAmount}
              placeholder="0.00"
              onChange={set('giftAmount')}
            />
          )}
        </>
      }
    >
      <Body1Strong>
        {kind.gift ? `存入预存款 ${money(czCredit(kind, form))}（充值 + 赠送）` : `收取押金 ${money(czCredit(kind, form))}`}
      </Body1Strong>
    </MoneyFormCard>
  );
}
