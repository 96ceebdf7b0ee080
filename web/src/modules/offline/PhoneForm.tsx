import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge, Body1, Button, Caption1, Card, Field, MessageBar, MessageBarBody, Select, Subtitle2 } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { AppLink } from '../../components/AppLink';
import { notifySuccess } from '../../notify/bus';
import { DataAge } from './DataAge';
import { PENDING_PATH } from './paths';
import type { CachedSku, CachedWarehouse, SyncMark } from './store';
import { useFormStyles } from './styles';
import { keep } from './sync';

/** The parts 手机开单 and 手机盘点 share: the head card, the warehouse, a line, the foot with its problems and 保存. */

export function PhoneFormHead({ title, online, mark, children }: { title: string; online: boolean; mark?: SyncMark; children: ReactNode }) {
  const s = useFormStyles();
  return (
    <Card className={s.card}>
      <div className={s.head}>
        <Subtitle2 as="h1">{title}</Subtitle2>
        {!online && <Badge color="warning">离线</Badge>}
      </div>
      <DataAge mark={mark} />
      {children}
    </Card>
  );
}

export function WarehouseField({
  label,
  value,
  warehouses,
  onChange,
}: {
  label: string;
  value: string;
  warehouses: CachedWarehouse[];
  onChange: (warehouseId: string) => void;
}) {
  return (
    <Field label={label} required>
      <Select value={value} onChange={(_, v) => onChange(v.value)}>
        <option value="">请选择仓库</option>
        {warehouses.map((w) => (
          <option key={w.warehouseId} value={w.warehouseId}>
            {w.warehouseName}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** One SKU's line: its name, what the phone knows of it (`facts`), 删除, and its figures. */
export function PhoneLine({
  sku,
  facts,
  testId,
  onRemove,
  children,
}: {
  sku?: CachedSku;
  facts: ReactNode;
  testId: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const s = useFormStyles();
  return (
    <div className={s.line} data-testid={testId}>
      <div>
        <Body1 className={s.name}>
          {sku?.productName ?? '（手机上已没有该商品）'}
          {sku?.spec && ` ${sku.spec}`}
        </Body1>
        <br />
        <Caption1 className={s.hint}>
          {sku?.barCode ?? sku?.productCode} · {facts}
        </Caption1>
      </div>
      <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`删除${sku?.productName ?? ''}`} onClick={onRemove} />
      <div className={s.numbers}>{children}</div>
    </div>
  );
}

export function PhoneFormFoot({
  problems,
  summary,
  saveLabel,
  onSave,
}: {
  problems: string[];
  summary: ReactNode;
  saveLabel: string;
  onSave: () => void;
}) {
  const s = useFormStyles();
  return (
    <>
      {!!problems.length && (
        <MessageBar intent="error">
          <MessageBarBody>{problems.join('；')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.footer}>
        <Body1>{summary}</Body1>
        <div className={s.actions}>
          <AppLink to={PENDING_PATH}>待同步</AppLink>
          <Button appearance="primary" onClick={onSave}>
            {saveLabel}
          </Button>
        </div>
      </div>
    </>
  );
}

/** Keeps a finished form in the outbox (sent now when online, else once the network is back) and opens 待同步. */
export function useKeepForm(online: boolean) {
  const navigate = useNavigate();
  return async (...args: Parameters<typeof keep>) => {
    await keep(...args);
    notifySuccess(online ? '已保存，正在提交' : '已保存在手机上，联网后自动提交');
    navigate(PENDING_PATH);
  };
}
