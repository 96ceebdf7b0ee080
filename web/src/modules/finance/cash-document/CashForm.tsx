import { Fragment, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage } from '../../../api/http';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { useCan } from '../../../kit/useCan';
import { useUnsavedGuard } from '../../../kit/useUnsavedGuard';
import { notifySuccess } from '../../../notify/bus';
import { isOpen, Refused, type DocStatus, type Failure } from '../../document-engine';

/** A draft opened to be changed: its id and what Detail answered. */
export interface Draft<D> {
  id: string;
  doc: D;
}

/**
 * A cash document's form screen: new, or given ?{idParam}= the draft to change, loaded first; one that is no longer
 * a draft is refused. `form` draws the form with the draft (null for a new document).
 */
export function DraftFormScreen<D extends { status: DocStatus }>(p: {
  idParam: string;
  /** 转账单, 日常支出单 … */
  title: string;
  list: string;
  detail: (id: string) => string;
  load: (id: string) => Promise<D>;
  form: (draft: Draft<D> | null) => ReactNode;
}) {
  const id = useSearchParams()[0].get(p.idParam);
  const loaded = useLoad(() => (id ? p.load(id) : Promise.resolve(null)), id ?? 'new');
  if (loaded.loading) return <PageSpinner />;
  if (!id) return <Fragment key="new">{p.form(null)}</Fragment>;
  if (!loaded.data) return <Refused text="单据加载失败" to={p.list} />;
  if (!isOpen(loaded.data.status)) return <Refused text={`只有草稿可以修改，该${p.title}已审核`} to={p.detail(id)} />;
  return <Fragment key={id}>{p.form({ id, doc: loaded.data })}</Fragment>;
}

/**
 * The save of a cash document's form: `check` shows the form's problems and says whether it may be sent, `send`
 * saves it (or updates the draft), audited or not, and answers the detail screen to open. Asks before leaving while
 * the form differs from what it opened with; render `dialog`.
 */
export function useCashSave<F>(form: F, initial: F, o: { check(): boolean; send(audit: boolean): Promise<string> }) {
  const navigate = useNavigate();
  const guard = useUnsavedGuard(JSON.stringify(form) !== JSON.stringify(initial));
  const [failure, setFailure] = useState<Failure>();
  const [busy, setBusy] = useState(false);

  const submit = async (audit: boolean) => {
    setFailure(undefined);
    if (!o.check()) return;
    setBusy(true);
    try {
      const path = await o.send(audit);
      notifySuccess(audit ? '保存并审核成功' : '保存成功');
      guard.allowLeave();
      navigate(path, { replace: true });
    } catch (e) {
      setFailure({ title: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return { failure, busy, submit, dialog: guard.dialog };
}

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** 保存, 保存并审核 (with the audit right) and 返回列表; saving asks 'add' of a new document and 'edit' of a draft. */
export function SaveActions({
  menuId,
  editing,
  busy,
  submit,
  list,
}: {
  menuId: string;
  editing: boolean;
  busy: boolean;
  submit: (audit: boolean) => void;
  list: string;
}) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(menuId);
  const disabled = busy || !can(editing ? 'edit' : 'add');
  return (
    <div className={s.actions}>
      <Button appearance="primary" disabled={disabled} onClick={() => submit(false)}>
        保存
      </Button>
      {can('audit') && (
        <Button appearance="primary" disabled={disabled} onClick={() => submit(true)}>
          保存并审核
        </Button>
      )}
      <Button onClick={() => navigate(list)}>返回列表</Button>
    </div>
  );
}
