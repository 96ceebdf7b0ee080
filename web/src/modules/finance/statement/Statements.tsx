import { useState } from 'react';
import { Badge, Button, Caption1, Card, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular, DocumentAddRegular, OpenRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useLoad } from '../../../hooks/useLoad';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { DateInput } from '../../../kit/DateInput';
import { ListCards, ListTable, type Column } from '../../../kit/ListRows';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useServerCall } from '../../../kit/useServerCall';
import { useNumbers } from '../../../kit/numbers';
import { notifyError, notifySuccess } from '../../../notify/bus';
import { formatDateTime } from '../../../utils/format';
import { defaultPeriod, linkOf, statementApi, STATUS_NAMES, type PartnerStatementRow, type StatementSide } from './api';

const DEFAULT_DAYS = 30;
const TONE: Record<PartnerStatementRow['status'], 'informative' | 'success' | 'danger' | 'warning' | 'subtle' | 'brand'> = {
  issued: 'subtle',
  sent: 'informative',
  opened: 'brand',
  confirmed: 'success',
  disputed: 'danger',
  paid: 'success',
  revoked: 'subtle',
  expired: 'subtle',
};

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  days: { width: '96px' },
  when: { display: 'block', color: tokens.colorNeutralForeground3 },
  note: { display: 'block', color: tokens.colorPaletteRedForeground1, maxWidth: '280px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** When the latest thing happened to a statement, as its status says. */
const whenOf = (r: PartnerStatementRow) =>
  r.status === 'confirmed' || r.status === 'disputed'
    ? r.answeredAt
    : r.status === 'opened'
      ? r.openedAt
      : r.status === 'sent'
        ? r.sentAt
        : r.status === 'revoked'
          ? r.revokedAt
          : r.status === 'expired'
            ? r.expiresAt
            : r.issuedAt;

/**
 * 对账单 of one customer (or supplier): make one for a period as a link the customer opens on a phone without an
 * account, copy it to send (WeChat), and see what became of each — opened, confirmed or disputed (when, the note, from
 * which address), paid; a link may be withdrawn (撤回).
 */
export function Statements({ side, partnerId }: { side: StatementSide; partnerId: string }) {
  const s = useStyles();
  const { money } = useNumbers();
  const mobile = useBreakpoint() === 'mobile';
  const [period, setPeriod] = useState(defaultPeriod);
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [version, setVersion] = useState(0);
  const [revoking, setRevoking] = useState<PartnerStatementRow>();
  const { busy, failure, run } = useServerCall();
  const list = useLoad(() => statementApi.page(side, partnerId), `${side}|${partnerId}|${version}`);
  const reload = () => setVersion((v) => v + 1);
  const validDays = /^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 366;
  const valid = !!period.start && !!period.end && period.start <= period.end && validDays;

  const create = () =>
    run(async () => {
      const made = await statementApi.create(side, partnerId, period.start, period.end, Number(days));
      notifySuccess('对账单已生成', '复制链接发给客户（如微信），客户在手机上即可查看、确认和付款');
      await copy(made.url, made.statementId, false);
      reload();
    });
  const copy = async (url: string, statementId: string, refresh = true) => {
    try {
      await navigator.clipboard.writeText(linkOf(url));
      notifySuccess('链接已复制');
      if (side === 'Custom') await statementApi.share(statementId);
      if (refresh) reload();
    } catch {
      notifyError('复制失败，请打开链接后从地址栏复制');
    }
  };
  const revoke = (r: PartnerStatementRow) =>
    run(async () => {
      setRevoking(undefined);
      await statementApi.revoke(r.statementId);
      notifySuccess('已撤回，该链接将无法再打开');
      reload();
    });

  const rows = list.data?.data ?? [];
  const columns: Column<PartnerStatementRow>[] = [
    { key: 'period', title: '对账期间', width: 200, render: (r) => `${r.startDate} 至 ${r.endDate}` },
    { key: 'closingBalance', title: '期末余额', width: 110, figure: 'money', text: (r) => money(r.closingBalance) },
    {
      key: 'status',
      title: '状态',
      width: 220,
      render: (r) => (
        <div>
          <Badge appearance="tint" color={TONE[r.status]}>
            {STATUS_NAMES[r.status]}
          </Badge>
          <Caption1 className={s.when}>{formatDateTime(whenOf(r))}</Caption1>
          {r.status === 'disputed' && <Caption1 className={s.note}>异议：{r.disputeNote}</Caption1>}
          {r.answeredIp && (r.status === 'confirmed' || r.status === 'disputed') && (
            <Caption1 className={s.when} title={r.answeredAgent ?? ''}>
              来自 {r.answeredIp}
            </Caption1>
          )}
          {r.paidAmount > 0 && <Caption1 className={s.when}>已在线支付 {money(r.paidAmount)}</Caption1>}
        </div>
      ),
    },
    {
      key: 'issuedAt',
      title: '生成',
      width: 170,
      render: (r) => (
        <div>
          {r.issuedBy}
          <Caption1 className={s.when}>{formatDateTime(r.issuedAt)}</Caption1>
        </div>
      ),
    },
  ];
  const actionsOf = (r: PartnerStatementRow) =>
    r.status === 'revoked' || r.status === 'expired' ? null : (
      <div className={s.actions}>
        <Button size="small" icon={<CopyRegular />} onClick={() => copy(r.url, r.statementId)}>
          复制链接
        </Button>
        <Button size="small" icon={<OpenRegular />} as="a" href={r.url} target="_blank" rel="noopener noreferrer">
          打开
        </Button>
        <Button size="small" icon={<DismissCircleRegular />} disabled={busy} onClick={() => setRevoking(r)}>
          撤回
        </Button>
      </div>
    );
  const Rows = mobile ? ListCards : ListTable;
  return (
    <Card className={s.card}>
      <Subtitle2 as="h2">对账单</Subtitle2>
      <div className={s.form}>
        <Field label="开始日期" required>
          <DateInput value={period.start} max={period.end} onChange={(v) => setPeriod((p) => ({ ...p, start: v }))} aria-label="开始日期" />
        </Field>
        <Field
          label="结束日期"
          required
          validationMessage={period.start && period.end && period.start > period.end ? '开始日期不能晚于结束日期' : undefined}
        >
          <DateInput value={period.end} min={period.start} onChange={(v) => setPeriod((p) => ({ ...p, end: v }))} aria-label="结束日期" />
        </Field>
        <Field label="链接有效天数" validationMessage={validDays ? undefined : '请输入1到366天'}>
          <Input className={s.days} type="number" min={1} max={366} value={days} onChange={(_, d) => setDays(d.value)} />
        </Field>
        <Button appearance="primary" icon={<DocumentAddRegular />} disabled={!valid || busy} onClick={create}>
          生成对账单链接
        </Button>
      </div>
      {failure && <Caption1 role="alert">{failure.title}</Caption1>}
      <Rows
        label="对账单"
        rows={rows}
        rowKey={(r) => r.statementId}
        columns={columns}
        actions={{ width: 250, render: actionsOf }}
        empty={
          list.loading
            ? '加载中…'
            : side === 'Custom'
              ? '还没有对账单：选择期间后生成链接，发给客户在手机上核对'
              : '还没有对账单：选择期间后生成，用于与供应商核对'
        }
      />
      <ConfirmDialog
        open={!!revoking}
        title="撤回对账单"
        message="撤回后该链接将无法再打开，确定撤回吗？"
        confirmLabel="撤回"
        onConfirm={() => revoking && revoke(revoking)}
        onCancel={() => setRevoking(undefined)}
      />
    </Card>
  );
}
