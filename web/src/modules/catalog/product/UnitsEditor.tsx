import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { FieldInput } from '../../../kit/FieldInput';
import { fieldValues, type FormErrors } from '../../../kit/fields';
import { useFieldOptions } from '../../../kit/useFieldOptions';
import { UNIT_FIELDS, type UnitRow } from './productDraft';

/** The server keeps at most five units besides the main one. */
export const MAX_UNITS = 5;

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  field: { flex: '1 1 140px', maxWidth: '200px' },
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Extra units with their ratio to the main unit: 1 箱 = 12 个. */
export function UnitsEditor({
  units,
  errors,
  mainUnit,
  onChange,
}: {
  units: UnitRow[];
  errors: FormErrors[];
  mainUnit: string;
  onChange: (u: UnitRow[]) => void;
}) {
  const s = useStyles();
  const set = (i: number, key: string, value: string) => onChange(units.map((u, j) => (j === i ? { ...u, [key]: value } : u)));
  const options = useFieldOptions(UNIT_FIELDS);
  return (
    <div className={s.root}>
      {units.map((u, i) => (
        <div key={i} className={s.row} role="group" aria-label={`辅助单位${i + 1}`}>
          {UNIT_FIELDS.map((f) => (
            <FieldInput
              key={f.key}
              className={s.field}
              field={f}
              value={u[f.key]}
              options={options[f.key]}
              error={errors[i]?.[f.key]}
              onChange={(v) => set(i, f.key, v)}
            />
          ))}
          <Caption1>
            1{u.unitName || '辅助单位'} = {u.ratio || '?'}
            {mainUnit || '主单位'}
          </Caption1>
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={`删除辅助单位${i + 1}`}
            onClick={() => onChange(units.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      {units.length < MAX_UNITS && (
        <div>
          <Button size="small" icon={<AddRegular />} onClick={() => onChange([...units, fieldValues(UNIT_FIELDS)])}>
            添加辅助单位
          </Button>
        </div>
      )}
    </div>
  );
}
