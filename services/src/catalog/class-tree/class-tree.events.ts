import { eventIndex, eventNamesByKind } from '../../shared/es/event-names';

/** The class trees, one stream per company and tree (`{Kind}Tree-{companyId}`). */
export const TREE_KINDS = ['ProductClass', 'CustomClass', 'SupplierClass'] as const;
export type TreeKind = (typeof TREE_KINDS)[number];

/** 系统重置 keeps the class trees (settings); what they classify goes. */
export const CLASS_TREES_KEPT_ON_RESET = TREE_KINDS.map((k) => `${k}Tree`);

export type TreeEvent =
  | { type: 'Added'; data: { nodeId: string; parentId: string | null; name: string } }
  | { type: 'Renamed'; data: { nodeId: string; name: string } }
  | { type: 'Moved'; data: { nodeId: string; parentId: string | null } }
  | { type: 'Removed'; data: { nodeId: string } };

export const TREE_EVENTS = eventNamesByKind(TREE_KINDS, [
  'Added',
  'Renamed',
  'Moved',
  'Removed',
] as const satisfies readonly TreeEvent['type'][]);

export const treeEvents = eventIndex<TreeKind, TreeEvent['type'], TreeEvent>(TREE_KINDS.map((k) => [k, TREE_EVENTS[k]] as const));
