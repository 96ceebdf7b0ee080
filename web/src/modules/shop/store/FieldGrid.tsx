import { makeStyles, tokens } from '@fluentui/react-components';
import { FieldInput } from '../../../kit/FieldInput';
import type { FieldDesc, FormValues } from '../../../kit/fields';
import type { FieldOptions } from '../../../kit/useFieldOptions';
import type { FieldErrors } from '../../../hooks/useForm';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1' },
});

/** Described fields of a page form (as FormDialog lays out a dialog's): two or more columns, `wide` ones across. */
export function FieldGrid({
  fields,
  values,
  errors,
  options,
  onChange,
}: {
  fields: readonly FieldDesc[];
  values: FormValues;
  errors: FieldErrors<FormValues>;
  options: FieldOptions;
  onChange: (key: string, value: string) => void;
}) {
  const s = useStyles();
  return (
    <div className={s.grid}>
      {fields.map((f) => (
        <FieldInput
          key={f.key}
          field={f}
          className={f.wide || f.kind === 'textarea' ? s.wide : undefined}
          value={values[f.key] ?? ''}
          error={errors[f.key]}
          options={options[f.key]}
          onChange={(v) => onChange(f.key, v)}
        />
      ))}
    </div>
  );
}
