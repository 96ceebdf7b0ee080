import { AuditedUse, LifecycleStatus, lifecycleRefusal, LifecycleStep } from '../contracts';
import { BusinessRuleError } from '../shared/errors';

/**
 * The lifecycle's guard for every document's decider, trade or money: refuses (BusinessRuleError NOT_FOUND or
 * BAD_STATUS, see lifecycleRefusal) a document that is not there or not in the status `step` needs.
 */
export function lifecycleGuard(title: string, s: { exists: boolean; status: LifecycleStatus }, step?: LifecycleStep | AuditedUse) {
  const refusal = lifecycleRefusal(title, s.exists ? s.status : null, step);
  if (refusal) throw new BusinessRuleError(refusal.code, refusal.message);
}
