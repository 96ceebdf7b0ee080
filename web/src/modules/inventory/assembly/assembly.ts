import { call } from '../../../api/http';
import { docApi, type DocDetail, type DocDetailLine, type DocLineInput, type DocSaved, type LineField } from '../../document-engine';

/** 组装: parts made into products; 拆卸: products taken apart into their parts. */
export type AssemblyKind = 'assemble' | 'disassemble';
export const KIND_NAMES: Record<AssemblyKind, string> = { assemble: '组装', disassemble: '拆卸' };

export type Group = 'parts' | 'products';
export const GROUP_NAMES: Record<Group, string> = { parts: '组件', products: '成品' };

/** The lines' fields: a line may name its own warehouse (its stock shown on the form); the detail shows what the audit moved each at. */
export const LINE_FIELDS: readonly LineField[] = ['unit', 'qty', 'warehouse', 'cost', 'remark'];

/** Parts go out when assembling and come in when taking apart; products the other way. */
export const wayOf = (kind: AssemblyKind, group: Group) => ((group === 'parts') === (kind === 'assemble') ? 'out' : 'in');

/** The group whose goods leave first, then the one they become. */
export const groupsInOrder = (kind: AssemblyKind): [Group, Group] =>
  wayOf(kind, 'parts') === 'out' ? ['parts', 'products'] : ['products', 'parts'];

/** Assembly/Detail: the header with its kind and fee and the lines in their groups; `lines` holds both, parts first. */
export interface AssemblyDetail extends DocDetail {
  kind: AssemblyKind;
  fee: number;
  parts: DocDetailLine[];
  products: DocDetailLine[];
}

export interface AssemblySaveInput {
  assemblyId?: string;
  kind: AssemblyKind;
  billDate: string;
  warehouseId: string;
  parts: DocLineInput[];
  products: DocLineInput[];
  fee?: number;
  remark?: string;
  audit?: boolean;
}

const kit = docApi('Assembly', 'assemblyId');

/** `/api/Assembly/…`: the kit's calls, a detail whose lines are also the kit's `lines`, and Save with the two groups. */
export const assemblyApi = {
  ...kit,
  detail: async (assemblyId: string): Promise<AssemblyDetail> => {
    // The server answers the groups; the kit reads them together.
    const d = await call<AssemblyDetail>('Assembly/Detail', { assemblyId });
    return { ...d, lines: [...d.parts, ...d.products] };
  },
  saveAssembly: (input: AssemblySaveInput) => call<DocSaved>('Assembly/Save', input, { quiet: true }),
};
