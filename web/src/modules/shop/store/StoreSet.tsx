import type { StoreDetail } from '@jxc/services/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Caption1, Card, Label, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ApiError, errorMessage } from '../../../api/http';
import { PageSpinner } from '../../../components/PageSpinner';
import { useForm } from '../../../hooks/useForm';
import { useLoad } from '../../../hooks/useLoad';
import { fieldOfLabel, fieldPayload, fieldValues, validateFields, type FieldDesc, type FormValues } from '../../../kit/fields';
import { useCan } from '../../../kit/useCan';
import { useFieldOptions } from '../../../kit/useFieldOptions';
import { useUnsavedGuard } from '../../../kit/useUnsavedGuard';
import { notifySuccess } from '../../../notify/bus';
import { useSession } from '../../../session/useSession';
import { ProductPictures, uploadPictures, warehouseOptions } from '../../catalog';
import { storeInfo, updateStore } from './api';
import { FieldGrid } from './FieldGrid';

export const STORE_SET_MENU = '1109';
const LOGO_OWNER = 'Store';

const FIELDS: FieldDesc[] = [
  { key: 'storeName', label: '店铺名称', required: true, maxWidth: 60 },
  { key: 'warehouseId', label: '发货仓库', kind: 'select', options: warehouseOptions },
  { key: 'open', label: '营业状态', kind: 'switch' },
  { key: 'openTime', label: '营业开始时间', placeholder: '如 08:00，不填为全天' },
  { key: 'closeTime', label: '营业结束时间', placeholder: '如 21:30，可跨过零点' },
  { key: 'delivery', label: '送货上门', kind: 'switch' },
  { key: 'pickup', label: '到店自提', kind: 'switch' },
  { key: 'minOrderAmount', label: '起送金额', kind: 'decimal', places: 2, min: 0, max: 99999999, placeholder: '0 为不限' },
  { key: 'phone', label: '联系电话', maxWidth: 30 },
  { key: 'address', label: '店铺地址', maxWidth: 200, wide: true, placeholder: '到店自提的顾客按此地址取货' },
  { key: 'notice', label: '店铺公告', kind: 'textarea', maxWidth: 500, placeholder: '显示在店铺首页顶部，如营业时间调整、满额包邮' },
];

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalL, maxWidth: '860px' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** 店铺设置: the store's name, logo, warehouse, hours, delivery and pickup, 起送金额, contact and notice; saving it the first time opens the store. */
export function StoreSet() {
  const loaded = useLoad(storeInfo, 'storeInfo');
  if (!loaded.data) return loaded.loading ? <PageSpinner /> : null;
  return <StoreForm info={loaded.data} />;
}

function StoreForm({ info }: { info: StoreDetail }) {
  const s = useStyles();
  const navigate = useNavigate();
  const companyId = useSession().Company_Id;
  const can = useCan(STORE_SET_MENU);
  const opened = info.storeCode !== null;
  const [initial, setInitial] = useState(() => fieldValues(FIELDS, { ...info }));
  const form = useForm<FormValues>(initial);
  const options = useFieldOptions(FIELDS);
  const [pending, setPending] = useState<File[]>([]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const guard = useUnsavedGuard(pending.length > 0 || JSON.stringify(form.values) !== JSON.stringify(initial));

  const save = async () => {
    setFailure('');
    if (!form.check(validateFields(FIELDS, form.values))) return;
    setBusy(true);
    try {
      await updateStore(fieldPayload(FIELDS, form.values, opened));
      await uploadPictures(companyId, pending, LOGO_OWNER).catch(() => setFailure('设置已保存，但店铺标志上传失败'));
      setPending([]);
      setInitial(form.values);
      notifySuccess(opened ? '保存成功' : '店铺已开通');
      if (!opened) {
        guard.allowLeave();
        navigate('/shop/info/List');
      }
    } catch (e) {
      const message = errorMessage(e);
      const key = e instanceof ApiError && e.kind === 'validation' ? fieldOfLabel(FIELDS, message) : undefined;
      if (key) form.check({ [key]: message });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={s.card}>
      <Subtitle2 as="h1">店铺设置</Subtitle2>
      {!opened && <Caption1 className={s.muted}>店铺尚未开通：填写后保存即开通，系统会生成店铺的访问地址和二维码。</Caption1>}
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <Label>店铺标志</Label>
      <ProductPictures
        ownerType={LOGO_OWNER}
        label="店铺标志"
        max={1}
        productId={opened ? companyId : undefined}
        pending={pending}
        onPending={setPending}
        readOnly={!can('edit')}
      />
      <FieldGrid fields={FIELDS} values={form.values} errors={form.errors} options={options} onChange={(k, v) => form.set(k, v)} />
      {can('edit') && (
        <div className={s.actions}>
          <Button appearance="primary" disabled={busy} onClick={() => void save()}>
            {busy ? '保存中…' : opened ? '保存' : '开通店铺'}
          </Button>
        </div>
      )}
      {guard.dialog}
    </Card>
  );
}
