export interface ClassNode {
  classId: string;
  className: string;
  parentId: string | null;
  /** 1 for a top-level class. */
  depth: number;
}

/** A class tree's calls (products, customers, suppliers each have one). */
export interface TreeApi {
  /** Every node in display order, parents before their children. */
  tree(): Promise<{ data: ClassNode[] }>;
  add(className: string, parentId?: string): Promise<{ classId: string }>;
  rename(classId: string, className: string): Promise<unknown>;
  move(classId: string, parentId?: string): Promise<unknown>;
  remove(classId: string): Promise<unknown>;
}

/** A class node with its depth from 0 (a top-level class), in display order: parents before their children. */
export interface TreeRow extends ClassNode {
  depth: number;
}

/** Classes nest at most five levels (server rule). */
export const MAX_TREE_DEPTH = 5;

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

/** The whole tree in one call (the server counts levels from 1). */
export async function loadTree(api: TreeApi): Promise<TreeRow[]> {
  return (await api.tree()).data.map((n) => ({ ...n, depth: n.depth - 1 }));
}
