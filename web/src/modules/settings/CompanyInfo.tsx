import { useRef, useState } from 'react';
import { Badge, Button, Caption1, Card, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { INDUSTRIES } from '@jxc/services/contracts';
import { PageSpinner } from '../../components/PageSpinner';
import { useLoad } from '../../hooks/useLoad';
import { Facts } from '../../kit/Facts';
import { FreeTextCombobox } from '../../kit/FreeTextCombobox';
import { notifySuccess } from '../../notify/bus';
import { saveSession } from '../../session/session';
import { FailureBar } from '../document-engine';
import type { CompanyDetail as Info } from '@jxc/services/contracts';
import { companyInfo, companyUpdate, type CompanyChanges } from './api';
import { companyForm, expiryText, logoFileError, validateCompany } from './companyForm';
import { useFieldSave } from '../../kit/useFieldSave';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalL, maxWidth: '760px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1' },
  logo: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  mark: {
    width: '96px',
    height: '96px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground3,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  save: { alignSelf: 'flex-start' },
});

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** 公司信息 (administrators): name, logo (shown in the shell and on prints), contact, address, tax number, industry; the edition and its expiry as they are. */
export function CompanyInfo() {
  const loaded = useLoad(companyInfo, 'company');
  if (!loaded.data) return loaded.loading ? <PageSpinner /> : null;
  return <CompanyForm info={loaded.data} />;
}

function CompanyForm({ info }: { info: Info }) {
  const s = useStyles();
  const [form, setForm] = useState<CompanyChanges>(companyForm(info));
  const [errors, setErrors] = useState<Partial<Record<keyof CompanyChanges, string>>>({});
  const { busy, error: failure, run } = useFieldSave();
  const file = useRef<HTMLInputElement>(null);
  const set = (key: keyof CompanyChanges, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: keyof CompanyChanges, label: string, extra: { required?: boolean; placeholder?: string; wide?: boolean } = {}) => (
    <Field label={label} required={extra.required} validationMessage={errors[key]} className={extra.wide ? s.wide : undefined}>
      <Input value={form[key]} placeholder={extra.placeholder} onChange={(_, d) => set(key, d.value)} />
    </Field>
  );

  const pickLogo = async (chosen: File | undefined) => {
    if (!chosen) return;
    const refused = logoFileError(chosen);
    setErrors((e) => ({ ...e, companyLogo: refused }));
    if (!refused) set('companyLogo', await readDataUrl(chosen));
  };

  const save = async () => {
    const trimmed = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, k === 'companyLogo' ? v : v.trim()])) as CompanyChanges;
    const found = validateCompany(trimmed);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    await run(async () => {
      const saved = await companyUpdate(trimmed);
      saveSession({ Company_Name: saved.companyName, company_Logo: saved.companyLogo });
      notifySuccess('保存成功');
    });
  };

  return (
    <Card className={s.card}>
      <Subtitle2 as="h1">公司信息</Subtitle2>
      <Facts
        label="版本"
        facts={[
          [
            '当前版本',
            <>
              {info.editionName}{' '}
              {info.isDemo ? (
                <Badge appearance="tint" color="warning">
                  演示
                </Badge>
              ) : null}
            </>,
          ],
          ['到期时间', expiryText(info.endTime, info.productType)],
        ]}
      />
      <Caption1 className={s.muted}>版本与到期时间不能在此修改，续费或升级请联系客服。</Caption1>
      {failure && <FailureBar failure={{ title: failure }} />}
      <Field
        label="公司标志"
        validationMessage={errors.companyLogo}
        hint="PNG、JPG、GIF 或 WEBP，不超过200KB；显示在页面顶部和打印的单据上"
      >
        <div className={s.logo}>
          {form.companyLogo ? <img className={s.mark} src={form.companyLogo} alt="公司标志" /> : <div className={s.mark}>未设置</div>}
          <Button icon={<ArrowUploadRegular />} onClick={() => file.current?.click()}>
            上传标志
          </Button>
          {form.companyLogo && (
            <Button icon={<DeleteRegular />} appearance="subtle" onClick={() => set('companyLogo', '')}>
              移除
            </Button>
          )}
          <input
            ref={file}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            hidden
            aria-label="选择公司标志图片"
            onChange={(e) => void pickLogo(e.target.files?.[0])}
          />
        </div>
      </Field>
      <div className={s.grid}>
        {text('companyName', '公司名称', { required: true })}
        {text('contact', '联系人')}
        {text('phone', '联系电话', { placeholder: '手机或座机' })}
        <Field label="所属行业" validationMessage={errors.industry}>
          <FreeTextCombobox value={form.industry} choices={INDUSTRIES} placeholder="请选择或输入" onChange={(v) => set('industry', v)} />
        </Field>
        {text('taxNo', '税号', { placeholder: '统一社会信用代码' })}
        {text('address', '地址', { wide: true })}
      </div>
      <Button appearance="primary" className={s.save} disabled={busy} onClick={() => void save()}>
        {busy ? '保存中…' : '保存'}
      </Button>
    </Card>
  );
}
