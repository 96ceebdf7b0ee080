import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ApiError, errorMessage } from '../../api/http';
import { AppLink } from '../../components/AppLink';
import { PageSpinner } from '../../components/PageSpinner';
import { useLoad } from '../../hooks/useLoad';
import { useCan } from '../../kit/useCan';
import { notifySuccess, notifyWarning } from '../../notify/bus';
import { formatDate, toNumber } from '../../utils/format';
import { useAccounts, usePrepaidRemain, useSettlementDefaults, useWarehouses } from './choices';
import { Stack } from '../../kit/Stack';
import { DocFooter } from './DocFooter';
import { DocHeaderFields } from './DocHeaderFields';
import {
  emptyHeader,
  isClean,
  paidInFull,
  refusalOf,
  toSaveInput,
  validateDoc,
  type DocForm,
  type Failure,
  type HeaderField,
  type Problems,
} from './docForm';
import { FailureBar } from './FailureBar';
import { detailPath, lineFieldsOf, stockWay, type DocKind, type PartnerChoice } from './kind';
import { LinesEditor } from './LinesEditor';
import { docTotals } from './lines';
import { loadForm, prefillOf } from './loadForm';
import { SourcePicker } from './SourcePicker';
import { hasFormulas } from './FormulaPicker';
import { useSession } from '../../session/useSession';
import { auditedText, isOpen } from './StatusBadge';
import { useUnsavedGuard } from '../../kit/useUnsavedGuard';

const today = () => formatDate(new Date());
const NO_PROBLEMS: Problems = { header: {}, lines: {} };
const NOTHING_OPEN = (kind: DocKind) => `${kind.source!.label}的商品已全部处理，没有可引用的数量`;

/**
 * A document's form screen: new, or from its query (?{idField}= edit a draft, or copy it on the `copy` screen;
 * ?copy= copy; ?{source field}= make it from an audited source document).
 */
export function DocumentFormScreen({ kind, copy = false }: { kind: DocKind; copy?: boolean }) {
  const [params] = useSearchParams();
  const prefill = prefillOf(kind, params, copy);
  const key = prefill ? `${prefill.as}:${prefill.id}` : 'new';
  const loaded = useLoad(() => (prefill ? loadForm(kind, prefill.as, prefill.id, today()) : Promise.resolve(null)), key);

  if (loaded.loading) return <PageSpinner />;
  if (prefill && !loaded.data) return <Refused text="单据加载失败" to={kind.paths.list} />;
  if (prefill?.as === 'edit' && loaded.data && !isOpen(loaded.data.status))
    return <Refused text={`只有草稿可以修改，该${kind.title}已审核`} to={detailPath(kind, prefill.id)} />;
  if (prefill?.as === 'source' && loaded.data?.status !== 'audited')
    return <Refused text={`${kind.source!.label}未审核或已红冲，不能引用`} to={kind.paths.list} />;
  if (prefill?.as === 'source' && !loaded.data?.lines.length) return <Refused text={NOTHING_OPEN(kind)} to={kind.paths.list} />;
  return <DocumentEditor key={key} kind={kind} initial={loaded.data ?? { header: emptyHeader(today()), lines: [] }} />;
}

/** Why a form screen cannot open, with the way back. */
export function Refused({ text, to }: { text: string; to: string }) {
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        {text}。<AppLink to={to}>返回</AppLink>
      </MessageBarBody>
    </MessageBar>
  );
}

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

function DocumentEditor({ kind, initial }: { kind: DocKind; initial: DocForm }) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(kind.menuId);
  const warehouses = useWarehouses();
  const accounts = useAccounts();
  const defaults = useSettlementDefaults(accounts);
  const [header, setHeader] = useState(initial.header);
  // 本次收款 paid in full (a retail customer's sale): it follows the total until the clerk types an amount.
  const [inFull, setInFull] = useState(false);
  const [lines, setLines] = useState(initial.lines);
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [failure, setFailure] = useState<Failure>();
  const [busy, setBusy] = useState(false);
  const [choosingSource, setChoosingSource] = useState(false);
  const saved = useRef(JSON.stringify(initial)).current;
  const guard = useUnsavedGuard(JSON.stringify({ header, lines }) !== saved);
  const totals = docTotals(lines, header.discountAmount);
  const form = { header: inFull ? paidInFull(header, totals.totalAmount) : header, lines };
  const editing = !!header.docId;
  const draftLabel = kind.park?.label ?? '保存';
  const customId = kind.partnerPrices ? header.partnerId : undefined;
  const prepaidRemain = usePrepaidRemain(kind, header.partnerId);
  const productType = useSession().product_Type;
  const formulas = !!kind.formulas && hasFormulas(productType);

  const set = (field: HeaderField, value: string) => {
    setHeader((h) => ({ ...h, [field]: value }));
    setProblems((p) => ({ ...p, header: { ...p.header, [field]: undefined } }));
  };
  const setExtra = (field: string, value: string) => {
    setHeader((h) => ({ ...h, extra: { ...h.extra, [field]: value } }));
    setProblems((p) => ({ ...p, header: { ...p.header, [field]: undefined } }));
  };
  const setPartner = (c: PartnerChoice | null) => {
    setHeader((h) => ({ ...h, partnerId: c?.id ?? '', partnerName: c?.name ?? '' }));
    setProblems((p) => ({ ...p, header: { ...p.header, partnerId: undefined } }));
    if (!kind.settle?.retail) return;
    const full = !!c?.retail && defaults.retailFull;
    setInFull(full);
    if (full) setHeader((h) => ({ ...h, accountId: h.accountId || defaults.accountId }));
  };
  /** The footer's fields: money typed on the document stops it following the total, and goes to the default account unless one is chosen. */
  const setMoney = (field: HeaderField, value: string) => {
    if (field === 'settleAmount') {
      setInFull(false);
      if (!header.accountId && (toNumber(value) ?? 0) > 0) set('accountId', defaults.accountId);
    }
    set(field, value);
  };
  const edited = (key?: string) => setProblems((p) => (key ? { ...p, lines: { ...p.lines, [key]: '' } } : { ...p, form: undefined }));
  const takeSource = async (id: string | null) => {
    setChoosingSource(false);
    if (!id) {
      setHeader((h) => ({ ...h, sourceId: '', sourceBillNo: '' }));
      setLines((ls) => ls.map(({ limit: _, ...l }) => l));
      return;
    }
    const from = await loadForm(kind, 'source', id, header.billDate);
    if (!from.lines.length) return setFailure({ title: NOTHING_OPEN(kind) });
    setHeader((h) => ({ ...from.header, docId: h.docId, billNo: h.billNo, billDate: h.billDate, remark: h.remark }));
    setLines(from.lines);
  };

  const submit = async (audit: boolean) => {
    setFailure(undefined);
    const found = validateDoc(kind, form, prepaidRemain);
    setProblems(found);
    if (!isClean(found)) return;
    setBusy(true);
    try {
      const r = await (!audit && kind.park ? kind.park.save : kind.api.save)(toSaveInput(kind, form, audit));
      notifySuccess(audit ? auditedText(r.status, '保存并审核') : `${draftLabel}成功`);
      if (r.warning) notifyWarning('已保存，请留意价格', r.warning);
      guard.allowLeave();
      navigate(detailPath(kind, r[kind.idField]!), { replace: true });
    } catch (e) {
      const refusal = refusalOf(
        kind,
        lines,
        errorMessage(e),
        e instanceof ApiError ? e.errorCode : undefined,
        e instanceof ApiError && e.kind === 'validation',
      );
      setFailure(refusal.failure);
      setProblems({ ...found, header: { ...found.header, ...refusal.header }, lines: refusal.lines });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      {failure && <FailureBar failure={failure} />}
      <Card className={s.card}>
        <Subtitle2 as="h1">{editing ? `编辑${kind.title} ${header.billNo}` : `新增${kind.title}`}</Subtitle2>
        <DocHeaderFields
          kind={kind}
          header={header}
          problems={problems.header}
          warehouses={warehouses}
          set={set}
          setExtra={setExtra}
          setPartner={setPartner}
          onSource={(open) => (open ? setChoosingSource(true) : void takeSource(null))}
        />
      </Card>
      <Card className={s.card}>
        <LinesEditor
          lines={lines}
          setLines={setLines}
          problems={problems.lines}
          message={problems.form}
          onEdited={edited}
          way={stockWay(kind)}
          fields={lineFieldsOf(kind)}
          outbound={kind.outbound}
          priceOf={kind.priceOf}
          customId={customId}
          headerWarehouse={header.warehouseId}
          warehouses={warehouses}
          combos={kind.combos}
          formulas={formulas}
        />
      </Card>
      <Card className={s.card}>
        <DocFooter
          kind={kind}
          header={form.header}
          totals={totals}
          problems={problems.header}
          accounts={accounts}
          set={setMoney}
          prepaidRemain={prepaidRemain}
          inFull={inFull}
        />
        <div className={s.actions}>
          <Button appearance="primary" disabled={busy || !can(editing ? 'edit' : 'add')} onClick={() => void submit(false)}>
            {draftLabel}
          </Button>
          {can('audit') && (
            <Button appearance="primary" disabled={busy || !can(editing ? 'edit' : 'add')} onClick={() => void submit(true)}>
              保存并审核
            </Button>
          )}
          <Button onClick={() => navigate(kind.paths.list)}>返回列表</Button>
        </div>
      </Card>
      {choosingSource && (
        <SourcePicker
          kind={kind}
          partnerId={header.partnerId}
          onPick={(id) => void takeSource(id)}
          onClose={() => setChoosingSource(false)}
        />
      )}
      {guard.dialog}
    </Stack>
  );
}
