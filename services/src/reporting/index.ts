/** Reporting: the analysts' database logins, each reading the `reporting` views (migration 034) of one company. */
export { grantReportingLogin, listReportingLogins, REPORTING_GROUP, ReportingLoginError, revokeReportingLogin } from './reporting-logins';
