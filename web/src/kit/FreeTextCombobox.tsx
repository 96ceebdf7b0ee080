import { useRef, useState } from 'react';
import { Combobox, Option } from '@fluentui/react-components';

export interface FreeTextComboboxProps {
  value: string;
  /** The choices offered; any other text may be typed. */
  choices: readonly string[];
  placeholder?: string;
  disabled?: boolean;
  onChange(value: string): void;
}

/** Keys that walk the list: an option reached with them is chosen by Enter or Tab. */
const WALK = ['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End'];

/**
 * A text field that offers choices (freeform Combobox). What is typed is kept: Tab or Enter take an option only when
 * it was walked to with the arrows or is exactly what was typed (Fluent would take the first option, or the first
 * one starting with the text: 卷 would become 箱 or 卷筒). Text that comes without keys (an input method's, a paste)
 * opens the list too: Fluent marks the option it matches as active either way, and a closed list left that mark
 * (aria-activedescendant) pointing at an option no longer on the page.
 */
export function FreeTextCombobox({ value, choices, placeholder, disabled, onChange }: FreeTextComboboxProps) {
  const [open, setOpen] = useState(false);
  const walked = useRef(false);
  return (
    <Combobox
      freeform
      disableAutoFocus
      value={value}
      placeholder={placeholder}
      disabled={disabled}
      selectedOptions={choices.includes(value) ? [value] : []}
      open={open}
      onOpenChange={(_, d) => setOpen(d.open)}
      onKeyDown={(e) => {
        if (WALK.includes(e.key)) walked.current = true;
      }}
      onChange={(e) => {
        walked.current = false;
        onChange(e.target.value);
        setOpen(true);
      }}
      onOptionSelect={(e, d) => {
        const typed = e.type === 'keydown' && !walked.current && d.optionText !== value.trim();
        if (d.optionText !== undefined && !typed) onChange(d.optionText);
      }}
    >
      {choices.map((c) => (
        <Option key={c} value={c}>
          {c}
        </Option>
      ))}
    </Combobox>
  );
}
