import { useEffect, useRef, useState } from 'react';
import { Combobox, Option, type ComboboxProps } from '@fluentui/react-components';
import type { Choice } from './ChoiceSelect';

const DEBOUNCE_MS = 250;

export interface SearchSelectProps extends Omit<ComboboxProps, 'value' | 'onChange' | 'selectedOptions' | 'onOptionSelect'> {
  value: Choice | null;
  onChange: (choice: Choice | null) => void;
  /** Choices matching a keyword, from the server. */
  search: (keyword: string) => Promise<Choice[]>;
}

/**
 * A combobox over a long list kept on the server (suppliers, customers): type to search, pick one. Until the
 * matches for what is typed have come, none is offered, so that Tab or Enter never take one left from before.
 */
export function SearchSelect({ value, onChange, search, ...rest }: SearchSelectProps) {
  const [text, setText] = useState(value?.name ?? '');
  // null while what was typed is being looked up: no option to take by Tab or Enter meanwhile.
  const [choices, setChoices] = useState<Choice[] | null>([]);
  const [open, setOpen] = useState(false);
  const asked = useRef(0);

  useEffect(() => setText(value?.name ?? ''), [value?.name]);

  const lookUp = (keyword: string) => {
    const ask = ++asked.current;
    setTimeout(() => {
      if (ask !== asked.current) return;
      search(keyword).then(
        (found) => ask === asked.current && setChoices(found),
        () => ask === asked.current && setChoices([]),
      );
    }, DEBOUNCE_MS);
  };

  return (
    <Combobox
      {...rest}
      freeform
      clearable
      value={text}
      open={open}
      selectedOptions={value ? [value.id] : []}
      onOpenChange={(_, d) => {
        setOpen(d.open);
        if (d.open) lookUp(text === value?.name ? '' : text);
        else setText(value?.name ?? '');
      }}
      onChange={(e) => {
        setText(e.target.value);
        setOpen(true);
        setChoices(null);
        lookUp(e.target.value.trim());
      }}
      onOptionSelect={(_, d) => {
        const picked = choices?.find((c) => c.id === d.optionValue) ?? null;
        setText(picked?.name ?? '');
        onChange(picked);
      }}
    >
      {choices?.map((c) => (
        <Option key={c.id} value={c.id}>
          {c.name}
        </Option>
      ))}
      {!choices && (
        <Option disabled value="">
          查找中…
        </Option>
      )}
      {choices?.length === 0 && (
        <Option disabled value="">
          无匹配结果
        </Option>
      )}
    </Combobox>
  );
}
