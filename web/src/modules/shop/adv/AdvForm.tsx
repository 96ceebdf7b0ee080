import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Field, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { PageSpinner } from '../../../components/PageSpinner';
import { useForm } from '../../../hooks/useForm';
import { useLoad } from '../../../hooks/useLoad';
import { DateInput } from '../../../kit/DateInput';
import { FieldInput } from '../../../kit/FieldInput';
import { fieldPayload, fieldValues, validateFields, type FieldDesc, type FormValues } from '../../../kit/fields';
import { Stack } from '../../../kit/Stack';
import { useFieldOptions } from '../../../kit/useFieldOptions';
import { useFieldSave } from '../../../kit/useFieldSave';
import { notifySuccess } from '../../../notify/bus';
import { ProductPictures, uploadPictures } from '../../catalog';
import { advDetail, advPath, saveAdv, storeProductOptions, updateAdv, type AdvRow } from './api';

const LINK_TYPES = [
  { value: 'none', label: '不链接' },
  { value: 'product', label: '商城商品' },
  { value: 'url', label: '网址' },
];
const FIELDS: FieldDesc[] = [
  { key: 'advTitle', label: '广告标题', required: true, maxWidth: 40, wide: true },
  { key: 'linkType', label: '链接类型', kind: 'select', options: LINK_TYPES, initial: 'none', required: true },
  { key: 'storeProductId', label: '链接商品', kind: 'select', options: storeProductOptions },
  { key: 'linkUrl', label: '链接地址', maxWidth: 300, placeholder: 'https://' },
  { key: 'sort', label: '排序', kind: 'int', min: 0, max: 9999, initial: '0', placeholder: '数字小的排在前面' },
  { key: 'enabled', label: '启用', kind: 'switch', initial: '1' },
];
const DATES = [
  { key: 'startDate', label: '开始日期' },
  { key: 'endDate', label: '结束日期' },
] as const;
const LABELS: FieldDesc[] = [...FIELDS, ...DATES.map((d) => ({ key: d.key, label: d.label }))];

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The fields a link type shows: a product link names its product, a web link its address. */
const shown = (values: FormValues) =>
  FIELDS.filter((f) =>
    f.key === 'storeProductId' ? values.linkType === 'product' : f.key === 'linkUrl' ? values.linkType === 'url' : true,
  );

/** 新增广告 / 编辑广告 (?advId=): title, link, the dates it shows between, order, state, and its pictures. */
export function AdvForm() {
  const advId = useSearchParams()[0].get('advId');
  const loaded = useLoad(() => advDetail(advId!), advId);
  if (advId && !loaded.data) return loaded.loading ? <PageSpinner /> : null;
  return <AdvFormView key={advId ?? 'new'} record={advId ? loaded.data : undefined} />;
}

function AdvFormView({ record }: { record?: AdvRow }) {
  const s = useStyles();
  const navigate = useNavigate();
  const form = useForm<FormValues>(fieldValues(LABELS, record));
  const options = useFieldOptions(FIELDS);
  const [pending, setPending] = useState<File[]>([]);
  const saving = useFieldSave(LABELS, form.check);
  const fields = shown(form.values);
  const dateError =
    form.values.startDate && form.values.endDate && form.values.endDate < form.values.startDate ? '结束日期不能早于开始日期' : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string | undefined> = {
      ...validateFields(fields, form.values),
      ...(dateError && { endDate: dateError }),
    };
    if (form.values.linkType === 'product' && !form.values.storeProductId) problems.storeProductId = '链接商品不能为空';
    if (form.values.linkType === 'url' && !form.values.linkUrl) problems.linkUrl = '链接地址不能为空';
    if (!form.check(problems)) return;
    await saving.run(async () => {
      const payload = fieldPayload([...fields, ...DATES.map((d) => ({ key: d.key, label: d.label }))], form.values, !!record);
      const id = record ? (await updateAdv({ ...payload, advId: record.advId })).advId : (await saveAdv(payload)).advId;
      if (pending.length) await uploadPictures(id, pending, 'StoreAdv');
      notifySuccess('保存成功');
      navigate(advPath('Detail', id));
    });
  };

  return (
    <Stack>
      <Card className={s.card}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <Subtitle2 as="h1">{record ? '编辑广告' : '新增广告'}</Subtitle2>
            {saving.error && (
              <MessageBar intent="error">
                <MessageBarBody>{saving.error}</MessageBarBody>
              </MessageBar>
            )}
            <div className={s.fields}>
              {fields.map((f) => (
                <FieldInput
                  key={f.key}
                  field={f}
                  value={form.values[f.key] ?? ''}
                  error={form.errors[f.key]}
                  options={options[f.key]}
                  className={f.wide ? s.wide : undefined}
                  onChange={(v) => form.set(f.key, v)}
                />
              ))}
              {DATES.map((d) => (
                <Field
                  key={d.key}
                  label={d.label}
                  validationMessage={form.errors[d.key] ?? (d.key === 'endDate' ? dateError : undefined)}
                  hint={d.key === 'startDate' ? '不填则立即展示' : '不填则长期展示'}
                >
                  <DateInput aria-label={d.label} value={form.values[d.key] ?? ''} onChange={(v) => form.set(d.key, v)} />
                </Field>
              ))}
            </div>
            <Field label="广告图片" hint="建议 750×300 像素，可上传多张，按上传顺序轮播">
              <ProductPictures ownerType="StoreAdv" label="广告图片" productId={record?.advId} pending={pending} onPending={setPending} />
            </Field>
            <div className={s.actions}>
              <Button type="submit" appearance="primary" disabled={saving.busy}>
                {saving.busy ? '保存中…' : '保存'}
              </Button>
              <Button onClick={() => navigate(record ? advPath('Detail', record.advId) : '/shop/adv/List')}>取消</Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
