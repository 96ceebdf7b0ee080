import type { AppendToStream } from '@jxc/infra';

/** The records a new company starts with, as the streams that create them (another module's master data). */
export type CompanyDefaults = (companyId: string) => AppendToStream[];

const DEFAULTS: CompanyDefaults[] = [];

/** Each module registers its defaults when it loads; registration then creates them with the company, in its commit. */
export function registerCompanyDefaults(defaults: CompanyDefaults) {
  if (!DEFAULTS.includes(defaults)) DEFAULTS.push(defaults);
}

export const companyDefaults = (companyId: string): AppendToStream[] => DEFAULTS.flatMap((d) => d(companyId));
