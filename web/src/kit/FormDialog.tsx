import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ApiError, errorMessage } from '../api/http';
import { useForm } from '../hooks/useForm';
import { notifySuccess } from '../notify/bus';
import { FieldInput } from './FieldInput';
import { fieldOfLabel, fieldPayload, fieldValues, narrowOptions, validateFields, type FieldDesc, type FormValues } from './fields';
import { useFieldOptions, type FieldOptions } from './useFieldOptions';

export interface FormDialogProps {
  title: string;
  fields: readonly FieldDesc[];
  /** The record being edited; absent when adding. */
  record?: Record<string, unknown>;
  /** Options already loaded by the caller; otherwise the dialog loads its own. */
  options?: FieldOptions;
  /** Sends the payload (lists as arrays; a record's emptied fields as ''); a rejection is shown under its field or on top. */
  submit: (payload: Record<string, unknown>, values: FormValues) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
  /** Shown on success ('保存成功' by default); false when the caller reports the outcome itself. */
  done?: string | false;
  /** Shown above the fields (what a batch change applies to …). */
  intro?: ReactNode;
}

const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1' },
});

/** A dialog form over described fields: client rules first, then the server's message under the field it names. */
export function FormDialog({ title, fields, record, options, submit, onClose, onSaved, done = '保存成功', intro }: FormDialogProps) {
  const s = useStyles();
  const form = useForm<FormValues>(fieldValues(fields, record));
  const loaded = useFieldOptions(options ? [] : fields);
  const choices = options ?? loaded;
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  // A field's dependants lose their choice when it changes (another warehouse, other areas).
  const change = (f: FieldDesc, v: string) => {
    form.set(f.key, v);
    fields.filter((d) => d.within === f.key).forEach((d) => form.set(d.key, ''));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!form.check(validateFields(fields, form.values))) return;
    setBusy(true);
    try {
      await submit(fieldPayload(fields, form.values, !!record), form.values);
      if (done) notifySuccess(done);
      onSaved();
    } catch (err) {
      const message = errorMessage(err);
      const key = err instanceof ApiError && err.kind === 'validation' ? fieldOfLabel(fields, message) : undefined;
      if (key) form.check({ [key]: message });
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={s.content}>
              {intro}
              {error && (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              <div className={s.fields}>
                {fields.map((f) => (
                  <FieldInput
                    key={f.key}
                    field={f}
                    value={form.values[f.key] ?? ''}
                    error={form.errors[f.key]}
                    options={narrowOptions(f, choices[f.key], form.values)}
                    placeholder={
                      f.within && !form.values[f.within] ? `请先选择${fields.find((x) => x.key === f.within)?.label ?? ''}` : undefined
                    }
                    className={f.wide || f.kind === 'textarea' ? s.wide : undefined}
                    onChange={(v) => change(f, v)}
                  />
                ))}
              </div>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>取消</Button>
              <Button type="submit" appearance="primary" disabled={busy}>
                {busy ? '保存中…' : '保存'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
