import type { AuditRow } from '@jxc/services/contracts';
import { call } from '../../api/http';
import type { FilteredQuery, Page } from '../../api/types';

export const auditPage = (q: FilteredQuery) => call<Page<AuditRow>>('AuditRecord/PageQuery', q);

/** The staff, to filter by who did it. */
export const staff = () => call<{ data: { userId: string; userName: string }[] }>('User/Options');
