import assert from 'node:assert/strict';

/**
 * Business rules as specifications: given these events, when this decision is asked, then these events (or this
 * refusal). `decider(evolve, initial)` binds one aggregate's fold; each spec then reads as one sentence.
 */
export function decider<S, E>(evolve: (s: S, e: E) => S, initial: S) {
  return (...history: E[]) => {
    const state = history.reduce(evolve, initial);
    return {
      when: (decide: (s: S) => E[]) => ({
        then: (expected: E[]) => assert.deepEqual(decide(state), expected),
        /** Refused with this error code (BusinessRuleError, ValidationError …) and a message matching `message`. */
        refused: (code: string, message?: RegExp) =>
          assert.throws(
            () => decide(state),
            (e: { code?: string; message: string }) => e.code === code && (!message || message.test(e.message)),
          ),
      }),
    };
  };
}
