/** A company as the console lists it (Company/PageQuery). */
export interface OperatorCompanyRow {
  companyId: string;
  companyName: string;
  productType: number;
  editionName: string;
  /** On a trial: a last day and nothing paid yet. */
  trial: boolean;
  buyFlag: number;
  endTime: string | null;
  locked: boolean;
  userCount: number;
  billCountMonth: number;
  /** What its events take in the store, in bytes. */
  storageBytes: number;
  lastActiveAt: string | null;
  isDemo: boolean;
}

export interface OperatorCompanyDetail extends OperatorCompanyRow {
  phone: string;
  address: string;
  contact: string;
  createdAt: string;
  admin: { loginName: string; userName: string; phone: string } | null;
  isOldSob: boolean;
  demoPurged: boolean;
}
