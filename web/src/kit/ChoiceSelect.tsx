import { Dropdown, Option, type DropdownProps } from '@fluentui/react-components';

/** A choice in a look-up: a partner, a warehouse, an account. */
export interface Choice {
  id: string;
  name: string;
}

export interface ChoiceSelectProps extends Omit<DropdownProps, 'value' | 'onChange' | 'selectedOptions' | 'onOptionSelect'> {
  choices: readonly Choice[];
  value: string;
  onChange: (id: string) => void;
  /** An option for '' (全部, 同表头 …); without it '' shows the placeholder. */
  emptyLabel?: string;
}

/** A select over a short list of choices (warehouses, accounts, statuses), by id. */
export function ChoiceSelect({ choices, value, onChange, emptyLabel, ...rest }: ChoiceSelectProps) {
  const name = choices.find((c) => c.id === value)?.name ?? (value === '' ? (emptyLabel ?? '') : '');
  return (
    <Dropdown {...rest} value={name} selectedOptions={[value]} onOptionSelect={(_, d) => onChange(d.optionValue ?? '')}>
      {emptyLabel !== undefined && <Option value="">{emptyLabel}</Option>}
      {choices.map((c) => (
        <Option key={c.id} value={c.id}>
          {c.name}
        </Option>
      ))}
    </Dropdown>
  );
}
