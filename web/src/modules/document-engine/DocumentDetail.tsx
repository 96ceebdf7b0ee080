import { useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Caption1, Card, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { mayDo } from '@jxc/services/contracts';
import type { DocDetail, DocStatus } from './api';
import { ApiError, errorMessage } from '../../api/http';
import { AppLink } from '../../components/AppLink';
import { PageSpinner } from '../../components/PageSpinner';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import { useLoad } from '../../hooks/useLoad';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { HistoryTable } from '../../kit/HistoryTable';
import { notifySuccess } from '../../notify/bus';
import { useSession } from '../../session/useSession';
import { formatDateTime } from '../../utils/format';
import { useAccounts } from './choices';
import { Facts, type Fact } from '../../kit/Facts';
import { useNumbers } from '../../kit/numbers';
import { Stack } from '../../kit/Stack';
import { DetailLineCards } from './DetailLineCards';
import { DetailLinesTable } from './DetailLinesTable';
import { refusalOf, type Failure } from './docForm';
import { FailureBar } from './FailureBar';
import { confirmText, copyPath, detailPath, lineFieldsOf, nameField, warehouseOf, type DocKind } from './kind';
import { NO_PRINT, PrintArea } from './PrintArea';
import { auditedText, isOpen, StatusBadge, StockStateBadge } from './StatusBadge';

type Step = 'audit' | 'writeBack' | 'remove';
const STEP_LABELS: Record<Step, string> = { audit: '审核', writeBack: '红冲', remove: '删除' };

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  title: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** What the audit moved the lines at; null when hidden from the user. */
const costTotal = (d: DocDetail) =>
  d.lines.some((l) => l.stockAmount === null) ? null : d.lines.reduce((t, l) => t + (l.stockAmount ?? 0), 0);

/** 打印 on a detail screen, for the document of the screen's menu; it reports the print count after a print it counts. */
export interface DocumentPrintProps {
  menuId: string;
  docId: string;
  onPrinted?: (printCount: number) => void;
}

interface DetailProps {
  kind: DocKind;
  /** The print button: printing draws it, the kind's module puts it in (the engine knows no printing). */
  print: ComponentType<DocumentPrintProps>;
}

/** A document's detail screen (query {idField}): header, lines, totals and history, with the steps its status and the user allow. */
export function DocumentDetail({ kind, print }: DetailProps) {
  const id = useSearchParams()[0].get(kind.idField) ?? '';
  const [version, setVersion] = useState(0);
  const loaded = useLoad(() => kind.api.detail(id), id ? `${id}#${version}` : null);
  if (!loaded.data) return loaded.loading ? <PageSpinner /> : null;
  return <DetailView kind={kind} print={print} id={id} d={loaded.data} reload={() => setVersion((v) => v + 1)} />;
}

function DetailView({ kind, print: PrintButton, id, d, reload }: DetailProps & { id: string; d: DocDetail; reload: () => void }) {
  const s = useStyles();
  const navigate = useNavigate();
  const { userPermission, isAdmin, product_Type } = useSession();
  const can = (menuId: string, action: Parameters<typeof mayDo>[2]) =>
    mayDo({ permissions: userPermission, isAdmin: isAdmin === 1, productType: product_Type }, menuId, action);
  const { money, qty } = useNumbers();
  const accounts = useAccounts();
  const phone = useBreakpoint() === 'mobile';
  const [asking, setAsking] = useState<Step>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const draft = isOpen(d.status);
  const audited = d.status === 'audited';
  const sourceId = kind.source ? String(d[kind.source.field] ?? '') : '';

  const [printCount, setPrintCount] = useState(typeof d.printCount === 'number' && d.printCount > 0 ? d.printCount : undefined);

  const run = async (step: Step) => {
    setAsking(undefined);
    setFailure(undefined);
    setBusy(true);
    try {
      const r = await kind.api[step](id, true);
      notifySuccess(step === 'audit' ? auditedText((r as { status: DocStatus }).status) : `${STEP_LABELS[step]}成功`);
      if (step === 'remove') navigate(kind.paths.list, { replace: true });
      else reload();
    } catch (e) {
      const message = errorMessage(e);
      setFailure(refusalOf(kind, [], message, e instanceof ApiError ? e.errorCode : undefined, false).failure ?? { title: message });
    } finally {
      setBusy(false);
    }
  };

  const fields = lineFieldsOf(kind);
  const facts: Fact[] = [
    ['单据编号', d.billNo],
    ['单据日期', d.billDate],
    ...(kind.partner ? [[kind.partner.label, d.partnerName] as Fact] : []),
    ...(kind.unwarehoused ? [] : [[warehouseOf(kind).label, d.warehouseName] as Fact]),
    ...(kind.headerFields ?? []).map((h): Fact => [h.label, String(d[nameField(h.field)] ?? '')]),
    ['制单人', d.userName],
    ['创建时间', formatDateTime(d.createTime)],
    ...(kind.settle ? [['结算账户', accounts.find((a) => a.id === d.accountId)?.name ?? ''] as Fact] : []),
    ...(sourceId
      ? [
          [
            kind.source!.label,
            <AppLink key="source" to={detailPath(kind.source!.kind, sourceId)}>
              查看{kind.source!.label}
            </AppLink>,
          ] as Fact,
        ]
      : []),
    ['备注', d.remark],
  ];
  const totals: Fact[] = kind.settle
    ? [
        ['金额', money(d.amount)],
        ['税额', money(d.taxAmount)],
        ['整单优惠', money(d.discountAmount)],
        [kind.settle.label, money(d[kind.settle.field])],
        ...(kind.prepaid && d[kind.prepaid.field] ? [[kind.prepaid.label, money(d[kind.prepaid.field])] as Fact] : []),
        ['单据金额', money(d.totalAmount), true],
      ]
    : [
        ['数量合计', qty(d.lines.reduce((t, l) => t + l.baseQty, 0))],
        ...(fields.includes('amount') ? [['金额合计', money(d.totalAmount), true] as Fact] : []),
        ...(fields.includes('cost') && d.lines.some((l) => l.stockAmount !== undefined)
          ? [['成本合计', money(costTotal(d)), true] as Fact]
          : []),
      ];

  return (
    <PrintArea>
      <Stack>
        {failure && <FailureBar failure={failure} />}
        <Card className={s.card}>
          <div className={s.title}>
            <Subtitle2 as="h1">{kind.title}</Subtitle2>
            <StatusBadge status={d.status} />
            {d.stockState && <StockStateBadge state={d.stockState} outbound={kind.outbound} />}
          </div>
          <Facts facts={facts} />
          <div className={`${s.actions} ${NO_PRINT}`}>
            {draft && can(kind.menuId, 'audit') && (
              <Button appearance="primary" disabled={busy} onClick={() => setAsking('audit')}>
                审核
              </Button>
            )}
            {audited && can(kind.menuId, 'back') && (
              <Button disabled={busy} onClick={() => setAsking('writeBack')}>
                红冲
              </Button>
            )}
            {draft && can(kind.menuId, 'edit') && (
              <Button disabled={busy} onClick={() => navigate(`${kind.paths.edit}?${kind.idField}=${encodeURIComponent(id)}`)}>
                编辑
              </Button>
            )}
            {draft && can(kind.menuId, 'delete') && (
              <Button disabled={busy} onClick={() => setAsking('remove')}>
                删除
              </Button>
            )}
            {can(kind.menuId, 'add') && <Button onClick={() => navigate(copyPath(kind, id))}>复制新增</Button>}
            {audited &&
              kind.followUps
                ?.filter((f) => can(f.menuId, f.action))
                .map((f) => (
                  <Button key={f.label} onClick={() => navigate(`${f.path}?${f.param}=${encodeURIComponent(id)}`)}>
                    {f.label}
                  </Button>
                ))}
            <PrintButton menuId={kind.menuId} docId={id} onPrinted={setPrintCount} />
            {printCount !== undefined && <Caption1>已打印 {printCount} 次</Caption1>}
            <Button onClick={() => navigate(kind.paths.list)}>返回列表</Button>
          </div>
        </Card>
        <Card className={s.card}>
          {kind.DetailLines ? (
            <kind.DetailLines detail={d} />
          ) : (
            <>
              {phone ? <DetailLineCards lines={d.lines} fields={fields} /> : <DetailLinesTable lines={d.lines} fields={fields} />}
              <Facts facts={totals} label="单据合计" />
            </>
          )}
        </Card>
        {kind.StockConfirmation && d.stockState && <kind.StockConfirmation kind={kind} docId={id} detail={d} reload={reload} />}
        {kind.DetailExtras?.map((Extra, i) => (
          <Extra key={i} docId={id} detail={d} reload={reload} />
        ))}
        {d.history.length > 0 && (
          <Card className={mergeClasses(s.card, NO_PRINT)}>
            <Subtitle2 as="h2">操作记录</Subtitle2>
            <HistoryTable entries={d.history} />
          </Card>
        )}
      </Stack>
      <ConfirmDialog
        open={!!asking}
        message={asking ? confirmText[asking](kind, d.billNo) : ''}
        confirmLabel={asking ? STEP_LABELS[asking] : '确定'}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => asking && void run(asking)}
      />
    </PrintArea>
  );
}
