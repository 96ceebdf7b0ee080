import { Button, Checkbox, Label, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';
import type { PrintField } from '@jxc/services/contracts';
import { moved, toggled } from './layoutEdit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXS,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  name: { flexGrow: 1 },
});

/**
 * Which of a document's fields print, and in what order: the chosen ones first (in order, with 上移/下移), then the
 * others to tick.
 */
export function FieldOrder({
  label,
  fields,
  value,
  onChange,
}: {
  label: string;
  fields: PrintField[];
  value: string[];
  onChange: (keys: string[]) => void;
}) {
  const s = useStyles();
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const rest = fields.filter((f) => !value.includes(f.key));
  return (
    // Not a Fluent Field: it would give every checkbox inside the same id.
    <div className={s.root}>
      <Label>{label}</Label>
      <div className={s.box} role="group" aria-label={label}>
        {value.map((key, i) => (
          <div key={key} className={s.row}>
            <Checkbox className={s.name} checked label={byKey.get(key)?.label ?? key} onChange={() => onChange(toggled(value, key))} />
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowUpRegular />}
              aria-label={`上移${byKey.get(key)?.label}`}
              disabled={i === 0}
              onClick={() => onChange(moved(value, i, -1))}
            />
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowDownRegular />}
              aria-label={`下移${byKey.get(key)?.label}`}
              disabled={i === value.length - 1}
              onClick={() => onChange(moved(value, i, 1))}
            />
          </div>
        ))}
        {rest.map((f) => (
          <div key={f.key} className={s.row}>
            <Checkbox className={s.name} checked={false} label={f.label} onChange={() => onChange(toggled(value, f.key))} />
          </div>
        ))}
      </div>
    </div>
  );
}
