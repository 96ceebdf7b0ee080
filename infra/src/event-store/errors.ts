export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: unknown,
  ) {
    super(`流 ${streamId} 的版本不是期望的 ${String(expected)}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/** A counter would pass its cap (a monthly bill count …): nothing was written. */
export class CounterCapError extends Error {
  constructor(
    readonly streamId: string,
    readonly cap: number,
  ) {
    super(`计数 ${streamId} 已达上限 ${cap}`);
    this.name = 'CounterCapError';
  }
}
