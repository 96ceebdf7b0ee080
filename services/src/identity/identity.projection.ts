import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { CompanyRow, RoleRow, UserRow } from './identity.entities';
import type { StoredIdentityEvent } from './identity.events';

const idOf = (e: StoredIdentityEvent) => e.streamId.slice(e.streamId.indexOf('-') + 1);
const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Companies, users (with their password hash, for sign-in) and roles; a reset keeps them, marking an expired demo's as purged. */
export const identityProjection: Projection<StoredIdentityEvent> = {
  name: 'identity',
  eventTypes: [
    'CompanyRegistered',
    'CompanyUpdated',
    'CompanyBooksClosed',
    'CompanySettingsChanged',
    'UserCreated',
    'UserUpdated',
    'UserPasswordChanged',
    'UserLocked',
    'UserUnlocked',
    'UserRemoved',
    'UserPhoneBound',
    'UserPhoneUnbound',
    'RoleSaved',
    'RoleUpdated',
    'RoleRemoved',
    'CompanyReset',
    'CompanyTrialExtended',
    'CompanyEditionChanged',
    'CompanyLocked',
    'CompanyUnlocked',
  ],
  tables: ['companies', 'users', 'roles'],
  companyReset: 'keep',
  async apply(events, em: EntityManager) {
    const companies = em.getRepository(CompanyRow);
    const users = em.getRepository(UserRow);
    const roles = em.getRepository(RoleRow);
    for (const e of events) {
      const at = new Date(e.metadata.at);
      const { type, data: d } = e;
      switch (type) {
        case 'CompanyRegistered':
          await companies.insert({
            companyId: d.companyId,
            companyName: d.companyName,
            productType: d.productType,
            isDemo: d.isDemo,
            endTime: d.endTime,
            isOldSob: false,
            companyLogo: '',
            phone: d.phone ?? '',
            address: '',
            createdAt: at,
            updatedAt: at,
          });
          break;
        case 'CompanyUpdated':
          await companies.update(idOf(e), { ...defined(d), updatedAt: at });
          break;
        case 'CompanySettingsChanged':
          await em.query(`update companies set settings = settings || $2::jsonb, updated_at = $3 where company_id = $1`, [
            idOf(e),
            JSON.stringify(d),
            at,
          ]);
          break;
        case 'CompanyBooksClosed':
          await companies.update(idOf(e), { isOldSob: true, updatedAt: at });
          break;
        case 'UserCreated':
          await users.insert({ ...d, companyId: e.metadata.companyId, locked: false, removed: false, createdAt: at, updatedAt: at });
          break;
        case 'UserUpdated':
          await users.update(idOf(e), { ...defined(d), updatedAt: at });
          break;
        case 'UserPasswordChanged':
          await users.update(idOf(e), { passwordHash: d.passwordHash, updatedAt: at });
          break;
        case 'UserPhoneBound':
        case 'UserPhoneUnbound':
          await users.update(idOf(e), { phone: type === 'UserPhoneBound' ? d.phone : '', updatedAt: at });
          break;
        case 'UserLocked':
        case 'UserUnlocked':
          await users.update(idOf(e), { locked: type === 'UserLocked', updatedAt: at });
          break;
        case 'UserRemoved':
          await users.update(idOf(e), { removed: true, updatedAt: at });
          break;
        case 'RoleSaved':
          await roles.insert({
            roleId: d.roleId,
            companyId: e.metadata.companyId,
            roleName: d.roleName,
            permissions: d.permissions,
            removed: false,
            createdAt: at,
            updatedAt: at,
          });
          break;
        case 'RoleUpdated':
          await roles.update(idOf(e), { ...defined(d), updatedAt: at });
          break;
        case 'RoleRemoved':
          await roles.update(idOf(e), { removed: true, updatedAt: at });
          break;
        case 'CompanyTrialExtended':
          await companies.update(idOf(e), { endTime: d.endTime, updatedAt: at });
          break;
        case 'CompanyEditionChanged':
          await companies.update(idOf(e), { productType: d.productType, updatedAt: at });
          break;
        case 'CompanyLocked':
        case 'CompanyUnlocked':
          await companies.update(idOf(e), { locked: type === 'CompanyLocked', updatedAt: at });
          break;
        case 'CompanyReset':
          if (d.demoExpired) await em.query(`update companies set demo_purged = true where company_id = $1`, [d.companyId]);
          break;
      }
    }
  },
};
