import type { StoredEvent } from '@jxc/infra';

/** The home page's 开始使用 checklist of a company: shown until its steps are done or an administrator hides it. */
export const gettingStartedStream = (companyId: string) => `GettingStarted-${companyId}`;
export const GETTING_STARTED_HIDDEN = 'GettingStartedDisabled';

/** 系统重置 keeps it hidden: the shop knows its way by then. */
export const GETTING_STARTED_KEPT_ON_RESET = ['GettingStarted'];

export const evolveHidden = (hidden: boolean, e: StoredEvent) => hidden || e.type === GETTING_STARTED_HIDDEN;
