/** Identity: companies, staff, roles, sign-in and sessions; the guard and decorators every controller uses. */
export { IdentityModule } from './identity.module';
export { IdentityQueries } from './identity.queries';
export type { Session } from './auth/session';
export { actorOf } from './auth/session';
export { SessionService } from './auth/session.service';
export { requirePermission } from './auth/auth.guard';
export { AdminOnly, CurrentSession, Permission, Public, Write } from './auth/decorators';
export { registerDemoData } from './auth/demo-data';
export { allowedWarehouses, inScopedWarehouses, maskPrices, recordScope, scopeConditions } from './auth/data-scope';
export { RecordScopeInterceptor } from './auth/record-scope';
export type { PriceFields } from './auth/data-scope';
export { settingsOf } from './company/business-settings';
export { registerCompanyDefaults } from './company/company-defaults';
export type { NewCompany } from './company/company-defaults';
export { ChangeBusinessSettingsCommand } from './company/company.commands';
export { EVENT_TITLES as IDENTITY_EVENT_TITLES, IDENTITY_KEPT_ON_RESET, streams as identityStreams } from './identity.events';
export { CompanyRow, RoleRow, UserRow } from './identity.entities';
export { identityProjection } from './identity.projection';
