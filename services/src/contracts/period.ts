/** One month of the books on the 结账 screen: closed or open, who closed it and when, and what may be done to it now. */
export interface PeriodMonth {
  /** yyyy-MM */
  month: string;
  closed: boolean;
  closedBy: string;
  closedAt: string;
  /** The next month to close (months close in order). */
  canClose: boolean;
  /** The latest closed month (only it reopens). */
  canReopen: boolean;
}

export interface PeriodList {
  /** Newest first, from the books' first month to this one. */
  months: PeriodMonth[];
  /** The latest closed month, or '' when none is. */
  closedThrough: string;
  /** The books are archived (归档账套, IsOldSob): read-only for good. */
  archived: boolean;
}

/** What the administrator types to archive the books (归档账套: closed for good, IsOldSob). */
export const ARCHIVE_CONFIRM = '确认归档';
