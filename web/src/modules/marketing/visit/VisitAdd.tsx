import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { errorMessage } from '../../../api/http';
import type { Choice } from '../../../kit/ChoiceSelect';
import { DateInput } from '../../../kit/DateInput';
import { SearchSelect } from '../../../kit/SearchSelect';
import { searchCustomers } from '../../document-engine';
import { saveVisit } from '../api';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** 新增拜访: the customer (searched on the server), the day and what the visit is for; sign-in follows on its detail. */
export function VisitAdd({
  today,
  customer: given,
  onSaved,
  onClose,
}: {
  today: string;
  customer?: Choice;
  onSaved: (visitId: string) => void;
  onClose: () => void;
}) {
  const s = useStyles();
  const [customer, setCustomer] = useState<Choice | null>(given ?? null);
  const [visitDate, setVisitDate] = useState(today);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!customer) return setError('客户不能为空');
    setBusy(true);
    try {
      onSaved((await saveVisit({ customId: customer.id, visitDate, ...(remark.trim() && { remark: remark.trim() }) })).visitId);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: 520 }}>
        <DialogBody>
          <DialogTitle>新增拜访</DialogTitle>
          <DialogContent className={s.content}>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <Field label="客户" required>
              <SearchSelect
                aria-label="客户"
                placeholder="客户名称、编码或手机号"
                value={customer}
                onChange={(c) => (setCustomer(c), setError(''))}
                search={searchCustomers}
              />
            </Field>
            <Field label="拜访日期">
              <DateInput aria-label="拜访日期" value={visitDate} onChange={(v) => setVisitDate(v || today)} />
            </Field>
            <Field label="拜访记录" hint="拜访目的、沟通内容等，可签退后再补充">
              <Textarea aria-label="拜访记录" value={remark} maxLength={250} onChange={(_, d) => setRemark(d.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
              保存
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
