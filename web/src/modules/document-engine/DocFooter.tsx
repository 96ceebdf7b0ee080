import { Body1Strong, Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { useNumbers } from '../../kit/numbers';
import { owedOf, type DocHeader, type HeaderField, type Problems } from './docForm';
import { lineFieldsOf, type Choice, type DocKind } from './kind';
import type { DocTotals } from './lines';

const useStyles = makeStyles({
  totals: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`, alignItems: 'baseline' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    '& .fui-Dropdown': { minWidth: 0 },
  },
  muted: { color: tokens.colorNeutralForeground3 },
  total: { fontSize: tokens.fontSizeBase500, color: tokens.colorPaletteRedForeground1 },
});

export interface DocFooterProps {
  kind: DocKind;
  header: DocHeader;
  totals: DocTotals;
  problems: Problems['header'];
  accounts: (Choice & { balance: number | null })[];
  set: (field: HeaderField, value: string) => void;
  /** What the partner holds of the prepaid the document may spend. */
  prepaidRemain?: number;
  /** The money settled follows the total (paid in full) until the clerk types an amount. */
  inFull?: boolean;
}

/**
 * Totals as a live preview (the server's figures are final); on trade documents the header discount and the money
 * settled on the document, on others the quantity and, where lines are priced, the amount.
 */
export function DocFooter({ kind, header, totals, problems, accounts, set, prepaidRemain, inFull }: DocFooterProps) {
  const s = useStyles();
  const { qty, money } = useNumbers();
  const account = accounts.find((a) => a.id === header.accountId);
  const owed = owedOf(header, totals.totalAmount);
  if (!kind.settle) {
    return (
      <div className={s.totals} aria-label="合计" role="group">
        <Body1Strong>数量合计 {qty(totals.qty)}</Body1Strong>
        {lineFieldsOf(kind).includes('amount') && (
          <Body1Strong>
            金额合计{' '}
            <span className={s.total} aria-label="金额合计">
              {money(totals.amount)}
            </span>
          </Body1Strong>
        )}
      </div>
    );
  }
  return (
    <>
      <div className={s.totals} aria-label="合计" role="group">
        <Caption1>数量合计 {qty(totals.qty)}</Caption1>
        <Caption1>金额 {money(totals.amount)}</Caption1>
        <Caption1>税额 {money(totals.taxAmount)}</Caption1>
        <Caption1>价税合计 {money(totals.lineTotal)}</Caption1>
        <Body1Strong>
          单据金额{' '}
          <span className={s.total} aria-label="单据金额">
            {money(totals.totalAmount)}
          </span>
        </Body1Strong>
        {kind.settle.owed && (
          <Body1Strong>
            {kind.settle.owed}{' '}
            <span className={owed > 0 ? s.total : undefined} aria-label={kind.settle.owed}>
              {money(owed)}
            </span>
          </Body1Strong>
        )}
        <Caption1 className={s.muted}>（预览，以保存后为准）</Caption1>
      </div>
      <div className={s.grid}>
        <Field label="整单优惠" validationMessage={problems.discountAmount}>
          <Input inputMode="decimal" value={header.discountAmount} placeholder="0.00" onChange={(_, d) => set('discountAmount', d.value)} />
        </Field>
        <Field
          label={kind.settle.label}
          validationMessage={problems.settleAmount}
          hint={inFull && !problems.settleAmount ? '全额收款，随单据金额变化' : undefined}
        >
          <Input inputMode="decimal" value={header.settleAmount} placeholder="0.00" onChange={(_, d) => set('settleAmount', d.value)} />
        </Field>
        <Field label="结算账户" validationMessage={problems.accountId} hint={account ? `余额 ${money(account.balance)}` : undefined}>
          <ChoiceSelect choices={accounts} value={header.accountId} emptyLabel="不选择" onChange={(v) => set('accountId', v)} />
        </Field>
        {kind.prepaid && (
          <Field
            label={kind.prepaid.label}
            validationMessage={problems.prepaidAmount}
            hint={prepaidRemain !== undefined ? `预存款余额 ${money(prepaidRemain)}` : undefined}
          >
            <Input inputMode="decimal" value={header.prepaidAmount} placeholder="0.00" onChange={(_, d) => set('prepaidAmount', d.value)} />
          </Field>
        )}
      </div>
    </>
  );
}
