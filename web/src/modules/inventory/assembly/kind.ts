import { DOCUMENTS } from '@jxc/services/contracts';
import { describedKind, type DocKind } from '../../document-engine';
import { assemblyApi, KIND_NAMES, LINE_FIELDS, type AssemblyKind } from './assembly';
import { AssemblyLines } from './AssemblyLines';

/** 组装拆卸单: parts made into products (or products taken apart) in a warehouse, the arrivals costed at what left plus the fee. */
export const ASSEMBLY: DocKind = {
  ...describedKind(DOCUMENTS.Assembly),
  api: assemblyApi,
  posts: '组件和成品的库存',
  priceOf: () => null,
  lineFields: LINE_FIELDS,
  columns: ({ money }) => [
    { key: 'kind', title: '业务类型', text: (r) => KIND_NAMES[r.kind as AssemblyKind] ?? '' },
    { key: 'fee', title: '费用', figure: 'money', text: (r) => money(r.fee) },
  ],
  DetailLines: AssemblyLines,
};
