import { useState } from 'react';
import { Combobox, Option } from '@fluentui/react-components';

export interface FreeTextComboboxProps {
  value: string;
  /** The choices offered; any other text may be typed. */
  choices: readonly string[];
  placeholder?: string;
  disabled?: boolean;
  onChange(value: string): void;
}

/**
 * A text field that offers choices (freeform Combobox). Text that comes without keys (an input method's, a paste) opens
 * the list too: Fluent marks the option it matches as active either way, and a closed list left that mark
 * (aria-activedescendant) pointing at an option no longer on the page.
 */
export function FreeTextCombobox({ value, choices, placeholder, disabled, onChange }: FreeTextComboboxProps) {
  const [open, setOpen] = useState(false);
  return (
    <Combobox
      freeform
      value={value}
      placeholder={placeholder}
      disabled={disabled}
      selectedOptions={choices.includes(value) ? [value] : []}
      open={open}
      onOpenChange={(_, d) => setOpen(d.open)}
      onChange={(e) => {
        onChange(e.target.value);
        setOpen(true);
      }}
      onOptionSelect={(_, d) => d.optionText !== undefined && onChange(d.optionText)}
    >
      {choices.map((c) => (
        <Option key={c} value={c}>{c}</Option>
      ))}
    </Combobox>
  );
}
