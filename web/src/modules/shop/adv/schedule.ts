import type { AdvRow } from './api';

/** 展示时间: the dates an ad shows between, either open. */
export const scheduleText = (r: Pick<AdvRow, 'startDate' | 'endDate'>) =>
  !r.startDate && !r.endDate
    ? '长期'
    : r.startDate && r.endDate
      ? `${r.startDate} 至 ${r.endDate}`
      : r.startDate
        ? `${r.startDate} 起`
        : `至 ${r.endDate}`;

/** Whether the storefront shows it today (Beijing's date, as the server decides): 展示中, 未开始, 已结束 or 已停用. */
export function showingText(r: Pick<AdvRow, 'startDate' | 'endDate' | 'enabled'>, today: string) {
  if (!r.enabled) return '已停用';
  if (r.startDate && r.startDate > today) return '未开始';
  if (r.endDate && r.endDate < today) return '已结束';
  return '展示中';
}

/** Where an ad leads: its product, its address, or nowhere. */
export const linkText = (r: Pick<AdvRow, 'linkType' | 'storeProductName' | 'linkUrl'>) =>
  r.linkType === 'product' ? `商品：${r.storeProductName ?? '（已删除）'}` : r.linkType === 'url' ? `网址：${r.linkUrl ?? ''}` : '无';
