import { useState } from 'react';
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Subtitle2,
  Tree,
  TreeItem,
  TreeItemLayout,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import type { TreeApi } from './classTree';
import { useBreakpoint } from '../hooks/useBreakpoint';
import { useLoad } from '../hooks/useLoad';
import { notifySuccess } from '../notify/bus';
import { ConfirmDialog } from './ConfirmDialog';
import { MAX_TREE_DEPTH, loadTree, moveTargets, type TreeRow } from './classTree';
import type { FieldDesc } from './fields';
import { FilterSelect } from './FilterSelect';
import { FormDialog } from './FormDialog';
import { useCan } from './useCan';

export interface ClassTreePanelProps {
  api: TreeApi;
  /** What a node is called: '商品分类' … */
  title: string;
  /**
   * Manage: add, rename, move and remove nodes (the classification screens). Filter: pick one to filter a list; on a
   * phone the tree becomes a dropdown among the list's filters.
   */
  mode: 'manage' | 'filter';
  /** The menu id whose actions allow managing. */
  permissionId?: string;
  selected?: string;
  onSelect?: (classId: string | undefined) => void;
}

type Editing = { kind: 'add'; parent?: TreeRow } | { kind: 'rename' | 'move'; node: TreeRow };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected, fontWeight: tokens.fontWeightSemibold },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** A class tree (5 levels at most): as a filter beside a list, or managed on its own screen. */
export function ClassTreePanel({ api, title, mode, permissionId = '', selected, onSelect }: ClassTreePanelProps) {
  const s = useStyles();
  const can = useCan(permissionId);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<TreeRow>();
  const tree = useLoad(() => loadTree(api), String(version));
  const rows = tree.data ?? [];
  const manage = mode === 'manage';
  const phone = useBreakpoint() === 'mobile';
  const reload = () => setVersion((v) => v + 1);
  const nameField: FieldDesc = { key: 'className', label: `${title}名称`, required: true, maxWidth: 30 };

  const nodeMenu = (n: TreeRow) => (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={`${n.className}的操作`} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {can('add') && n.depth + 1 < MAX_TREE_DEPTH && (
            <MenuItem onClick={() => setEditing({ kind: 'add', parent: n })}>新增下级</MenuItem>
          )}
          {can('edit') && <MenuItem onClick={() => setEditing({ kind: 'rename', node: n })}>重命名</MenuItem>}
          {can('edit') && <MenuItem onClick={() => setEditing({ kind: 'move', node: n })}>移动到…</MenuItem>}
          {can('delete') && <MenuItem onClick={() => setRemoving(n)}>删除</MenuItem>}
        </MenuList>
      </MenuPopover>
    </Menu>
  );

  const item = (label: string, id: string | undefined, children: TreeRow[], n?: TreeRow) => (
    <TreeItem
      key={id ?? ''}
      value={id ?? ''}
      itemType={children.length ? 'branch' : 'leaf'}
      aria-selected={mode === 'filter' ? selected === id : undefined}
    >
      <TreeItemLayout
        className={mergeClasses(mode === 'filter' && selected === id && s.selected)}
        onClick={() => onSelect?.(id)}
        actions={manage && n ? nodeMenu(n) : undefined}
      >
        {label}
      </TreeItemLayout>
      {children.length > 0 && <Tree>{children.map((c) => item(c.className, c.classId, childrenOf(c.classId), c))}</Tree>}
    </TreeItem>
  );
  const childrenOf = (id: string | null) => rows.filter((r) => (id === null ? r.depth === 0 : r.parentId === id));
  const opened = rows.filter((r) => rows.some((c) => c.parentId === r.classId)).map((r) => r.classId);

  const dialog = () => {
    if (!editing) return null;
    const done = () => {
      setEditing(undefined);
      reload();
    };
    if (editing.kind === 'move') {
      const targets = moveTargets(rows, editing.node.classId).map((r) => ({ value: r.classId, label: r.className, depth: r.depth }));
      const parentField: FieldDesc = { key: 'parentId', label: `上级${title}`, kind: 'select', placeholder: '（顶级）' };
      return (
        <FormDialog
          title={`移动“${editing.node.className}”`}
          fields={[parentField]}
          record={{ parentId: editing.node.parentId }}
          options={{ parentId: targets }}
          submit={(p) => api.move(editing.node.classId, p.parentId as string | undefined)}
          onClose={() => setEditing(undefined)}
          onSaved={done}
          done="移动成功"
        />
      );
    }
    const adding = editing.kind === 'add';
    return (
      <FormDialog
        title={adding ? (editing.parent ? `新增“${editing.parent.className}”的下级` : `新增${title}`) : `重命名“${editing.node.className}”`}
        fields={[nameField]}
        record={adding ? undefined : { className: editing.node.className }}
        options={{}}
        submit={(p) =>
          adding ? api.add(p.className as string, editing.parent?.classId) : api.rename(editing.node.classId, p.className as string)
        }
        onClose={() => setEditing(undefined)}
        onSaved={done}
      />
    );
  };

  if (!manage && phone) {
    const options = rows.map((r) => ({ value: r.classId, label: r.className, depth: r.depth }));
    return <FilterSelect label={title} options={options} value={selected ?? ''} onChange={(v) => onSelect?.(v || undefined)} />;
  }
  return (
    <div className={s.root}>
      <div className={s.head}>
        <Subtitle2 as="h2">{title}</Subtitle2>
        {manage && can('add') && (
          <Button size="small" icon={<AddRegular />} onClick={() => setEditing({ kind: 'add' })}>
            新增{title}
          </Button>
        )}
      </div>
      <Tree aria-label={title} key={opened.join()} defaultOpenItems={opened}>
        {mode === 'filter' && item(`全部${title}`, undefined, [])}
        {childrenOf(null).map((n) => item(n.className, n.classId, childrenOf(n.classId), n))}
      </Tree>
      {manage && !tree.loading && rows.length === 0 && (
        <span className={s.empty}>
          还没有{title}，点击“新增{title}”添加
        </span>
      )}
      {dialog()}
      <ConfirmDialog
        open={!!removing}
        message={`确定删除${title}“${removing?.className ?? ''}”吗？`}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          const node = removing!;
          setRemoving(undefined);
          api.remove(node.classId).then(
            () => {
              notifySuccess('删除成功');
              reload();
            },
            () => undefined,
          );
        }}
      />
    </div>
  );
}
