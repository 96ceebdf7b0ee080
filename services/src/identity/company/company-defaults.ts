import type { AppendToStream } from '@jxc/infra';

/** What a new company is known by when its defaults are made: a demo company brings its own sample records. */
export interface NewCompany {
  isDemo: boolean;
}

/** The records a new company starts with, as the streams that create them (another module's master data). */
export type CompanyDefaults = (companyId: string, company: NewCompany) => AppendToStream[];

const DEFAULTS: CompanyDefaults[] = [];

/** The app plugs in each module's defaults as it starts; registration then creates them with the company, in its commit. */
export function registerCompanyDefaults(defaults: CompanyDefaults) {
  if (!DEFAULTS.includes(defaults)) DEFAULTS.push(defaults);
}

export const companyDefaults = (companyId: string, company: NewCompany): AppendToStream[] => DEFAULTS.flatMap((d) => d(companyId, company));
