import type { ReactNode } from 'react';
import { Field, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { DateInput } from '../../../kit/DateInput';
import { useNumbers } from '../../../kit/numbers';
import { SearchSelect } from '../../../kit/SearchSelect';
import { useAccounts } from '../../document-engine';
import type { PartnerPick } from './kind';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
  fitted: { '& .fui-Dropdown, & .fui-Combobox': { minWidth: 0 } },
});

/** A form's fields in as many columns of at least `min` pixels as fit; `fitted` lets the pickers shrink to them. */
export function FormGrid({ min = 220, fitted, children }: { min?: number; fitted?: boolean; children: ReactNode }) {
  const s = useStyles();
  return (
    <div className={mergeClasses(s.grid, fitted && s.fitted)} style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))` }}>
      {children}
    </div>
  );
}

/** An account to pick (结算账户, 转出账户 …), with its balance once picked. */
export function AccountField(p: { label?: string; value: string; problem?: string; onChange: (id: string) => void }) {
  const { label = '结算账户' } = p;
  const accounts = useAccounts();
  const { money } = useNumbers();
  const account = accounts.find((a) => a.id === p.value);
  return (
    <Field label={label} required validationMessage={p.problem} hint={account ? `余额 ${money(account.balance)}` : undefined}>
      <ChoiceSelect choices={accounts} value={p.value} placeholder={`请选择${label}`} onChange={p.onChange} />
    </Field>
  );
}

/** 单据日期, or another date the form asks (退还日期, not required). */
export function DateField(p: { label?: string; value: string; problem?: string; onChange: (date: string) => void }) {
  return (
    <Field label={p.label ?? '单据日期'} required={!p.label} validationMessage={p.problem}>
      <DateInput value={p.value} onChange={p.onChange} />
    </Field>
  );
}

/** 备注 (at most 100 characters). */
export function RemarkField(p: { label?: string; value: string; onChange: (remark: string) => void }) {
  return (
    <Field label={p.label ?? '备注'}>
      <Input value={p.value} maxLength={100} onChange={(_, d) => p.onChange(d.value)} />
    </Field>
  );
}

/** An amount typed as a decimal. */
export function AmountField(p: {
  label: string;
  required?: boolean;
  value: string;
  problem?: string;
  hint?: string;
  placeholder?: string;
  onChange: (amount: string) => void;
}) {
  return (
    <Field label={p.label} required={p.required} validationMessage={p.problem} hint={p.hint}>
      <Input inputMode="decimal" value={p.value} placeholder={p.placeholder} onChange={(_, d) => p.onChange(d.value)} />
    </Field>
  );
}

/** The customer or supplier, looked up by name. */
export function PartnerField(p: {
  partner: PartnerPick;
  /** The partner chosen ('' for none) and its name. */
  id: string;
  name: string;
  problem?: string;
  hint?: string;
  onChange: (c: { id: string; name: string } | null) => void;
}) {
  const { label, choices } = p.partner;
  return (
    <Field label={label} required validationMessage={p.problem} hint={p.hint}>
      <SearchSelect
        value={p.id ? { id: p.id, name: p.name } : null}
        search={choices}
        placeholder={`请选择${label}`}
        onChange={p.onChange}
      />
    </Field>
  );
}
