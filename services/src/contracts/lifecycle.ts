/**
 * The one lifecycle of every document, trade or money: saved as a draft (changed or removed while it is one), audited
 * (posted), then written back (红冲). Its statuses, their names, and what a refused step says.
 */
export type LifecycleStatus = 'draft' | 'audited' | 'reversed' | 'removed';

export const LIFECYCLE_STATUS_NAMES: Record<LifecycleStatus, string> = {
  draft: '草稿',
  audited: '已审核',
  reversed: '已红冲',
  removed: '已删除',
};

/** A trade document's list status adds the approval under way (multi-level approval) between draft and audited. */
export type ListedStatus = Exclude<LifecycleStatus, 'removed'> | 'approving';

export const LISTED_STATUS_NAMES: Record<ListedStatus, string> = {
  draft: LIFECYCLE_STATUS_NAMES.draft,
  approving: '审批中',
  audited: LIFECYCLE_STATUS_NAMES.audited,
  reversed: LIFECYCLE_STATUS_NAMES.reversed,
};

/** The steps of the lifecycle: each one's verb and the status a document must be in to take it. */
export const LIFECYCLE_STEPS = {
  edit: { verb: '修改', from: 'draft' },
  remove: { verb: '删除', from: 'draft' },
  approve: { verb: '审批', from: 'draft' },
  audit: { verb: '审核', from: 'draft' },
  writeBack: { verb: '红冲', from: 'audited' },
  /** A receipt or payment writing off more documents after its audit (核销). */
  settle: { verb: '核销', from: 'audited' },
} as const satisfies Record<string, { verb: string; from: LifecycleStatus }>;

export type LifecycleStep = keyof typeof LIFECYCLE_STEPS;

/** Something done with an audited document besides the lifecycle's steps (开票, 收票, 确认入库, 退还), by its verb. */
export interface AuditedUse {
  use: string;
}

export interface LifecycleRefusal {
  code: 'NOT_FOUND' | 'BAD_STATUS';
  message: string;
}

/** How a refusal says the status a document is in: a step names it, a use of an audited document says a draft is 未审核. */
const STATUS_SAID: Record<'step' | 'use', Record<Exclude<LifecycleStatus, 'removed'>, string>> = {
  step: { draft: `是${LIFECYCLE_STATUS_NAMES.draft}`, audited: LIFECYCLE_STATUS_NAMES.audited, reversed: LIFECYCLE_STATUS_NAMES.reversed },
  use: { draft: '未审核', audited: LIFECYCLE_STATUS_NAMES.audited, reversed: LIFECYCLE_STATUS_NAMES.reversed },
};

/**
 * Why the document titled `title` (销售单, 收款单 …), in `status` (null: never saved), may not take `step`, or null when
 * it may. Without a step, only whether it is there at all.
 */
export function lifecycleRefusal(
  title: string,
  status: LifecycleStatus | null,
  step?: LifecycleStep | AuditedUse,
): LifecycleRefusal | null {
  if (status === null || status === 'removed') return { code: 'NOT_FOUND', message: `${title}不存在或已删除` };
  if (step === undefined) return null;
  const [said, verb, from] =
    typeof step === 'string'
      ? [STATUS_SAID.step, LIFECYCLE_STEPS[step].verb, LIFECYCLE_STEPS[step].from]
      : [STATUS_SAID.use, step.use, 'audited'];
  return status === from ? null : { code: 'BAD_STATUS', message: `${title}${said[status]}，不能${verb}` };
}
