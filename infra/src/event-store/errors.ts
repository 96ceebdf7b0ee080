export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: unknown,
  ) {
    super(`流 ${streamId} 的版本不是期望的 ${String(expected)}`);
    this.name = 'WrongExpectedVersionError';
  }
}
