import type { DocLine, StockDirection } from '../../document-engine';
import { DOC_TYPES } from '../../contracts';
import { AppError } from '../../shared/errors';

/** 组装: parts made into products; 拆卸: products taken apart into their parts. */
export const ASSEMBLY_KINDS = ['assemble', 'disassemble'] as const;
export type AssemblyKind = (typeof ASSEMBLY_KINDS)[number];

/** The two line groups, with the API field, the name users know them by and the type their movements show in the flow. */
export const GROUPS = {
  parts: { label: '组件', billType: DOC_TYPES.AssemblyOriginal },
  products: { label: '成品', billType: DOC_TYPES.AssemblyNew },
} as const;
export type Group = keyof typeof GROUPS;

/** Parts go out when assembling and come in when taking apart; products the other way. */
export const directionOf = (kind: AssemblyKind, group: Group): StockDirection =>
  (group === 'parts') === (kind === 'assemble') ? 'out' : 'in';

/** The group of a saved line, from its direction. */
export const groupOf = (kind: AssemblyKind, line: Pick<DocLine, 'direction'>): Group =>
  line.direction === directionOf(kind, 'parts') ? 'parts' : 'products';

/**
 * The engine and the stock name a refused line by its number among the lines they were given (明细第3行, 第3行); an
 * assembly's user sees two grids, each numbered from 1 (成品第1行). `row` names line n as the user sees it.
 */
export function renamingLines(e: unknown, pattern: RegExp, row: (n: number) => string): unknown {
  if (e instanceof AppError) e.message = e.message.replace(pattern, (_, n: string) => row(Number(n)));
  return e;
}
