import { useRef, useState, type SetStateAction } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Caption1, Card, Field, Input, Radio, RadioGroup, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ApiError, errorMessage } from '../../../api/http';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { Facts, type Fact } from '../../../kit/Facts';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useUnsavedGuard } from '../../../kit/useUnsavedGuard';
import { notifySuccess } from '../../../notify/bus';
import { useSession } from '../../../session/useSession';
import { formatDate } from '../../../utils/format';
import {
  auditedText,
  DocHeaderFields,
  FailureBar,
  isOpen,
  LinesEditor,
  prefillOf,
  Refused,
  skuDetail,
  useWarehouses,
  type DocHeader,
  type DocLine,
  type Failure,
  type Prefill,
  type Sku,
} from '../../document-engine';
import { assemblyApi, GROUP_NAMES, groupsInOrder, KIND_NAMES, LINE_FIELDS, wayOf, type AssemblyKind, type Group } from './assembly';
import {
  assemblyFromDetail,
  assemblyRefusal,
  emptyAssembly,
  isClean,
  NO_PROBLEMS,
  previewCost,
  toAssemblyInput,
  validateAssembly,
  type AssemblyForm,
} from './assemblyDraft';
import { ASSEMBLY } from './kind';
import { useCostPrices } from './useCostPrices';

const today = () => formatDate(new Date());

async function loadAssembly(as: Prefill, id: string) {
  const d = await assemblyApi.detail(id);
  const skus = await Promise.all([...new Set(d.lines.map((l) => l.skuId))].map((skuId) => skuDetail(skuId).catch(() => null)));
  const bySku = new Map(skus.filter((k): k is Sku => k !== null).map((k) => [k.skuId, k]));
  return { form: assemblyFromDetail(d, bySku, as, today()), status: d.status };
}

/** /assembly/add: a new assembly, a draft to edit (?assemblyId=) or a copy (?copy=). */
export function AssemblyFormScreen() {
  const [params] = useSearchParams();
  const prefill = prefillOf(ASSEMBLY, params);
  const key = prefill ? `${prefill.as}:${prefill.id}` : 'new';
  const loaded = useLoad(() => (prefill ? loadAssembly(prefill.as, prefill.id) : Promise.resolve(null)), key);

  if (loaded.loading) return <PageSpinner />;
  if (prefill && !loaded.data) return <Refused text="单据加载失败" to={ASSEMBLY.paths.list} />;
  if (prefill?.as === 'edit' && loaded.data && !isOpen(loaded.data.status))
    return (
      <Refused text="只有草稿可以修改，该组装拆卸单已审核" to={`${ASSEMBLY.paths.detail}?assemblyId=${encodeURIComponent(prefill.id)}`} />
    );
  return <AssemblyEditor key={key} initial={loaded.data?.form ?? emptyAssembly(today())} />;
}

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

function AssemblyEditor({ initial }: { initial: AssemblyForm }) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(ASSEMBLY.menuId);
  const warehouses = useWarehouses();
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [failure, setFailure] = useState<Failure>();
  const [busy, setBusy] = useState(false);
  const saved = useRef(JSON.stringify(initial)).current;
  const guard = useUnsavedGuard(JSON.stringify(form) !== saved);
  const editing = !!form.header.docId;
  const order = groupsInOrder(form.kind);

  const setHeader = (field: keyof DocHeader, value: string) => {
    setForm((f) => ({ ...f, header: { ...f.header, [field]: value } }));
    setProblems((p) => ({ ...p, header: { ...p.header, [field]: undefined } }));
  };
  const setFee = (fee: string) => {
    setForm((f) => ({ ...f, fee }));
    setProblems((p) => ({ ...p, header: { ...p.header, fee: undefined } }));
  };
  const setLinesOf = (g: Group) => (update: SetStateAction<DocLine[]>) =>
    setForm((f) => ({ ...f, [g]: typeof update === 'function' ? update(f[g]) : update }));
  const edited = (g: Group) => (key?: string) =>
    setProblems((p) =>
      key ? { ...p, lines: { ...p.lines, [g]: { ...p.lines[g], [key]: '' } } } : { ...p, groups: { ...p.groups, [g]: undefined } },
    );

  const submit = async (audit: boolean) => {
    setFailure(undefined);
    const found = validateAssembly(form);
    setProblems(found);
    if (!isClean(found)) return;
    setBusy(true);
    try {
      const r = await assemblyApi.saveAssembly(toAssemblyInput(form, audit));
      notifySuccess(audit ? auditedText(r.status, '保存并审核') : '保存成功');
      guard.allowLeave();
      navigate(`${ASSEMBLY.paths.detail}?assemblyId=${encodeURIComponent(r.assemblyId!)}`, { replace: true });
    } catch (e) {
      const refusal = assemblyRefusal(
        form,
        errorMessage(e),
        e instanceof ApiError ? e.errorCode : undefined,
        e instanceof ApiError && e.kind === 'validation',
      );
      setFailure(refusal.failure);
      setProblems(refusal.problems);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      {failure && <FailureBar failure={failure} />}
      <Card className={s.card}>
        <Subtitle2 as="h1">{editing ? `编辑组装拆卸单 ${form.header.billNo}` : '新增组装拆卸单'}</Subtitle2>
        <DocHeaderFields kind={ASSEMBLY} header={form.header} problems={problems.header} warehouses={warehouses} set={setHeader}>
          <Field label="业务类型">
            <RadioGroup
              layout="horizontal"
              value={form.kind}
              onChange={(_, d) => setForm((f) => ({ ...f, kind: d.value as AssemblyKind }))}
            >
              {Object.entries(KIND_NAMES).map(([value, label]) => (
                <Radio key={value} value={value} label={label} />
              ))}
            </RadioGroup>
          </Field>
          <Field label="费用" hint="加工、包装等费用，计入成品成本" validationMessage={problems.header.fee}>
            <Input inputMode="decimal" value={form.fee} placeholder="0.00" onChange={(_, d) => setFee(d.value)} />
          </Field>
        </DocHeaderFields>
      </Card>
      {order.map((g) => (
        <Card key={g} className={s.card} role="region" aria-label={GROUP_NAMES[g]}>
          <Subtitle2 as="h2">
            {GROUP_NAMES[g]}（{wayOf(form.kind, g) === 'out' ? '出库' : '入库'}）
          </Subtitle2>
          <LinesEditor
            label={GROUP_NAMES[g]}
            keyPrefix={g}
            lines={form[g]}
            setLines={setLinesOf(g)}
            problems={problems.lines[g]}
            message={problems.groups[g]}
            onEdited={edited(g)}
            way={wayOf(form.kind, g)}
            fields={LINE_FIELDS}
            outbound={wayOf(form.kind, g) === 'out'}
            priceOf={() => null}
            headerWarehouse={form.header.warehouseId}
            warehouses={warehouses}
          />
        </Card>
      ))}
      <Card className={s.card}>
        <CostPreview form={form} />
        <div className={s.actions}>
          <Button appearance="primary" disabled={busy || !can(editing ? 'edit' : 'add')} onClick={() => void submit(false)}>
            保存
          </Button>
          {can('audit') && (
            <Button appearance="primary" disabled={busy || !can(editing ? 'edit' : 'add')} onClick={() => void submit(true)}>
              保存并审核
            </Button>
          )}
          <Button onClick={() => navigate(ASSEMBLY.paths.list)}>返回列表</Button>
        </div>
      </Card>
      {guard.dialog}
    </Stack>
  );
}

/** What the arrivals would cost were the form audited now (the audit costs them at the averages of that moment). */
function CostPreview({ form }: { form: AssemblyForm }) {
  const s = useStyles();
  const { money, qty } = useNumbers();
  const [leaving, arriving] = groupsInOrder(form.kind);
  const cost = useCostPrices(form[leaving].map((l) => ({ skuId: l.sku.skuId, warehouseId: l.warehouseId || form.header.warehouseId })));
  const preview = previewCost(form, cost, useSession().set_digit[1]);
  if (!preview)
    return (
      <Caption1 className={s.muted}>
        选择仓库、录入{GROUP_NAMES[leaving]}和{GROUP_NAMES[arriving]}后，这里预估{GROUP_NAMES[arriving]}的成本（需有成本价权限）
      </Caption1>
    );
  const facts: Fact[] = [
    [`${GROUP_NAMES[leaving]}成本`, money(preview.left)],
    ['费用', money(Number(form.fee) || 0)],
    [`${GROUP_NAMES[arriving]}成本合计`, money(preview.total), true],
    ...form[arriving].map((l, i): Fact => {
      const share = preview.shares.get(l.key)!;
      return [`${GROUP_NAMES[arriving]}第${i + 1}行 ${l.sku.productName}`, `${money(share)}（${qty(l.qty)}${l.unitName}）`];
    }),
  ];
  return (
    <>
      <Subtitle2 as="h2">成本预估</Subtitle2>
      <Facts facts={facts} label="成本预估" />
      <Caption1 className={s.muted}>按{GROUP_NAMES[leaving]}当前的平均成本加费用，按数量×采购价分摊；审核时按当时的成本计算。</Caption1>
    </>
  );
}
