import { PRINT_KINDS, type CloudPrinterRow, type PrintLayout, type ResolvedTemplate } from '@jxc/services/contracts';
import { call } from '../../api/http';
import type { HistoryEntry } from '../../api/types';
import type { Source } from './bridge';

/** A template as UserPrinttemplate/List answers it: its stored layout (fields by key), with whether it is the default and who changed it. */
export type TemplateRow = PrintLayout & {
  templateId: string;
  billType: number;
  slot: string;
  isDefault: boolean;
  changed: boolean;
  updatedAt: string | null;
  updatedBy: string;
};

export type TemplateDetail = ResolvedTemplate & {
  isDefault: boolean;
  changed: boolean;
  updatedAt: string | null;
  updatedBy: string;
  history: HistoryEntry[];
};

const TEMPLATE = '/api/UserPrinttemplate/Detail';

export const templateApi = {
  list: async (billType?: number) =>
    (await call<{ data: TemplateRow[] }>('UserPrinttemplate/List', billType === undefined ? {} : { billType })).data,
  detail: (templateId: string) => call<TemplateDetail>('UserPrinttemplate/Detail', { templateId }),
  save: (templateId: string, layout: Partial<PrintLayout>) =>
    call<TemplateDetail>('UserPrinttemplate/Save', { templateId, ...layout }, { quiet: true }),
  reset: (templateId: string) => call<TemplateDetail>('UserPrinttemplate/Reset', { templateId }, { quiet: true }),
  setDefault: (templateId: string) => call<TemplateDetail>('UserPrinttemplate/Setting', { templateId }, { quiet: true }),
};

/** Where the bridge loads a template: the one named, else the document type's default. */
export const templateSource = (billType: number, templateId?: string): Source => ({
  url: TEMPLATE,
  params: templateId ? { templateId } : { billType },
});

/** Where the bridge loads a document's data: its own Detail call. */
export function documentSource(billType: number, docId: string): Source {
  const { call: detail, idField } = PRINT_KINDS[billType].detail;
  return { url: `/api/${detail}`, params: { [idField]: docId } };
}

/** Counts a print where the document keeps a count (Sale/PrintCountAdd); answers the count, or undefined. */
export async function countPrint(billType: number, docId: string): Promise<number | undefined> {
  const { countCall, detail } = PRINT_KINDS[billType];
  if (!countCall) return undefined;
  return (await call<{ printCount: number }>(countCall, { [detail.idField]: docId }, { quiet: true })).printCount;
}

export const cloudApi = {
  list: () => call<{ data: CloudPrinterRow[]; providers: { key: string; name: string }[] }>('CloudPrint/List'),
  save: (input: { deviceNo: string; deviceKey: string; name: string; branchId?: string }) =>
    call<{ deviceNo: string }>('CloudPrint/Save', input, { quiet: true }),
  remove: (deviceNo: string) => call<{ deviceNo: string }>('CloudPrint/Remove', { deviceNo }, { quiet: true }),
  print: (input: { deviceNo: string; content: string; copies?: number; billType?: number; docId?: string }) =>
    call<{ orderId: string }>('CloudPrint/Print', input, { quiet: true }),
  status: (deviceNo: string) => call<{ status: string }>('CloudPrint/Status', { deviceNo }, { quiet: true }),
};

/** The branches (门店) a printer may stand in: multi-store editions, for those who may list them. */
export const branchChoices = async () =>
  (await call<{ data: { branchId: string; branchName: string; isMain: number }[] }>('Branch/List', {}, { quiet: true })).data
    .filter((b) => !b.isMain)
    .map((b) => ({ id: b.branchId, name: b.branchName }));
