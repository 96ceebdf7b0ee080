import type { StoredEvent } from '@jxc/infra';
import { BusinessRuleError } from '../../shared/errors';
import { changedFields, Patch } from '../../shared/patch';
import { CompanyRegistered, CompanyUpdated, IdentityEvents as E } from '../identity.events';
import type { BusinessSettings } from '../../contracts';

/** The company's own details (公司信息: name, logo, phone, address, contact, tax number, industry); settings and books live elsewhere. */
export interface CompanyState {
  exists: boolean;
  details: Required<CompanyUpdated>;
}

export const initialCompany: CompanyState = {
  exists: false,
  details: { companyName: '', companyLogo: '', phone: '', address: '', contact: '', taxNo: '', industry: '' },
};

/** What a cleared detail holds: what registration stores without it. */
const EMPTY_DETAILS: CompanyUpdated = { companyLogo: '', phone: '', address: '', contact: '', taxNo: '', industry: '' };

export function evolveCompany(s: CompanyState, e: StoredEvent): CompanyState {
  switch (e.type) {
    case E.CompanyRegistered: {
      const d = e.data as CompanyRegistered;
      return { exists: true, details: { ...initialCompany.details, companyName: d.companyName, phone: d.phone ?? '' } };
    }
    case E.CompanyUpdated:
      return { ...s, details: { ...s.details, ...(e.data as CompanyUpdated) } };
    default:
      return s;
  }
}

export const decideCompany = {
  /** The given details over the current ones (see shared/patch); the event holds only what changes. */
  update(s: CompanyState, changes: Patch<CompanyUpdated>) {
    if (!s.exists) throw new BusinessRuleError('NOT_FOUND', '公司不存在');
    const data: CompanyUpdated = changedFields(s.details, changes, EMPTY_DETAILS);
    return Object.keys(data).length ? [{ type: E.CompanyUpdated, data }] : [];
  },
  /** Business settings (/setting/setting, multi-level approval): the given ones replace the current ones. */
  changeSettings(s: CompanyState, changes: Partial<BusinessSettings>) {
    if (!s.exists) throw new BusinessRuleError('NOT_FOUND', '公司不存在');
    return Object.keys(changes).length ? [{ type: E.CompanySettingsChanged, data: changes }] : [];
  },
};
