import { useMemo, useState, type ReactNode } from 'react';
import type { Action } from '@jxc/services/contracts';
import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import type { FilteredQuery, ImportKind, MasterApi, MasterRecord, WithHistory } from './api';
import type { TreeApi } from '../../kit/classTree';
import type { Page } from '../../api/types';
import { useLoad } from '../../hooks/useLoad';
import type { BatchAction } from '../../kit/batch';
import { ClassTreePanel } from '../../kit/ClassTreePanel';
import type { Column } from '../../kit/columns';
import { DetailDrawer } from '../../kit/DetailDrawer';
import { editionFields, formFields, narrowOptions, type FieldDesc } from '../../kit/fields';
import { useSession } from '../../session/useSession';
import { ENABLED_OPTIONS, FilterSelect } from '../../kit/FilterSelect';
import { FormDialog } from '../../kit/FormDialog';
import { ImportPanel } from './ImportPanel';
import { ListPage, type RowAction, type ToolbarAction } from '../../kit/ListPage';
import { enabledText, fieldColumn, screenColumns, statusColumn, type FieldColumn } from './masterColumns';
import { useFieldOptions } from '../../kit/useFieldOptions';
import { booleanFilter } from '../../kit/listState';
import { useList } from '../../kit/useList';

/** A row action with a form of its own. */
export interface RowForm<T> {
  label: string;
  action: Action;
  fields: FieldDesc[];
  submit: (row: T, payload: Record<string, unknown>) => Promise<unknown>;
}

/** One kind of master data described as data; MasterDataPage makes its list, form, detail and actions from it. */
export interface MasterScreen<T extends MasterRecord = MasterRecord> {
  /** What one record is: '仓库'. */
  title: string;
  permissionId: string;
  api: MasterApi;
  idField: string;
  nameField: string;
  fields: FieldDesc[];
  /** Field keys (shown the field's way, with a width or hidden at first if given so) or columns of their own; a 状态 column follows. */
  columns: (string | FieldColumn | Column<T>)[];
  /** Keys of select fields offered as list filters. */
  filters?: string[];
  searchPlaceholder?: string;
  /** A class tree beside the list filtering on `classId`. */
  tree?: { api: TreeApi; title: string };
  batchActions?: BatchAction<T>[];
  /** Row actions that ask for values in a dialog and send them (期初应收 …). */
  rowForms?: RowForm<T>[];
  importKind?: ImportKind;
  exportName?: string;
  /** Sections of the detail drawer after the fields. */
  detailExtra?: (record: WithHistory<T>) => ReactNode;
}

/** The screen as an edition has it: without the fields (and their columns and filters) of other editions. */
function forEdition<T extends MasterRecord>(screen: MasterScreen<T>, productType: number): MasterScreen<T> {
  const fields = editionFields(screen.fields, productType);
  const has = (key: string) => fields.some((f) => f.key === key);
  const columns = screen.columns.filter((c) => (typeof c === 'string' ? has(c) : !('field' in c) || has(c.field)));
  return { ...screen, fields, columns, filters: screen.filters?.filter(has) };
}

/** A flat master-data screen: search, filters, list with status, add/edit dialog, detail with history, batch, import, export. */
export function MasterDataPage<T extends MasterRecord>({ screen: described }: { screen: MasterScreen<T> }) {
  const productType = useSession().product_Type;
  const screen = useMemo(() => forEdition(described, productType), [described, productType]);
  const { title, api, idField, nameField, fields } = screen;
  const filterKeys = [...(screen.filters ?? []), 'enabled', ...(screen.tree ? ['classId'] : [])];
  const list = useList<T, FilteredQuery>((q) => api.page({ ...q, enabled: booleanFilter(q.enabled) }) as Promise<Page<T>>, {
    filters: Object.fromEntries(filterKeys.map((k) => [k, ''])),
  });
  const options = useFieldOptions(fields);
  const [editing, setEditing] = useState<{ record?: T }>();
  const [viewing, setViewing] = useState<string>();
  const [importing, setImporting] = useState(false);
  const [rowForm, setRowForm] = useState<{ form: RowForm<T>; row: T }>();
  const idOf = (r: T) => String(r[idField]);
  const nameOf = (r: T) => String(r[nameField] ?? '');

  const columns: Column<T>[] = [...screenColumns(screen.columns, fields, options), statusColumn<T>()];
  const rowActions: RowAction<T>[] = [
    { label: '详情', action: 'get', onClick: (r) => setViewing(idOf(r)) },
    { label: '编辑', action: 'edit', onClick: (r) => setEditing({ record: r }) },
    ...(screen.rowForms ?? []).map((form): RowAction<T> => ({
      label: form.label,
      action: form.action,
      onClick: (row) => setRowForm({ form, row }),
    })),
    { label: '停用', action: 'disable', visible: (r) => !!r.enabled, request: (r) => api.disable(idOf(r)) },
    { label: '启用', action: 'enable', visible: (r) => !r.enabled, request: (r) => api.enable(idOf(r)) },
    {
      label: '删除',
      action: 'delete',
      danger: true,
      confirm: (r) => `确定删除${title}“${nameOf(r)}”吗？`,
      request: (r) => api.remove(idOf(r)),
    },
  ];
  const toolbar: ToolbarAction[] = [
    { label: `新增${title}`, action: 'add', icon: <AddRegular />, onClick: () => setEditing({}) },
    ...(screen.importKind
      ? [{ label: '导入', action: 'import' as const, icon: <ArrowUploadRegular />, onClick: () => setImporting(true) }]
      : []),
  ];
  const filterOf = (key: string) => String(list.filters[key] ?? '');
  const filters = (
    <>
      {(screen.filters ?? []).map((key) => {
        const f = fields.find((x) => x.key === key)!;
        // Narrowed by the filter it lies within once that is set (库区 by 仓库), which clears it on change.
        const choices =
          f.within && filterOf(f.within) ? narrowOptions(f, options[key], { [f.within]: filterOf(f.within) }) : (options[key] ?? []);
        const pick = (v: string) => {
          list.filter(key, v);
          fields.filter((d) => d.within === key).forEach((d) => list.filter(d.key, undefined));
        };
        return <FilterSelect key={key} label={f.label} options={choices} value={filterOf(key)} onChange={pick} />;
      })}
      <FilterSelect label="状态" options={ENABLED_OPTIONS} value={filterOf('enabled')} onChange={(v) => list.filter('enabled', v)} />
    </>
  );

  return (
    <>
      <ListPage
        label={`${title}列表`}
        permissionId={screen.permissionId}
        list={list}
        rowKey={idOf}
        rowLabel={nameOf}
        columns={columns}
        rowActions={rowActions}
        toolbar={toolbar}
        filters={filters}
        searchPlaceholder={screen.searchPlaceholder}
        batchActions={screen.batchActions}
        exportName={screen.exportName}
        aside={
          screen.tree && (
            <ClassTreePanel
              api={screen.tree.api}
              title={screen.tree.title}
              mode="filter"
              selected={filterOf('classId') || undefined}
              onSelect={(id) => list.filter('classId', id)}
            />
          )
        }
      />
      {editing && (
        <FormDialog
          title={editing.record ? `编辑${title}` : `新增${title}`}
          fields={formFields(fields, !editing.record)}
          record={editing.record}
          options={options}
          submit={(p) => (editing.record ? api.update(idOf(editing.record), p) : api.save(p))}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            list.reload();
          }}
        />
      )}
      {rowForm && (
        <FormDialog
          title={`${rowForm.form.label}：${nameOf(rowForm.row)}`}
          fields={rowForm.form.fields}
          record={rowForm.row}
          submit={(p) => rowForm.form.submit(rowForm.row, p)}
          onClose={() => setRowForm(undefined)}
          onSaved={() => {
            setRowForm(undefined);
            list.reload();
          }}
        />
      )}
      {viewing && <MasterDetail screen={screen} id={viewing} options={options} onClose={() => setViewing(undefined)} />}
      {importing && screen.importKind && (
        <Dialog open onOpenChange={(_, d) => !d.open && setImporting(false)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>导入{title}</DialogTitle>
              <DialogContent>
                <ImportPanel kind={screen.importKind} title={title} onFinished={list.reload} />
              </DialogContent>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
}

function MasterDetail<T extends MasterRecord>({
  screen,
  id,
  options,
  onClose,
}: {
  screen: MasterScreen<T>;
  id: string;
  options: ReturnType<typeof useFieldOptions>;
  onClose: () => void;
}) {
  const detail = useLoad(() => screen.api.detail(id) as Promise<WithHistory<T>>, id);
  const r = detail.data;
  const items = screen.fields.map((f) => ({ label: f.label, value: r ? fieldColumn<T>(f, options).text!(r) : '' }));
  return (
    <DetailDrawer
      title={r ? `${screen.title}：${String(r[screen.nameField])}` : `${screen.title}详情`}
      items={r ? [...items, { label: '状态', value: enabledText(r) }] : []}
      history={r?.history}
      onClose={onClose}
    >
      {r && screen.detailExtra?.(r)}
    </DetailDrawer>
  );
}
