import type { ClassNode, TreeApi } from '../api/catalog';

/** A class node with its depth (0 for a top-level class), in depth-first order. */
export interface TreeRow extends ClassNode {
  depth: number;
}

/** Classes nest at most five levels (server rule). */
export const MAX_TREE_DEPTH = 5;

/** The nodes in depth-first order with their depth; siblings keep the server's order. */
export function orderTree(nodes: readonly ClassNode[]): TreeRow[] {
  const byParent = new Map<string | null, ClassNode[]>();
  const ids = new Set(nodes.map((n) => n.classId));
  for (const n of nodes) {
    const parent = n.parentId && ids.has(n.parentId) ? n.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), n]);
  }
  const out: TreeRow[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const n of byParent.get(parent) ?? []) {
      out.push({ ...n, depth });
      walk(n.classId, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** A node and everything under it: where it cannot be moved to. */
export function subtreeIds(rows: readonly TreeRow[], id: string): Set<string> {
  const out = new Set([id]);
  for (const r of rows) if (r.parentId && out.has(r.parentId)) out.add(r.classId);
  return out;
}

/** How many levels a node's subtree spans (1 for a leaf). */
export function subtreeHeight(rows: readonly TreeRow[], id: string): number {
  const start = rows.find((r) => r.classId === id);
  if (!start) return 0;
  const inside = [...subtreeIds(rows, id)].map((x) => rows.find((r) => r.classId === x)!.depth);
  return Math.max(...inside) - start.depth + 1;
}

/** Parents a node may move under: not itself or below it, and deep enough room for its subtree. */
export function moveTargets(rows: readonly TreeRow[], id: string): TreeRow[] {
  const blocked = subtreeIds(rows, id);
  const height = subtreeHeight(rows, id);
  return rows.filter((r) => !blocked.has(r.classId) && r.depth + 1 + height <= MAX_TREE_DEPTH);
}

/** The whole tree, level by level (the server answers one level per call). */
export async function loadTree(api: TreeApi): Promise<TreeRow[]> {
  const all: ClassNode[] = [];
  let level = (await api.roots()).data;
  while (level.length) {
    all.push(...level);
    const parents = level.filter((n) => n.hasChildren);
    level = (await Promise.all(parents.map((p) => api.children(p.classId)))).flatMap((r) => r.data);
  }
  return orderTree(all);
}
