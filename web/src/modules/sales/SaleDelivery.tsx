import { useState } from 'react';
import {
  Button,
  Caption1,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DOCUMENTS } from '@jxc/services/contracts';
import { saleExtras } from './api';
import { type DocDetail } from '../document-engine';
import { errorMessage } from '../../api/http';
import { useCan } from '../../kit/useCan';
import { notifySuccess } from '../../notify/bus';
import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { useExpresses } from '../document-engine';
import { NO_PRINT } from '../document-engine';
import { deliveryPayload, deliveryProblem, EMPTY_DELIVERY, type DeliveryForm } from './delivery';

/** Fields with their longest input; the courier is picked from the company's list. */
const FIELDS: [keyof DeliveryForm, string, number][] = [
  ['contact', '收货人', 30],
  ['phone', '联系电话', 11],
  ['address', '收货地址', 200],
  ['expressId', '快递公司', 0],
  ['expressNo', '快递单号', 40],
  ['remark', '配送备注', 200],
];

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  actions: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** 配送信息 of a sale: consignee, courier and tracking number, amendable even after the audit (Sale/UpdateExtend). */
export function SaleDelivery({ docId, detail }: { docId: string; detail: DocDetail }) {
  const s = useStyles();
  const can = useCan(DOCUMENTS.Sale.menuId);
  const expresses = useExpresses();
  const [form, setForm] = useState(EMPTY_DELIVERY);
  const [problem, setProblem] = useState<ReturnType<typeof deliveryProblem>>();
  const [busy, setBusy] = useState(false);
  if (detail.status === 'reversed' || !can('edit')) return null;

  const set = (field: keyof DeliveryForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblem(undefined);
  };
  const save = async () => {
    const found = deliveryProblem(form);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await saleExtras.updateExtend(docId, deliveryPayload(form));
      notifySuccess('配送信息已保存');
      setForm(EMPTY_DELIVERY);
    } catch (e) {
      setProblem({ message: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  const at = (field: keyof DeliveryForm) => (problem?.field === field ? problem.message : undefined);

  return (
    <Card className={mergeClasses(s.card, NO_PRINT)}>
      <Subtitle2 as="h2">配送信息</Subtitle2>
      <Caption1 className={s.muted}>填写需要登记或更正的项目后保存；未填写的项目保持不变，审核后也可修改。</Caption1>
      {problem && !problem.field && (
        <MessageBar intent="error">
          <MessageBarBody>{problem.message}</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.grid}>
        {FIELDS.map(([field, label, max]) => (
          <Field key={field} label={label} validationMessage={at(field)}>
            {field === 'expressId' ? (
              <ChoiceSelect
                choices={expresses}
                value={form.expressId}
                placeholder={expresses.length ? '请选择' : '未设置快递'}
                onChange={(v) => set(field, v)}
              />
            ) : (
              <Input value={form[field]} maxLength={max} onChange={(_, d) => set(field, d.value)} />
            )}
          </Field>
        ))}
      </div>
      <div className={s.actions}>
        <Button disabled={busy} onClick={() => void save()}>
          保存配送信息
        </Button>
      </div>
    </Card>
  );
}
