import { Dropdown, Option, makeStyles } from '@fluentui/react-components';
import { optionLabel } from './fields';
import type { FieldOption } from './useFieldOptions';

const useStyles = makeStyles({ root: { minWidth: '140px' } });

/** A list filter: '全部{label}' or one option; named 按{label}筛选, apart from the form field of the same label. */
export function FilterSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly FieldOption[];
  value: string;
  onChange: (v: string) => void;
}) {
  const s = useStyles();
  const all = `全部${label}`;
  return (
    <Dropdown
      className={s.root}
      aria-label={`按${label}筛选`}
      value={value ? optionLabel(options, value) : all}
      selectedOptions={[value]}
      onOptionSelect={(_, d) => onChange(d.optionValue ?? '')}
    >
      <Option value="">{all}</Option>
      {options.map((o) => (
        <Option key={o.value} value={o.value} text={o.label} style={{ paddingLeft: (o.depth ?? 0) * 16 + 8 }}>
          {o.label}
        </Option>
      ))}
    </Dropdown>
  );
}

/** The enabled filter every master-data list has. */
export const ENABLED_OPTIONS: FieldOption[] = [
  { value: 'true', label: '启用' },
  { value: 'false', label: '停用' },
];
