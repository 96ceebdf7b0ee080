import { Fragment, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LIFECYCLE_STATUS_NAMES } from '@jxc/services/contracts';
import { Button, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { PageSpinner } from '../../../components/PageSpinner';
import type { Choice } from '../../../kit/ChoiceSelect';
import { useLoad } from '../../../hooks/useLoad';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useUnsavedGuard } from '../../../kit/useUnsavedGuard';
import { notifySuccess } from '../../../notify/bus';
import { FailureBar, isOpen, Refused, type DocStatus } from '../../document-engine';
import { AccountField, DateField, FormGrid, PartnerField, RemarkField } from './fields';
import { moneyDocPath, type PartnerPick } from './kind';
import { useServerCall } from '../../../kit/useServerCall';

const { draft: DRAFT, audited: AUDITED } = LIFECYCLE_STATUS_NAMES;

/** A draft opened to be changed: its id and what Detail answered. */
export interface Draft<D> {
  id: string;
  doc: D;
}

/** What the form screens need of a money kind: its names, list, detail and the calls that save it. */
export interface MoneyFormKind<D, I> {
  title: string;
  addLabel: string;
  idField: string;
  menuId: string;
  paths: { list: string; detail: string };
  api: { detail(id: string): Promise<D>; save(input: I): Promise<object>; update?(id: string, input: I): Promise<object> };
}

/**
 * A money document's form screen: new, or given ?{idField}= the draft to change, loaded first; one that is no longer
 * a draft is refused. `form` draws the form with the draft (null for a new document).
 */
export function MoneyDocForm<D extends { status: DocStatus }>({
  kind,
  form,
}: {
  kind: { title: string; idField: string; paths: { list: string; detail: string }; api: { detail(id: string): Promise<D> } };
  form: (draft: Draft<D> | null) => ReactNode;
}) {
  const id = useSearchParams()[0].get(kind.idField);
  const loaded = useLoad(() => (id ? kind.api.detail(id) : Promise.resolve(null)), id ?? 'new');
  if (loaded.loading) return <PageSpinner />;
  if (!id) return <Fragment key="new">{form(null)}</Fragment>;
  if (!loaded.data) return <Refused text="单据加载失败" to={kind.paths.list} />;
  if (!isOpen(loaded.data.status)) return <Refused text={`只有${DRAFT}可以修改，该${kind.title}${AUDITED}`} to={moneyDocPath(kind, id)} />;
  return <Fragment key={id}>{form({ id, doc: loaded.data })}</Fragment>;
}

const noneSaid = (problems: object) => !Object.values(problems).some(Boolean);

/**
 * A money document's form state: the fields as typed, what is wrong with them (a field's problem goes once it is
 * changed), and the save, audited or not, of a new document or the draft, which then opens the detail screen. Asks
 * before leaving while the form differs from what it opened with.
 */
export function useMoneyForm<F extends object, P extends object, D, I>(
  kind: MoneyFormKind<D, I>,
  draft: Draft<D> | null,
  o: {
    initial: () => F;
    problems: (form: F) => P;
    /** Whether the form may be sent: by default when no problem says anything. */
    clean?: (problems: P) => boolean;
    input: (form: F, audit: boolean) => I;
    /** The problems before any were found, when not {}. */
    none?: P;
    /** The partner the form picks: the fields holding its id and name, what else picking one resets, and what follows. */
    partner?: { pick: PartnerPick; id: keyof F & string; name: keyof F & string; resets?: Partial<F>; picked?: () => void };
  },
) {
  const navigate = useNavigate();
  const [initial] = useState(o.initial);
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<P>(o.none ?? ({} as P));
  const guard = useUnsavedGuard(JSON.stringify(form) !== JSON.stringify(initial));
  const call = useServerCall();

  const submit = async (audit: boolean) => {
    call.setFailure(undefined);
    const found = o.problems(form);
    setProblems(found);
    if (!(o.clean ?? noneSaid)(found)) return;
    await call.run(async () => {
      const input = o.input(form, audit);
      const saved = await (draft && kind.api.update ? kind.api.update(draft.id, input) : kind.api.save(input));
      notifySuccess(audit ? '保存并审核成功' : '保存成功');
      guard.allowLeave();
      navigate(moneyDocPath(kind, String((saved as Record<string, unknown>)[kind.idField])), { replace: true });
    });
  };
  const partner = o.partner && {
    pick: o.partner.pick,
    id: String(form[o.partner.id]),
    name: String(form[o.partner.name]),
    problem: (problems as Record<string, string | undefined>)[o.partner.id],
    onChange: (c: Choice | null) => {
      const { id, name, resets, picked } = o.partner!;
      setForm((f) => ({ ...f, [id]: c?.id ?? '', [name]: c?.name ?? '', ...resets }));
      setProblems((p) => ({ ...p, [id]: undefined }));
      picked?.();
    },
  };
  return {
    kind,
    draft,
    partner,
    form,
    setForm,
    problems,
    setProblems,
    /** Sets a field as typed, taking its problem away. */
    set(field: keyof F & string) {
      return (value: string) => {
        setForm((f) => ({ ...f, [field]: value }));
        setProblems((p) => ({ ...p, [field]: undefined }));
      };
    },
    submit,
    busy: call.busy,
    failure: call.failure,
    dialog: guard.dialog,
  };
}

/** A money form as MoneyFormCard draws it: the fields every money document has, and the save. */
type Common = { accountId?: string; billDate: string; remark: string };

interface CommonForm<F extends Common> {
  kind: { title: string; addLabel: string; menuId: string; paths: { list: string } };
  draft: Draft<{ billNo: string }> | null;
  form: F;
  problems: { accountId?: string; billDate?: string };
  set(field: keyof F & string): (value: string) => void;
  partner?: { pick: PartnerPick; id: string; name: string; problem?: string; onChange(c: Choice | null): void };
  submit(audit: boolean): Promise<void>;
  busy: boolean;
  failure?: ReturnType<typeof useServerCall>['failure'];
  dialog: ReactNode;
}

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface MoneyFormProps<F extends Common> {
  form: CommonForm<F>;
  /** What the partner picked holds (预存款余额 …). */
  partnerHint?: string;
  /** Fields before the account: the two accounts of a transfer, which has no 结算账户. */
  head?: ReactNode;
  noAccount?: boolean;
  /** Fields after the date (the amounts). */
  fields?: ReactNode;
  /** Lets the pickers shrink to the grid's columns. */
  fitted?: boolean;
  /** What follows the fields in the same card (lines, totals). */
  children?: ReactNode;
  /** A second card before the buttons, which then close it (the write-offs). */
  tail?: ReactNode;
}

/**
 * A money document's form: the refusal, 新增… or 编辑… with the bill number, the fields (结算账户, 单据日期 and 备注
 * among the kind's), and 保存, 保存并审核 (with the audit right) and 返回列表; saving asks 'add' of a new document and
 * 'edit' of a draft.
 */
export function MoneyFormCard<F extends Common>({
  form: f,
  partnerHint,
  head,
  noAccount,
  fields,
  fitted,
  children,
  tail,
}: MoneyFormProps<F>) {
  const s = useStyles();
  const navigate = useNavigate();
  const { kind, draft } = f;
  const can = useCan(kind.menuId);
  const disabled = f.busy || !can(draft ? 'edit' : 'add');
  const actions = (
    <div className={s.actions}>
      <Button appearance="primary" disabled={disabled} onClick={() => void f.submit(false)}>
        保存
      </Button>
      {can('audit') && (
        <Button appearance="primary" disabled={disabled} onClick={() => void f.submit(true)}>
          保存并审核
        </Button>
      )}
      <Button onClick={() => navigate(kind.paths.list)}>返回列表</Button>
    </div>
  );
  return (
    <Stack>
      {f.failure && <FailureBar failure={f.failure} />}
      <Card className={s.card}>
        <Subtitle2 as="h1">{draft ? `编辑${kind.title} ${draft.doc.billNo}` : kind.addLabel}</Subtitle2>
        <FormGrid fitted={fitted}>
          {f.partner && (
            <PartnerField
              partner={f.partner.pick}
              id={f.partner.id}
              name={f.partner.name}
              problem={f.partner.problem}
              hint={partnerHint}
              onChange={f.partner.onChange}
            />
          )}
          {head}
          {!noAccount && <AccountField value={f.form.accountId ?? ''} problem={f.problems.accountId} onChange={f.set('accountId')} />}
          <DateField value={f.form.billDate} problem={f.problems.billDate} onChange={f.set('billDate')} />
          {fields}
          <RemarkField value={f.form.remark} onChange={f.set('remark')} />
        </FormGrid>
        {children}
        {!tail && actions}
      </Card>
      {tail && (
        <Card className={s.card}>
          {tail}
          {actions}
        </Card>
      )}
      {f.dialog}
    </Stack>
  );
}
