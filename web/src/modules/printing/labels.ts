import type { ResolvedLabelTemplate } from '@jxc/services/contracts';

/** One SKU to label and how many labels it gets. */
export interface LabelItem {
  skuId: string;
  productName: string;
  spec: string;
  productCode: string;
  unitName: string;
  barCode: string | null;
  salePrice: number | null;
  wholesalePrice: number | null;
  qty: number;
}

/** What the label print page prints, handed over from the label screen to the page it opens. */
export interface LabelJob {
  template: ResolvedLabelTemplate;
  items: LabelItem[];
}

const JOB_KEY = 'jxc-label-job';

export const saveLabelJob = (job: LabelJob) => localStorage.setItem(JOB_KEY, JSON.stringify(job));
export const readLabelJob = (): LabelJob | null => {
  try {
    return JSON.parse(localStorage.getItem(JOB_KEY) ?? 'null') as LabelJob | null;
  } catch {
    return null;
  }
};

/** Every label in print order: each SKU as many times as its quantity. */
export const labelsOf = (items: LabelItem[]) =>
  items.flatMap((item) => Array.from({ length: Math.max(0, Math.floor(item.qty)) }, () => item));

/** SKUs added to the list: one row per SKU, quantities added up. */
export function mergeItems(list: LabelItem[], added: LabelItem[]): LabelItem[] {
  const out = list.map((x) => ({ ...x }));
  for (const item of added) {
    const have = out.find((x) => x.skuId === item.skuId);
    if (have) have.qty += item.qty;
    else out.push({ ...item });
  }
  return out;
}
