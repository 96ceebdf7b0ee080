import { useLoad } from '../hooks/useLoad';
import { loadTree } from './classTree';
import type { FieldDesc, Option } from './fields';

/** An option of a tree field carries its depth, for indenting. */
export type FieldOption = Option & { depth?: number };
export type FieldOptions = Record<string, FieldOption[]>;

async function optionsOf(f: FieldDesc): Promise<FieldOption[]> {
  if (f.tree) return (await loadTree(f.tree)).map((r) => ({ value: r.classId, label: r.className, depth: r.depth }));
  if (typeof f.options === 'function') return f.options();
  return [...(f.options ?? [])];
}

/** The options of every select and tree field, loaded once per `key` (bump it after the choices change). */
export function useFieldOptions(fields: readonly FieldDesc[], key = ''): FieldOptions {
  const chosen = fields.filter((f) => f.options || f.tree);
  const loaded = useLoad(
    async () => Object.fromEntries(await Promise.all(chosen.map(async (f) => [f.key, await optionsOf(f)] as const))),
    `${chosen.map((f) => f.key).join()}#${key}`,
  );
  return loaded.data ?? {};
}
