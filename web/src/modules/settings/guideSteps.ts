import { DOCUMENTS } from '@jxc/services/contracts';
import { call } from '../../api/http';

/** One step of the beginner's guide: what to do, where, and how the guide tells it is done. */
export interface GuideStep {
  title: string;
  body: string;
  to: string;
  action: string;
  /** The list the step fills; the step is done once it has a row (an audited one for documents). */
  done?: { path: string; query?: object };
}

/** 新手引导: from an empty company to the first purchase, the first sale and its money, in the order the data needs. */
export const GUIDE_STEPS: GuideStep[] = [
  {
    title: '填写公司信息',
    to: '/company/CompanyInfo',
    action: '去填写',
    body: '公司名称、标志、联系电话和地址会显示在页面顶部和打印的单据上。',
  },
  {
    title: '新增仓库',
    to: '/warehouse/list',
    action: '去新增',
    done: { path: 'Warehouse/PageQuery' },
    body: '库存按仓库记账。至少建一个仓库（如“总仓”）；多个门店或库房可以各建一个。',
  },
  {
    title: '新增商品',
    to: '/management/Add',
    action: '去新增',
    done: { path: 'Product/PageQuery' },
    body: '录入商品名称、单位和规格，填写采购价、销售价（编码不填会按编码规则自动生成）；有箱、瓶等多个单位时在“辅助单位”里设置换算。',
  },
  {
    title: '新增供应商',
    to: '/supplier/list',
    action: '去新增',
    done: { path: 'Supplier/PageQuery' },
    body: '采购单要选择供应商。有期初欠款的，在“期初应付”里填写。',
  },
  {
    title: '第一张采购单',
    to: DOCUMENTS.Buy.routes.add,
    action: '去开单',
    done: { path: 'Buy/PageQuery', query: { status: 'audited' } },
    body: '选择供应商和入库仓库，录入商品的数量和单价，点“保存并审核”：库存增加，成本按移动加权平均计算；填写了“本次付款”的同时生成付款。',
  },
  {
    title: '新增客户',
    to: '/client/List',
    action: '去新增',
    done: { path: 'Custom/PageQuery' },
    body: '销售单要选择客户。到店零散顾客直接用系统自带的“零售散客”；批发、赊账的客户在这里新增。',
  },
  {
    title: '第一张销售单',
    to: DOCUMENTS.Sale.routes.add,
    action: '去开单',
    done: { path: 'Sale/PageQuery', query: { status: 'audited' } },
    body: '选择客户和出库仓库，录入商品和售价，点“保存并审核”：库存减少。选“零售散客”时本次收款自动等于单据金额，收入默认结算账户；其他客户没付清的部分记为应收欠款。',
  },
  {
    title: '收款',
    to: '/customReceive/add',
    action: '去收款',
    done: { path: 'CustomReceive/PageQuery', query: { status: 'audited' } },
    body: '客户之后付款时开收款单，可以核销到具体的销售单；在“应收欠款”里查看每个客户还欠多少。',
  },
  {
    title: '查看库存和利润',
    to: '/reportForProfit/reportForProfit',
    action: '去查看',
    body: '“库存查询”看每个仓库的数量和成本，“利润报表”看销售额、成本和毛利。',
  },
];

/** Whether a step is done: its list has a row. An unanswered check (no permission) counts as not known. */
export async function stepDone(step: GuideStep): Promise<boolean | undefined> {
  if (!step.done) return undefined;
  try {
    const page = await call<{ totalCount: number }>(step.done.path, { pageNo: 1, pageSize: 1, ...step.done.query }, { quiet: true });
    return page.totalCount > 0;
  } catch {
    return undefined;
  }
}
