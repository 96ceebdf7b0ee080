import { Injectable } from '@nestjs/common';
import { AppendToStream, EventStore, WrongExpectedVersionError } from '@jxc/infra';
import { CodeKind, codeOf, defaultCodeRule } from '../../contracts';
import { ConflictError } from '../../shared/errors';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { codeReservation } from '../master-data/code-reservation';
import { CodeRuleQueries } from './code-rule.queries';
import { loadCodeRules } from './code-rules';

/** Codes tried before giving up: each one passed over was taken by hand or by another save in the same moments. */
const TRIES = 20;

/**
 * 编码 left empty: a new record is saved under the next code of the company's rule for its kind, one past the highest
 * of the rule's form. A code already reserved (typed by hand) is passed over, and so is one a save at the same moment
 * reserves first, so no two records get the same code.
 */
@Injectable()
export class AutoCodes {
  constructor(
    private readonly es: EventSourcing,
    private readonly store: EventStore,
    private readonly queries: CodeRuleQueries,
  ) {}

  /** Commits the streams that `streamsWith` makes for the code with that code's reservation; returns the code. */
  async save(kind: CodeKind, actor: Actor, recordId: string, streamsWith: (code: string) => Promise<AppendToStream[]>): Promise<string> {
    const rule = (await loadCodeRules(this.es, actor.companyId))[kind] ?? defaultCodeRule(kind);
    let seq = await this.queries.highestSeq(kind, actor.companyId, rule.prefix);
    for (let i = 0; i < TRIES; i++) {
      const code = codeOf(rule, ++seq);
      const reservation = await codeReservation(this.store, kind, actor.companyId, code, recordId);
      if (!reservation) continue;
      try {
        await this.es.commit([...(await streamsWith(code)), reservation], actor);
        return code;
      } catch (e) {
        if (!(e instanceof WrongExpectedVersionError && e.streamId === reservation.streamId)) throw e;
      }
    }
    throw new ConflictError();
  }
}
