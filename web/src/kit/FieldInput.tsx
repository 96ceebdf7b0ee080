import { Dropdown, Field, Input, Option, Switch, Textarea } from '@fluentui/react-components';
import { isNumberKind, LIST_SEPARATOR, optionLabel, type FieldDesc } from './fields';
import { FreeTextCombobox } from './FreeTextCombobox';
import type { FieldOption } from './useFieldOptions';

export interface FieldInputProps {
  field: FieldDesc;
  value: string;
  error?: string;
  options?: FieldOption[];
  disabled?: boolean;
  /** Instead of the field's own placeholder. */
  placeholder?: string;
  className?: string;
  onChange: (value: string) => void;
}

const INDENT_PX = 16;
/** The empty choice of an optional select. */
const NONE = '';

/** One described field inside a Fluent Field: its label, required mark and message (and a combo's new text, what becomes of it). */
export function FieldInput({ field: f, value, error, options: loaded, disabled, className, onChange, ...props }: FieldInputProps) {
  const options = loaded ?? [];
  const typed = value.trim();
  // Told once the options are known.
  const hint =
    f.kind === 'combo' && f.newChoice && typed && loaded && !options.some((o) => o.label === typed)
      ? `“${typed}”${f.newChoice}`
      : undefined;
  const placeholder =
    props.placeholder ??
    f.placeholder ??
    (f.kind === 'select' || f.kind === 'tree'
      ? `请选择${f.label}`
      : f.kind === 'list'
        ? `多个值用“${LIST_SEPARATOR}”分隔`
        : `请输入${f.label}`);
  const control = () => {
    switch (f.kind) {
      case 'textarea':
        return (
          <Textarea value={value} placeholder={placeholder} disabled={disabled} resize="vertical" onChange={(_, d) => onChange(d.value)} />
        );
      case 'switch':
        return <Switch checked={value === '1'} disabled={disabled} onChange={(_, d) => onChange(d.checked ? '1' : '0')} />;
      case 'combo':
        return (
          <FreeTextCombobox
            value={value}
            choices={options.map((o) => o.label)}
            placeholder={placeholder}
            disabled={disabled}
            onChange={onChange}
          />
        );
      case 'select':
      case 'tree':
        return (
          <Dropdown
            placeholder={placeholder}
            disabled={disabled}
            value={optionLabel(options, value)}
            selectedOptions={value ? [value] : []}
            onOptionSelect={(_, d) => onChange(d.optionValue ?? NONE)}
          >
            {!f.required && (
              <Option value={NONE} text="（无）">
                （无）
              </Option>
            )}
            {options.map((o) => (
              <Option key={o.value} value={o.value} text={o.label} style={{ paddingLeft: (o.depth ?? 0) * INDENT_PX + 8 }}>
                {o.label}
              </Option>
            ))}
          </Dropdown>
        );
      default:
        return (
          <Input
            value={value}
            placeholder={placeholder}
            disabled={disabled}
            inputMode={isNumberKind(f) ? 'decimal' : undefined}
            type={f.phone ? 'tel' : 'text'}
            onChange={(_, d) => onChange(d.value)}
          />
        );
    }
  };
  return (
    <Field label={f.label} required={f.required} validationMessage={error} hint={hint} className={className}>
      {control()}
    </Field>
  );
}
