import type { VisitPlace, VisitStatus } from '../api';

export const VISIT_MENU_ID = '2501';
export const TAG_MENU_ID = '2502';
export const visitPath = (visitId: string) => `/customVisit/Detail?visitId=${encodeURIComponent(visitId)}`;

export const VISIT_STATUS: Record<VisitStatus, string> = { planned: '未签到', visiting: '拜访中', done: '已完成' };

/** Where a sign-in or out happened: the address typed, else the position (经度, 纬度). */
export const placeText = (p: VisitPlace | null) =>
  !p ? '' : p.address || (p.longitude ? `${Number(p.longitude).toFixed(5)}, ${Number(p.latitude).toFixed(5)}` : '');
