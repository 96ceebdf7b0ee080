import type { ReportPart } from '../contracts';

/** SQL: whether the row's bill type (`column`) is one a part adds up; a rest takes every type the other parts (measured alike) leave. */
export function partOf(parts: readonly ReportPart[], part: ReportPart, column: string): string {
  if (part.billTypes !== 'rest') return `${column} = any('{${part.billTypes.join(',')}}')`;
  return `not ${column} = any('{${[...new Set(parts.flatMap((p) => (p.billTypes === 'rest' ? [] : p.billTypes)))].join(',')}}')`;
}
