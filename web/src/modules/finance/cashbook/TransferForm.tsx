import { formatDate } from '../../../utils/format';
import { useNumbers } from '../../../kit/numbers';
import type { TransferDetail } from '../api';
import { AccountField, AmountField } from '../money-document/fields';
import { MoneyDocForm, MoneyFormCard, useMoneyForm, type Draft } from '../money-document/MoneyDocForm';
import { TRANSFER } from './paths';
import { emptyTransfer, outTotal, toTransferInput, transferFormOf, transferProblems } from './transferDraft';

/** 新增转账单, or 编辑 a draft (?transId=): from one account to another, with the fee paid from the account the money leaves. */
export const TransferForm = () => <MoneyDocForm kind={TRANSFER} form={(draft) => <Editor draft={draft} />} />;

function Editor({ draft }: { draft: Draft<TransferDetail> | null }) {
  const { money } = useNumbers();
  const f = useMoneyForm(TRANSFER, draft, {
    initial: () => (draft ? transferFormOf(draft.doc) : emptyTransfer(formatDate(new Date()))),
    problems: transferProblems,
    input: toTransferInput,
  });
  const { form, problems, set } = f;
  const feeHint = form.fee.trim() ? `转出账户共减少 ${money(outTotal(form))}` : '由转出账户支付';

  return (
    <MoneyFormCard
      form={f}
      noAccount
      head={
        <>
          <AccountField label="转出账户" value={form.outAccountId} problem={problems.outAccountId} onChange={set('outAccountId')} />
          <AccountField label="转入账户" value={form.inAccountId} problem={problems.inAccountId} onChange={set('inAccountId')} />
        </>
      }
      fields={
        <>
          <AmountField
            label="转账金额"
            required
            value={form.amount}
            problem={problems.amount}
            placeholder="0.00"
            onChange={set('amount')}
          />
          <AmountField label="手续费" value={form.fee} problem={problems.fee} placeholder="0.00" hint={feeHint} onChange={set('fee')} />
        </>
      }
    />
  );
}
