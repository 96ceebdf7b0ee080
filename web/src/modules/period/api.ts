import type { PeriodList, PeriodMonth } from '@jxc/services/contracts';
import { call } from '../../api/http';

export const periodList = () => call<PeriodList>('Period/List');
export const closeMonth = (month: string) => call<PeriodMonth>('Period/Close', { month });
export const reopenMonth = (month: string) => call<PeriodMonth>('Period/Reopen', { month });
export const archiveBooks = (confirmText: string) => call<PeriodList>('Period/Archive', { confirmText });
