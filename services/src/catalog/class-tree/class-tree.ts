import { BusinessRuleError, ValidationError } from '../../shared/errors';
import type { TreeEvent } from './class-tree.events';

export interface TreeNode {
  parentId: string | null;
  name: string;
}

export type TreeState = Map<string, TreeNode>;

export const MAX_DEPTH = 5;

export function evolveTree(s: TreeState, e: TreeEvent): TreeState {
  const next = new Map(s);
  switch (e.type) {
    case 'Added':
      next.set(e.data.nodeId, { parentId: e.data.parentId, name: e.data.name });
      break;
    case 'Renamed':
      next.set(e.data.nodeId, { ...next.get(e.data.nodeId)!, name: e.data.name });
      break;
    case 'Moved':
      next.set(e.data.nodeId, { ...next.get(e.data.nodeId)!, parentId: e.data.parentId });
      break;
    case 'Removed':
      next.delete(e.data.nodeId);
  }
  return next;
}

const depth = (s: TreeState, id: string | null): number => (id ? 1 + depth(s, s.get(id)!.parentId) : 0);
const height = (s: TreeState, id: string): number =>
  1 + Math.max(0, ...[...s].filter(([, n]) => n.parentId === id).map(([c]) => height(s, c)));

/** Decisions on a class tree named `title` (e.g. '商品分类'). */
export function decideTree(title: string) {
  const node = (s: TreeState, id: string) => {
    if (!s.has(id)) throw new BusinessRuleError('NOT_FOUND', `${title}不存在`);
    return s.get(id)!;
  };
  const parent = (s: TreeState, id: string | null) => {
    if (id && !s.has(id)) throw new ValidationError(`上级${title}不存在`, 'parentId');
  };
  const siblingsNamed = (s: TreeState, parentId: string | null, name: string, except?: string) =>
    [...s].some(([id, n]) => id !== except && n.parentId === parentId && n.name === name);
  return {
    add(s: TreeState, nodeId: string, parentId: string | null, name: string): TreeEvent[] {
      parent(s, parentId);
      if (depth(s, parentId) >= MAX_DEPTH) throw new BusinessRuleError('TREE_TOO_DEEP', `${title}最多${MAX_DEPTH}级`);
      if (siblingsNamed(s, parentId, name)) throw new ValidationError(`同级已有名为“${name}”的${title}`, 'className');
      return [{ type: 'Added', data: { nodeId, parentId, name } }];
    },
    /** A name not given, or the same name, changes nothing. */
    rename(s: TreeState, nodeId: string, name: string | undefined): TreeEvent[] {
      const n = node(s, nodeId);
      if (name === undefined || name === n.name) return [];
      if (siblingsNamed(s, n.parentId, name, nodeId)) throw new ValidationError(`同级已有名为“${name}”的${title}`, 'className');
      return [{ type: 'Renamed', data: { nodeId, name } }];
    },
    move(s: TreeState, nodeId: string, parentId: string | null): TreeEvent[] {
      const n = node(s, nodeId);
      parent(s, parentId);
      for (let p = parentId; p; p = s.get(p)!.parentId)
        if (p === nodeId) throw new BusinessRuleError('TREE_CYCLE', `不能把${title}移到它自己或它的下级之下`);
      if (depth(s, parentId) + height(s, nodeId) > MAX_DEPTH) throw new BusinessRuleError('TREE_TOO_DEEP', `${title}最多${MAX_DEPTH}级`);
      if (siblingsNamed(s, parentId, n.name, nodeId)) throw new ValidationError(`目标位置已有名为“${n.name}”的${title}`, 'parentId');
      return [{ type: 'Moved', data: { nodeId, parentId } }];
    },
    remove(s: TreeState, nodeId: string): TreeEvent[] {
      node(s, nodeId);
      if ([...s.values()].some((n) => n.parentId === nodeId)) throw new BusinessRuleError('BAD_STATUS', `该${title}下还有子分类，不能删除`);
      return [{ type: 'Removed', data: { nodeId } }];
    },
  };
}
