import { DOCUMENTS, type GettingStartedState } from '@jxc/services/contracts';

export type StepKey = Exclude<keyof GettingStartedState, 'hidden'>;

/** One first step: what to do, why, and where (the button; `also`, another way to the same end). */
export interface Step {
  key: StepKey;
  title: string;
  body: string;
  to: string;
  action: string;
  also?: { to: string; label: string };
}

/** 开始使用: from a new company to its first sale, in the order the data needs. */
export const STEPS: readonly Step[] = [
  {
    key: 'warehouse',
    title: '新增仓库',
    body: '库存按仓库记账，先建一个仓库，如“总仓”或“门店”。',
    to: '/warehouse/list',
    action: '去新增',
  },
  {
    key: 'product',
    title: '新增商品',
    body: '填写名称、单位和售价即可，商品编码不填会自动生成。',
    to: '/management/Add',
    action: '去新增',
  },
  {
    key: 'stock',
    title: '商品入库',
    body: '开一张采购单进货入库；店里已有的货可录入期初库存。',
    to: DOCUMENTS.Buy.routes.add,
    action: '采购入库',
    also: { to: '/management/ProductBegin', label: '录入期初库存' },
  },
  {
    key: 'sale',
    title: '第一笔销售',
    body: '销售开单选“零售散客”，自动全额收款到现金，不记欠款。',
    to: DOCUMENTS.Sale.routes.add,
    action: '去开单',
  },
];

/** How many steps are done; the checklist shows while some are not and nobody hid it. */
export function progress(state: GettingStartedState): { done: number; total: number; shown: boolean } {
  const done = STEPS.filter((s) => state[s.key]).length;
  return { done, total: STEPS.length, shown: !state.hidden && done < STEPS.length };
}
